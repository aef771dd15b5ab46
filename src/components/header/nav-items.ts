import type { RouteBase } from '../../routes';

/** The six navigation items of SPEC section 1, in order. */
export const navItems: { key: string; route: RouteBase; hash?: string }[] = [
  { key: 'nav.products', route: 'products' },
  { key: 'nav.solutions', route: 'solutions' },
  { key: 'nav.supports', route: 'supports' },
  { key: 'nav.news', route: 'news' },
  { key: 'nav.about', route: 'about' },
  { key: 'nav.contact', route: 'about', hash: 'contact' },
];
