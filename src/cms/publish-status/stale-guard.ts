import type { PanelLocale } from './messages';

type Json = Record<string, unknown>;
interface EntryAnswer {
  data: string | null;
  file?: { path?: string; id?: string };
}

/** decap-server's version id of a file's text: SHA-256 of its UTF-8 bytes, hex. */
async function versionOfText(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Under `npm run cms`: remembers which version of each file this page loaded from Decap's local
 * proxy and sends it with every save and delete, so the guard in front of decap-server
 * (src/server/publish/stale-guard.ts) refuses a save made on an outdated file instead of
 * overwriting another editor's change. Decap sends its proxy requests with window.fetch.
 */
export function installStaleGuard(locale: PanelLocale) {
  const loaded = new Map<string, string | null>();
  const original = window.fetch.bind(window);
  const remember = (answer: EntryAnswer) => {
    if (answer?.file?.path) loaded.set(answer.file.path, answer.data === null ? null : (answer.file.id ?? null));
  };
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/\/api\/v1$/.test(url) || init?.method !== 'POST' || typeof init.body !== 'string')
      return original(input, init);
    let body: Json;
    try {
      body = JSON.parse(init.body) as Json;
    } catch {
      return original(input, init);
    }
    const params = (body.params ?? {}) as Json;
    const action = body.action;
    let paths: string[] = [];
    let written: { path: string; raw: string }[] = [];
    if (action === 'persistEntry') {
      const files = ((params.dataFiles ?? [params.entry]) as ({ path: string; raw: string } | undefined)[]).filter(
        (file): file is { path: string; raw: string } => Boolean(file?.path),
      );
      written = files;
      paths = files.map((file) => file.path);
    } else if (action === 'deleteFile') paths = [params.path as string];
    else if (action === 'deleteFiles') paths = params.paths as string[];
    const known = paths.filter((path) => loaded.has(path));
    if (known.length) {
      body.baseVersions = Object.fromEntries(known.map((path) => [path, loaded.get(path) ?? null]));
      body.uiLocale = locale;
    }
    const response = await original(input, { ...init, body: JSON.stringify(body) });
    if (!response.ok) return response;
    if (['getEntry', 'entriesByFiles', 'entriesByFolder'].includes(action as string)) {
      const answer = (await response.clone().json()) as EntryAnswer | EntryAnswer[];
      (Array.isArray(answer) ? answer : [answer]).forEach(remember);
    } else if (action === 'persistEntry') {
      for (const file of written) loaded.set(file.path, await versionOfText(file.raw));
    } else if (paths.length) {
      for (const path of paths) loaded.set(path, null);
    }
    return response;
  };
}
