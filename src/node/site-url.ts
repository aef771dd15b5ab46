import type { GatsbyNode } from 'gatsby';
import { siteUrlProblem } from '../config/site';

/**
 * Whether this run is a production build: `gatsby build` (whatever NODE_ENV says), or anything
 * but `gatsby develop` with NODE_ENV=production or CI set. `gatsby develop` never is, in CI too.
 */
export function isProductionBuild(command: string | undefined, env: Record<string, string | undefined>): boolean {
  if (command === 'develop') return false;
  return command === 'build' || env.NODE_ENV === 'production' || Boolean(env.CI?.trim());
}

/** A production build refuses the placeholder site URL before any work (src/config/site.ts). */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter, store }) => {
  const state = (store as unknown as { getState: () => { program?: { _?: string[] } } }).getState();
  const command = state.program?._?.[0];
  const problem = siteUrlProblem({
    siteUrl: process.env.SITE_URL,
    production: isProductionBuild(command, process.env),
  });
  if (problem) reporter.panic(problem);
};
