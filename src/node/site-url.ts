import type { GatsbyNode } from 'gatsby';
import { siteUrlProblem } from '../config/site';

/** A production build refuses the placeholder site URL before any work (src/config/site.ts). */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const problem = siteUrlProblem(process.env);
  if (problem) reporter.panic(problem);
};
