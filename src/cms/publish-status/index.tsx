import * as React from 'react';
import { createRoot } from 'react-dom/client';
import type { PanelLocale } from './messages';
import { PublishPanel } from './publish-panel';
import { usePublishStatus } from './use-publish-status';

function PublishStatusBadge({ locale }: { locale: PanelLocale }) {
  const status = usePublishStatus();
  return status ? <PublishPanel status={status} locale={locale} /> : null;
}

/** Adds the publishing state panel to /admin (shown only where a publisher runs: npm run cms). */
export function mountPublishStatus(locale: PanelLocale) {
  const host = document.createElement('div');
  host.id = 'publish-status';
  document.body.appendChild(host);
  createRoot(host).render(<PublishStatusBadge locale={locale} />);
}
