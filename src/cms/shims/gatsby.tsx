// Stands in for `gatsby` in the CMS bundle (scripts/build-cms.mjs aliases it): the site's views
// import Link and graphql, which need Gatsby's runtime. In a preview a link is a plain anchor
// and fragments are inert.
import React, { type AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export function Link({ to, activeClassName: _a, partiallyActive: _p, replace: _r, state: _s, ...rest }: LinkProps) {
  return <a {...rest} href={to} />;
}

/** Page queries and fragments do nothing outside Gatsby. */
export const graphql = (..._args: unknown[]) => null;

export function useStaticQuery(): never {
  throw new Error('useStaticQuery is not available in CMS previews');
}

export const navigate = (_to: string) => undefined;
export const withPrefix = (path: string) => path;
