import fs from 'node:fs';
import path from 'node:path';
import { gatsbyFunctionWrapperPath, gatsbyFunctionsConfigPath } from '../functions';

// The server reads a private Gatsby module; a Gatsby update that moves it must fail here, not in production.
describe("Gatsby's private paths used by the server", () => {
  it('loads the functions config reader with the body parsers the server mounts', () => {
    const { createConfig } = require(gatsbyFunctionsConfigPath) as {
      createConfig: (config: unknown) => { config: { bodyParser: Record<string, unknown> } };
    };
    expect(Object.keys(createConfig(undefined).config.bodyParser).sort()).toEqual([
      'json',
      'raw',
      'text',
      'urlencoded',
    ]);
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
