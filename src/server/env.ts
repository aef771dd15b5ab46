/**
 * The environment at run time. Gatsby bundles Functions with webpack, which replaces
 * `process.env` with the build's GATSBY_* values (`({})` for the rest); reading it through
 * globalThis keeps the real, deploy-time environment.
 */
export function runtimeEnv(): NodeJS.ProcessEnv {
  return globalThis.process.env;
}
