import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { trimEdgesOf } from '../../text/trim';
import { bodyReaderKey, bodyReaderName } from './function-io';

interface FunctionManifestEntry {
  functionRoute: string;
  absoluteCompiledFilePath: string;
}

type BodyType = 'raw' | 'text' | 'json' | 'urlencoded';
type BodyParserConfig = Record<BodyType, Record<string, unknown>>;
/** Gatsby's order: the first parser whose type matches reads the body, the others pass. */
const bodyTypes: readonly BodyType[] = ['raw', 'text', 'urlencoded', 'json'];

/**
 * What a parsed body may hold, whatever a Function's config says: at most 100 keys in a form,
 * forms nested at most 5 deep (`a[b][c][d][e][f]`) and JSON likewise (the top level and 5 below).
 * Gatsby's defaults (1,000 keys, 32 deep) let one 100 KB form cost 50–250 ms of qs.
 */
export const bodyLimits = { parameters: 100, depth: 5 } as const;

/** The error types of refused bodies (body-parser's and ours), for the server's 4xx answer. */
export const bodyLimitErrors: Record<string, string> = {
  'parameters.too.many': `Too many parameters (at most ${bodyLimits.parameters})`,
  'querystring.parse.rangeError': `Nested too deeply (at most ${bodyLimits.depth} levels)`,
  'entity.too.deep': `Nested too deeply (at most ${bodyLimits.depth} levels)`,
};

/** How deeply arrays and objects nest in a parsed JSON value (0 for a scalar); stops past `limit`. */
export function nestingOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** body-parser 2's options for forms (`depth` is newer than its types); qs stops at the depth and refuses deeper keys. */
const formLimits: { parameterLimit: number; depth: number } = {
  parameterLimit: bodyLimits.parameters,
  depth: bodyLimits.depth,
};

/** After express.json: a body nested deeper than the limit is a 400, before any handler walks it. */
const jsonDepthCheck: RequestHandler = (req, _res, next) => {
  if (nestingOf(req.body, bodyLimits.depth + 1) <= bodyLimits.depth + 1) return next();
  next(Object.assign(new Error('JSON body nested too deeply'), { status: 400, type: 'entity.too.deep' }));
};

/**
 * The parsers of the body types a Function's `config.bodyParser` names (Gatsby's documented
 * per-Function config, with its documented defaults), in Gatsby's order,
 * within `bodyLimits`. A type the Function does not name is never parsed: `gatsby serve` would
 * parse all four with its defaults, so /api/health spent its time on a 100 KB nested form.
 */
function parsersOf(config: unknown): RequestHandler[] {
  const named = new Set(Object.keys((config as { bodyParser?: object } | undefined)?.bodyParser ?? {}));
  const bodyParser = bodyParserConfigOf(config);
  const parsers: Record<BodyType, () => RequestHandler[]> = {
    raw: () => [express.raw(bodyParser.raw)],
    text: () => [express.text(bodyParser.text)],
    urlencoded: () => [express.urlencoded({ ...bodyParser.urlencoded, ...formLimits })],
    json: () => [express.json(bodyParser.json), jsonDepthCheck],
  };
  return bodyTypes.filter((type) => named.has(type)).flatMap((type) => parsers[type]());
}

/** Runs `parsers` on the request and resolves with its body (undefined when none matched). */
function parseBody(req: Request, res: Response, parsers: RequestHandler[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const run = (index: number, error?: Error): void => {
      if (error) return reject(error);
      const parser = parsers[index];
      if (!parser) return resolve(req.body as unknown);
      // body-parser passes http-errors (4xx, with a type), or nothing.
      void parser(req, res, (parseError?: unknown) => run(index + 1, parseError as Error | undefined));
    };
    run(0);
  });
}

interface LoadedFunction {
  handler: (req: express.Request, res: express.Response) => unknown;
  parsers: RequestHandler[];
  /** The Function reads its body through readBody(): its bundle holds `bodyReaderName`. */
  whenAsked: boolean;
}

