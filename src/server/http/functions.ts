import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import express, { type RequestHandler } from 'express';
import { trimEdgesOf } from '../../text/trim';

interface FunctionManifestEntry {
  functionRoute: string;
  absoluteCompiledFilePath: string;
}

type BodyParserConfig = Record<'raw' | 'text' | 'json' | 'urlencoded', Record<string, unknown>>;

interface LoadedFunction {
  handler: (req: express.Request, res: express.Response) => unknown;
  parsers: RequestHandler[];
}

const requireHere = createRequire(__filename);
/** Gatsby's private module read below; package.json pins Gatsby's minor (~5.16) for it. */
export const gatsbyFunctionsConfigPath = 'gatsby/dist/internal-plugins/functions/config';

function loadGatsbyFunctionsConfig(): {
  createConfig: (config: unknown) => { config: { bodyParser: BodyParserConfig } };
} {
  try {
    return requireHere(gatsbyFunctionsConfigPath) as ReturnType<typeof loadGatsbyFunctionsConfig>;
  } catch (error) {
    throw new Error(
      `Gatsby's private ${gatsbyFunctionsConfigPath} is missing: this server needs the Gatsby minor pinned in package.json (~5.16).`,
      { cause: error },
    );
  }
}
// Gatsby's own reading of a Function's `config` export, with its defaults (100 kb per parser).
const { createConfig } = loadGatsbyFunctionsConfig();

/**
 * The Gatsby Functions of a build, served as `gatsby serve` would (same config export, same body
 * parsers in the same order) with one difference: each Function module is loaded once per
 * process, when the server starts. Gatsby's middleware re-requires the module on every request (meant for develop),
 * which re-created every Function's state (database connections, rate limits) per request.
 */
export function functionsMiddleware(projectDir: string): RequestHandler {
  const manifestPath = path.join(projectDir, '.cache', 'functions', 'manifest.json');
  const functions: FunctionManifestEntry[] = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as FunctionManifestEntry[])
    : [];
  const loaded = new Map<string, LoadedFunction>();

  const load = (entry: FunctionManifestEntry): LoadedFunction => {
    const cached = loaded.get(entry.functionRoute);
    if (cached) return cached;
    const module = requireHere(entry.absoluteCompiledFilePath) as {
      default?: LoadedFunction['handler'];
      config?: unknown;
    };
    const handler = module.default ?? (module as unknown as LoadedFunction['handler']);
    if (typeof handler !== 'function') throw new Error(`${entry.absoluteCompiledFilePath} does not export a function`);
    const { bodyParser } = createConfig(module.config).config;
    const parsers = [
      express.raw(bodyParser.raw),
      express.text(bodyParser.text),
      express.urlencoded(bodyParser.urlencoded),
      express.json(bodyParser.json),
    ];
    const result = { handler, parsers };
    loaded.set(entry.functionRoute, result);
    return result;
  };

  // Loaded when the server starts, not on a first request: a Function's start-up work (the
  // contact Function retries pending notification e-mail) must not wait for a visitor. A module
  // that fails to load is tried again, and its error answered, on its first request.
  for (const entry of functions) {
    try {
      load(entry);
    } catch (error) {
      console.error(`Could not load the Function /api/${entry.functionRoute}:`, error);
    }
  }

  return (req, res, next) => {
    const route = trimEdgesOf(req.path, '/');
    const entry = functions.find((candidate) => candidate.functionRoute === route);
    if (!entry) return next();
    let target: LoadedFunction;
    try {
      target = load(entry);
    } catch (error) {
      return next(error);
    }
    const run = (index: number, error?: unknown): void => {
      if (error) return next(error);
      const parser = target.parsers[index];
      if (parser) return void parser(req, res, (parseError?: unknown) => run(index + 1, parseError));
      Promise.resolve(target.handler(req, res)).catch(next);
    };
    run(0);
  };
}
