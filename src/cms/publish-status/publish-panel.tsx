import * as React from 'react';
import type { CSSProperties } from 'react';
import type { PublishStatus } from '../../server/publish/status';
import { describeProblem } from './describe-problem';
import { type PanelLocale, panelText } from './messages';

// The admin page has none of the site's CSS (it reaches only the preview iframe): the tokens'
// values, inline. Colours: --color-primary, --green-700, --red-700, --grey-900/300, white.
const palette = { building: '#0f3f95', live: '#1d6b3a', failed: '#b42318' };
const panel: CSSProperties = {
  position: 'fixed',
  right: '1rem',
  bottom: '1rem',
  zIndex: 1000,
  maxWidth: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: '0.75rem 1rem',
  borderRadius: 8,
  background: '#ffffff',
  color: '#1a1f2b',
  border: '1px solid #cfd5e0',
  boxShadow: '0 4px 16px rgba(26, 31, 43, 0.18)',
  font: '0.9375rem/1.5 system-ui, sans-serif',
};

/** HH:MM in the editor's language and time zone. */
const clock = (iso: string, locale: PanelLocale) =>
  new Date(iso).toLocaleTimeString(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

/** The publishing state of the latest change, as /admin shows it to the editor. */
export function PublishPanel({ status, locale }: { status: PublishStatus; locale: PanelLocale }) {
  const text = panelText[locale];
  const headline =
    status.state === 'building'
      ? text.building
      : status.state === 'live'
        ? text.live(clock(status.since, locale))
        : text.failed;
  return (
    <section style={panel} aria-label={text.title} data-state={status.state}>
      <div role="status" aria-live="polite">
        <strong style={{ color: palette[status.state] }}>{headline}</strong>
        {status.subject && (
          <div style={{ fontSize: '0.8125rem', color: '#4a5263' }}>
            {text.change}
            {status.subject}
          </div>
        )}
        {status.state === 'failed' && status.problems.length > 0 && (
          <>
            <p style={{ margin: '0.5rem 0 0.25rem' }}>{text.failedHelp}</p>
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {status.problems.map((problem, index) => (
                <li key={index}>{describeProblem(problem, locale)}</li>
              ))}
            </ul>
          </>
        )}
        {status.state === 'failed' && status.problems.length === 0 && (
          <p style={{ margin: '0.5rem 0 0' }}>{text.buildError}</p>
        )}
      </div>
      {status.state === 'failed' && status.log.length > 0 && (
        <details style={{ marginTop: '0.5rem' }}>
          <summary>{text.details}</summary>
          <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.75rem' }}>{status.log.join('\n')}</pre>
        </details>
      )}
    </section>
  );
}
