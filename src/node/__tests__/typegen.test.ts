/**
 * @jest-environment node
 */
import type { GatsbyConfig } from 'gatsby';

/** gatsby-config as Gatsby's CLI loads it, under the given environment. */
function configUnder(env: Record<string, string | undefined>): GatsbyConfig {
  const saved = { ...process.env };
  Object.assign(process.env, { SITE_URL: 'https://www.example-ultrafast.cn' }, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    let config: GatsbyConfig | undefined;
    jest.isolateModules(() => {
      config = (require('../../../gatsby-config') as { default: GatsbyConfig }).default;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

describe('GraphQL type generation', () => {
  it('is off in a production build: the editor’s rebuild writes no src/gatsby-types.d.ts', () => {
    expect(configUnder({ NODE_ENV: 'production', WRITE_GATSBY_TYPES: undefined }).graphqlTypegen).toBe(false);
  });

  it('runs in a production build asked with WRITE_GATSBY_TYPES=1 (npm test, before tsc)', () => {
    expect(configUnder({ NODE_ENV: 'production', WRITE_GATSBY_TYPES: '1' }).graphqlTypegen).toEqual({
      typesOutputPath: 'src/gatsby-types.d.ts',
      generateOnBuild: true,
    });
  });

  it('runs under gatsby develop', () => {
    expect(configUnder({ NODE_ENV: 'development', WRITE_GATSBY_TYPES: undefined }).graphqlTypegen).toMatchObject({
      typesOutputPath: 'src/gatsby-types.d.ts',
    });
  });

  it('npm test asks for the types before its type check', () => {
    const fs = require('node:fs') as typeof import('node:fs');
    const path = require('node:path') as typeof import('node:path');
    const text = fs.readFileSync(path.join(__dirname, '../../../scripts/test.mjs'), 'utf8');
    expect(text).toMatch(/WRITE_GATSBY_TYPES: '1'/);
  });
});
