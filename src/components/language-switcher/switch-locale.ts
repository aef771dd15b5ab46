import { type Locale, isLocale } from '../../i18n/locales';
import { switchLocalePath } from '../../routes';

/** May substitute the target locale (return another one) or keep it (return nothing). */
export type BeforeLocaleSwitch = (from: Locale, to: Locale) => Locale | null | undefined | void;
export type AfterLocaleSwitch = (from: Locale, to: Locale) => void;

const beforeHooks = new Set<BeforeLocaleSwitch>();
const afterHooks = new Set<AfterLocaleSwitch>();

/** Registers a before-switch hook; returns its removal. */
export function onBeforeLocaleSwitch(hook: BeforeLocaleSwitch): () => void {
  beforeHooks.add(hook);
  return () => beforeHooks.delete(hook);
}

/** Registers an after-switch hook; returns its removal. */
export function onLocaleSwitched(hook: AfterLocaleSwitch): () => void {
  afterHooks.add(hook);
  return () => afterHooks.delete(hook);
}

export interface SwitchEnvironment {
  current: Locale;
  location: { pathname: string; search: string; hash: string };
  navigate: (to: string) => unknown;
  remember: (locale: Locale) => void;
}

/**
 * docs/requirements.md, Locale cookie: nothing happens for an empty target or the current
 * locale; before-switch hooks may substitute the target; the choice is remembered; the visitor goes to the same
 * route, params, query and hash in the new locale; after-switch hooks run last.
 * Resolves to the locale switched to, or null when nothing happened.
 */
export async function switchLocale(
  requested: string | null | undefined,
  env: SwitchEnvironment,
): Promise<Locale | null> {
  if (!requested || !isLocale(requested) || requested === env.current) return null;
  let target: Locale = requested;
  for (const hook of beforeHooks) {
    const substitute = hook(env.current, target);
    if (isLocale(substitute)) target = substitute;
  }
  if (target === env.current) return null;
  env.remember(target);
  const { pathname, search, hash } = env.location;
  const path = switchLocalePath(pathname, target);
  if (path !== pathname) await env.navigate(`${path}${search}${hash}`);
  for (const hook of afterHooks) hook(env.current, target);
  return target;
}
