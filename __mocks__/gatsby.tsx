// Gatsby's runtime is not available in Jest: queries become no-ops, Link a plain anchor.
import React from 'react';

const gatsby = jest.requireActual('gatsby');

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (path: string) => path;

export const Link = jest.fn(
  ({
    to,
    activeClassName: _a,
    partiallyActive: _p,
    replace: _r,
    ...rest
  }: {
    to: string;
    activeClassName?: string;
    partiallyActive?: boolean;
    replace?: boolean;
  }) => React.createElement('a', { ...rest, href: to }),
);

export default { ...gatsby, graphql, useStaticQuery, navigate, Link, withPrefix };
