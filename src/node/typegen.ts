import type { GatsbyConfig } from 'gatsby';

/** Where `gatsby develop` (and a build asked to) writes the GraphQL query types; git-ignored. */
export const typesOutputPath = 'src/gatsby-types.d.ts';

/**
 * gatsby-config's `graphqlTypegen`. The query types are for `tsc`, never for a visitor:
 * `gatsby develop` writes them, a production build only when WRITE_GATSBY_TYPES=1 (`npm test`
 * sets it before its type check). The build an editor waits for after publishing thus skips the
 * schema print (.cache/schema.gql) and the type generation (0.4–2.7 s measured here).
 * Gatsby's CLI sets NODE_ENV before it loads the config: `production` for `gatsby build`.
 */
export function typegenOption(env: NodeJS.ProcessEnv = process.env): GatsbyConfig['graphqlTypegen'] {
  const wanted = env.NODE_ENV !== 'production' || env.WRITE_GATSBY_TYPES === '1';
  return wanted ? { typesOutputPath, generateOnBuild: true } : false;
}