const requireHere = createRequire(__filename);
/**
 * The loader that wraps each compiled Function: it parses the body unless `req.readableEnded`
 * (read by the server's run(), checked by gatsby-internals.test.ts).
 */
export const gatsbyFunctionWrapperPath = 'gatsby/dist/internal-plugins/functions/api-function-webpack-loader';

/** Gatsby's documented default for every body parser (docs: Functions, "Custom body parsing"). */
const defaultLimit = '100kb';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A Function's `config.bodyParser` as Gatsby documents it, with Gatsby's defaults (`limit` 100kb
 * for each parser, `extended` forms): `type` a string, `limit` a string or number, `extended`
 * required for forms. Options given replace the defaults of their parser (body-parser's own
 * limit is 100kb too); a value of another shape is replaced by the default, with a warning, as
 * Gatsby does.
 */
export function bodyParserConfigOf(config: unknown, warn: (message: string) => void = console.warn): BodyParserConfig {
  const given = isRecord(config) && isRecord(config.bodyParser) ? config.bodyParser : {};
  const result = {} as BodyParserConfig;
  for (const type of bodyTypes) {
    const defaults: Record<string, unknown> = {
      limit: defaultLimit,
      ...(type === 'urlencoded' ? { extended: true } : {}),
    };
    const options = given[type];
    const valid =
      options === undefined ||
      (isRecord(options) &&
        Object.entries(options).every(([key, value]) =>
          key === 'type'
            ? typeof value === 'string'
            : key === 'limit'
              ? typeof value === 'string' || typeof value === 'number'
              : key === 'extended' && type === 'urlencoded' && typeof value === 'boolean',
        ) &&
        (type !== 'urlencoded' || 'extended' in options));
    if (!valid) warn(`Function config bodyParser.${type} is not { type?, limit? }: Gatsby's default is used instead`);
    result[type] = valid && options ? options : defaults;
  }
  return result;
}

/**
 * The Gatsby Functions of a build, served as `gatsby serve` would (same config export, Gatsby's
 * body parsers in Gatsby's order) with these differences: each Function module is loaded once per
 * process, when the server starts (Gatsby's middleware re-requires the module on every request,
 * meant for develop, which re-created every Function's state: database connections, rate limits);
 * only the body types a Function's config names are parsed, within `bodyLimits`; and a Function
 * that reads its body through `readBody()` of function-io.ts has it read only when it asks, after
 * its own checks, never before it runs.
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
    // Gatsby's wrapper exports only `default` and `config`: whether the Function reads its body
    // through readBody() (function-io.ts, bundled into it) shows in its compiled code.
    const whenAsked = fs.readFileSync(entry.absoluteCompiledFilePath, 'utf8').includes(bodyReaderName);
    const result = { handler, parsers: parsersOf(module.config), whenAsked };
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
    // The body is read when the Function asks (function-io.ts readBody), after its own method and
    // authorisation checks; a Function that answers first never has it read or parsed.
    let body: Promise<unknown> | undefined;
    const read = () => (body ??= parseBody(req, res, target.parsers));
    (req as Request & { [bodyReaderKey]?: () => Promise<unknown> })[bodyReaderKey] = read;
    const run = () => {
      // Gatsby compiles each Function inside a wrapper (gatsbyFunctionWrapperPath) that parses
      // the body itself, with multer and its four default parsers, unless the request has ended:
      // it is told so while it starts, so that only our parsers read the body, when asked.
      Object.defineProperty(req, 'readableEnded', { configurable: true, get: () => true });
      let answered: unknown;
      try {
        answered = target.handler(req, res);
      } catch (error) {
        return next(error);
      } finally {
        delete (req as { readableEnded?: boolean }).readableEnded;
      }
      Promise.resolve(answered).catch(next);
    };
    // A Function of an older build (kept for a rollback) reads req.body as Gatsby fills it: its
    // named parsers run first, as before.
    if (target.whenAsked || !target.parsers.length) void run();
    else read().then(run, next);
  };
}
