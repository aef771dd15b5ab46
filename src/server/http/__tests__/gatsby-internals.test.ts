import fs from 'node:fs';
import path from 'node:path';
import { bodyParserConfigOf, gatsbyFunctionWrapperPath } from '../functions';

// The server relies on how Gatsby compiles a Function; a Gatsby update that changes it must fail here, not in production.
describe("Gatsby's private paths used by the server", () => {
  it("reads a Function's config as Gatsby's own wrapper does (checked with Gatsby 5.16.1)", () => {
    // The server reads the documented `config.bodyParser` itself (functions.ts). The wrapper it
    // already relies on (gatsbyFunctionWrapperPath, the one private path it names) reads it with
    // the `createConfig` of the module beside it: the two readings are compared here, nothing more.
    // When this fails, re-read the wrapper and its config module, then bodyParserConfigOf.
    const wrapper = require.resolve(gatsbyFunctionWrapperPath);
    const source = fs.readFileSync(wrapper, 'utf8');
    expect(source).toContain("const { createConfig } = require('${");
    expect(source).toContain('require.resolve(`./config`)');
    const { createConfig } = require(path.join(path.dirname(wrapper), 'config')) as {
      createConfig: (config: unknown) => { config: { bodyParser: Record<string, unknown> } };
    };
    const quiet = () => undefined;
    for (const config of [
      undefined,
      {},
      { bodyParser: { json: { limit: '16kb' } } },
      { bodyParser: { text: { type: 'text/*', limit: 2048 }, urlencoded: { extended: false } } },
      { bodyParser: { raw: { limit: '1mb', verify: 'no' } } },
      { bodyParser: 'json' },
    ])
      expect([config, bodyParserConfigOf(config, quiet)]).toEqual([config, createConfig(config).config.bodyParser]);
  });

  it("compiles Functions in a wrapper that leaves a request's body alone once req.readableEnded", () => {
    const loader = fs.readFileSync(require.resolve(gatsbyFunctionWrapperPath), 'utf8');
    // Checked with Gatsby 5.16.1. When this fails, the server's ended-request guard
    // (src/server/http/functions.ts, functionsMiddleware) no longer stops Gatsby's wrapper
    // from parsing every body of every route with multer and its four parsers: re-check the
    // wrapper, and `npm run bench:contact -- --bodies-only` (GET / p99 under a nested-form flood).
    if (!/req\.readableEnded\s*\?\s*\[\]/.test(loader))
      throw new Error(
        `${gatsbyFunctionWrapperPath} no longer skips its body parsers once req.readableEnded: see the comment above`,
      );
  });

  it('runs on the Gatsby minor that package.json pins', () => {
    const root = path.resolve(__dirname, '../../../..');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const installed = (require('gatsby/package.json') as { version: string }).version;
    const pinned = /^~(\d+\.\d+)\./.exec(pkg.dependencies.gatsby ?? '');
    expect(pinned?.[1]).toBeDefined();
    expect(installed.startsWith(`${pinned?.[1]}.`)).toBe(true);
  });
});
