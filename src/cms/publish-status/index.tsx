import * as React from 'react';
import { createRoot } from 'react-dom/client';
import type { PanelLocale } from './messages';
import { PublishPanel } from './publish-panel';
import { installStaleGuard } from './stale-guard';
import { usePublishStatus } from './use-publish-status';

/** POST /api/publish/undo: JSON from this origin, which the server requires. */
async function undoLastPublish(): Promise<{ ok: boolean; reason?: string }> {
  const response = await fetch('/api/publish/undo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    cache: 'no-store',
  });
  return (await response.json()) as { ok: boolean; reason?: string };
}

function PublishStatusBadge({ locale }: { locale: PanelLocale }) {
  const status = usePublishStatus();
  return status ? <PublishPanel status={status} locale={locale} onUndo={undoLastPublish} /> : null;
}

/**
 * Adds the publishing state panel to /admin (shown only where a publisher runs: npm run cms), and
 * sends the loaded version of a file with each save, for the stale-write guard of npm run cms.
 */
export function mountPublishStatus(locale: PanelLocale) {
  installStaleGuard(locale);
  // Decap's editor fills the window (absolutely positioned, its form and preview scrolling inside):
  // it ends above the panel instead; the lists, which scroll the page, get room below.
  const style = document.createElement('style');
  style.textContent = [
    '[class*="-EditorContainer"] { height: auto !important; bottom: var(--publish-panel-height, 0px) !important; }',
    'body { padding-bottom: var(--publish-panel-height, 0px); }',
  ].join('\n');
  document.head.appendChild(style);
  const host = document.createElement('div');
  host.id = 'publish-status';
  document.body.appendChild(host);
  createRoot(host).render(<PublishStatusBadge locale={locale} />);
}
