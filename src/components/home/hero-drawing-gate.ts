import { locales } from '../../i18n/locales';
import { localePath } from '../../routes';

// The home hero's drawing (7 KB of SVG markup, 1.8 KB gzipped) is its own chunk, not part of the
// home page's code: a visitor landing on home gets it in the page's HTML, and the page
// keeps that markup as it hydrates, so nothing needs the string at first view. It is needed only
// to draw home on the client, after a navigation: this module (in the app chunk, tiny) loads it
// as soon as a navigation towards home begins, alongside the page's own data and code.

let open: () => void = () => undefined;
/** Settles when the visitor first navigates: the hero on screen may then load its code for later. */
export const navigated = new Promise<void>((resolve) => {
  open = resolve;
});

let markup: string | null = null;
let loading: Promise<string> | null = null;

/** Loads the drawing's chunk once; every caller gets the same promise. */
export function loadHeroDrawing(): Promise<string> {
  loading ??= import('./hero-drawing').then((module) => (markup = module.heroDrawing));
  return loading;
}

/** The drawing's markup once its chunk has loaded in this browser, else null. */
export function loadedHeroDrawing(): string | null {
  return markup;
}

const homePaths = new Set<string>(locales.map((locale) => localePath('index', locale)));

/** Called when a navigation to `pathname` begins (gatsby-browser.tsx): towards home, load the drawing. */
export function heroDrawingNavigation(pathname: string): void {
  open();
  if (homePaths.has(pathname)) void loadHeroDrawing();
}
