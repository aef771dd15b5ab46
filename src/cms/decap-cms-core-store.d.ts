// decap-cms-core's Redux store: the same module decap-cms-app runs (esbuild resolves both through
// the package's `module` build), read by src/cms/rules/refusal.ts. A private part of Decap, checked
// by src/cms/__tests__/decap-store.test.ts.
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: import('./rules/refusal').DecapStore;
}
