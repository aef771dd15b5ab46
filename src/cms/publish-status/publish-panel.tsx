import * as React from 'react';
import type { CSSProperties } from 'react';
import { collections } from '../../model';
import { itemLabel } from '../../model/types';
import type { PublishStatus, PublishStep, PublishedChange } from '../../server/publish/status';
import { describeProblem } from './describe-problem';
import { type PanelLocale, changeText, panelText } from './messages';

// The admin page has none of the site's CSS (it reaches only the preview iframe): the tokens'
// values, inline. Colours: --color-primary, --green-700, --red-700, --grey-900/300, white.
const palette = { building: '#0f3f95', live: '#1d6b3a', failed: '#b42318' };
// A bar across the bottom of the window. Decap's editor (form and preview) is shortened to end
// above it (see mountPublishStatus), so it never covers a field or the preview. It is one line
// (headline, undo, expand) except after a failed publish, where it opens on the problems.
const panel: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 1000,
  maxHeight: '40vh',
  overflowY: 'auto',
  padding: '0.375rem 1rem',
  background: '#ffffff',
  color: '#1a1f2b',
  borderTop: '1px solid #cfd5e0',
  boxShadow: '0 -2px 8px rgba(26, 31, 43, 0.12)',
  font: '0.875rem/1.5 system-ui, sans-serif',
};
const button: CSSProperties = {
  font: 'inherit',
  padding: '0.25rem 0.75rem',
  borderRadius: 6,
  border: '1px solid #0f3f95',
  background: '#ffffff',
  color: '#0f3f95',
  cursor: 'pointer',
};
const muted: CSSProperties = { fontSize: '0.8125rem', color: '#4a5263' };
const steps: PublishStep[] = ['preparing', 'checking', 'building', 'finishing'];

/** HH:MM in the editor's language and time zone. */
const clock = (iso: string, locale: PanelLocale) =>
  new Date(iso).toLocaleTimeString(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

/** 11月28日 09:30 / on 28 November at 09:30, in the editor's time zone. */
const savedAt = (iso: string, locale: PanelLocale) => {
  const date = new Date(iso);
  return locale === 'zh'
    ? `${date.getMonth() + 1}月${date.getDate()}日 ${clock(iso, locale)}`
    : `on ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })} at ${clock(iso, locale)}`;
};

/** What an entry of the collection is called (产品 / Product), for 修改产品《…》 / Edited: Product "…". */
const labelOf = (locale: PanelLocale) => (name: string) => {
  const collection = collections.find((candidate) => candidate.name === name);
  return collection ? itemLabel(collection)[locale] : name;
};

/** 新闻《…》已上线 12:03 / News "…" live at 12:03. */
function changeLine(change: PublishedChange, locale: PanelLocale, at: string) {
  const what = changeText(change, locale, labelOf(locale));
  // A taking back of refused saves is the publisher's, not an editor's: said with its time only.
  if (change.kind === 'refused')
    return locale === 'zh' ? `${what}（${clock(at, locale)}）` : `${what} (${clock(at, locale)})`;
  const who = change.who ? (locale === 'zh' ? `（${change.who}）` : ` (${change.who})`) : '';
  return locale === 'zh' ? `${what}已上线 ${clock(at, locale)}${who}` : `${what}, live at ${clock(at, locale)}${who}`;
}

export interface PublishPanelProps {
  status: PublishStatus;
  locale: PanelLocale;
  /** Asks the server to undo the last publish (POST /api/publish/undo); resolves to its answer. */
  onUndo?: () => Promise<{ ok: boolean; reason?: string }>;
}

/** The publishing state of the latest change, as /admin shows it to the editor. */
export function PublishPanel({ status, locale, onUndo }: PublishPanelProps) {
  const text = panelText[locale];
  // Collapsed to its one-line headline unless a publish failed (its problems are to be read): the
  // editor's choice holds until the state changes (the next publish starts, goes live or fails).
  // Saves taken back because the checks refused them are said (open) like a failed publish.
  const moment = `${status.state}:${status.refused?.commit ?? ''}`;
  const [chosen, setChosen] = React.useState<{ moment: string; open: boolean } | null>(null);
  const open = chosen?.moment === moment ? chosen.open : status.state === 'failed' || Boolean(status.refused);
  const [undo, setUndo] = React.useState<string>('idle');
  const toggle = () => setChosen({ moment, open: !open });
  const label = labelOf(locale);
  // Its height, for the space Decap's editor leaves free below itself.
  const ref = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--publish-panel-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.documentElement.style.removeProperty('--publish-panel-height');
    };
  }, []);
  const change = status.change ? changeText(status.change, locale, label) : status.subject;
  const headline =
    status.state === 'building'
      ? text.building
      : status.state === 'live'
        ? status.change?.kind === 'refused'
          ? text.refusedLive(clock(status.since, locale))
          : status.change
            ? changeLine(status.change, locale, status.since)
            : text.live(clock(status.since, locale))
        : text.failed;
  const stepIndex = status.step ? steps.indexOf(status.step) + 1 : 0;
  const runUndo = async () => {
    if (!onUndo || !status.undo) return;
    // Two publishes may bear the same name: the version is said with its day and time.
    const to = status.undo.to;
    const also = status.undo.unpublished ? text.undoAlso(status.undo.unpublished) : '';
    const question = text.undoConfirm(changeText(to, locale, label), savedAt(to.at, locale));
    if (!window.confirm(also ? `${also}${locale === 'zh' ? '' : ' '}${question}` : question)) return;
    setUndo('running');
    const answer = await onUndo().catch(() => ({ ok: false, reason: 'failed' }));
    setUndo(
      answer.ok
        ? 'idle'
        : answer.reason === 'busy'
          ? text.undoBusy
          : answer.reason === 'nothing'
            ? text.undoNothing
            : text.undoFailed,
    );
  };
  return (
    <section ref={ref} style={panel} aria-label={text.title} data-state={status.state} data-open={open}>
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        <div role="status" aria-live="polite" style={{ flex: 1 }}>
          <strong style={{ color: palette[status.state] }}>{headline}</strong>
          {status.state === 'building' && stepIndex > 0 && (
            <div style={muted}>
              {locale === 'zh'
                ? `${text.steps[status.step!]}（${text.stepOf(stepIndex, steps.length)}）`
                : `${text.steps[status.step!]} (${text.stepOf(stepIndex, steps.length)})`}
            </div>
          )}
          {open && status.state !== 'live' && change && (
            <div style={muted}>
              {text.change}
              {change}
            </div>
          )}
          {open && status.queued && <div style={muted}>{text.queued}</div>}
          {open && status.state === 'failed' && status.problems.length > 0 && (
            <>
              <p style={{ margin: '0.5rem 0 0.25rem' }}>{text.failedHelp}</p>
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {status.problems.map((problem, index) => (
                  <li key={index}>{describeProblem(problem, locale)}</li>
                ))}
              </ul>
              <p style={{ margin: '0.25rem 0 0' }}>{text.fixAndSave}</p>
            </>
          )}
          {open && status.state === 'failed' && status.problems.length === 0 && (
            <p style={{ margin: '0.5rem 0 0' }}>{text.buildError}</p>
          )}
          {open && status.refused && (
            <div data-refused="">
              <p style={{ margin: '0.5rem 0 0.25rem' }}>
                <strong style={{ color: palette.failed }}>{text.refusedTitle}</strong>
              </p>
              {status.refused.changes.map((refused) => (
                <p key={refused.commit} style={{ margin: '0 0 0.25rem' }}>
                  {text.refused(changeText(refused, locale, label), refused.who, savedAt(refused.at, locale))}
                </p>
              ))}
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {status.refused.problems.map((problem, index) => (
                  <li key={index}>{describeProblem(problem, locale)}</li>
                ))}
              </ul>
              <p style={{ margin: '0.25rem 0 0' }}>{text.refusedFix}</p>
            </div>
          )}
          {open && status.state !== 'live' && status.live?.change && (
            <div style={muted}>
              {text.liveNow}
              {changeText(status.live.change, locale, label)}
            </div>
          )}
        </div>
        {onUndo && (
          <button
            type="button"
            style={{ ...button, padding: '0 0.5rem' }}
            disabled={!status.undo || undo === 'running'}
            title={status.undo ? undefined : status.state === 'building' ? text.undoBusy : text.undoNothing}
            onClick={() => void runUndo()}
          >
            {undo === 'running' ? text.undoing : text.undo}
          </button>
        )}
        <button type="button" style={{ ...button, padding: '0 0.5rem' }} aria-expanded={open} onClick={toggle}>
          {open ? text.collapse : text.expand}
        </button>
      </div>
      {undo !== 'idle' && undo !== 'running' && (
        <p role="alert" style={{ margin: '0.25rem 0 0' }}>
          {undo}
        </p>
      )}
      {open && status.state === 'failed' && status.log.length > 0 && (
        <details style={{ marginTop: '0.5rem' }}>
          <summary>{text.details}</summary>
          <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.75rem' }}>{status.log.join('\n')}</pre>
        </details>
      )}
      {open && (status.history?.length ?? 0) > 0 && (
        <div style={{ marginTop: '0.5rem' }}>
          <div style={muted}>{text.recent}</div>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }} aria-label={text.recent}>
            {status.history!.slice(0, 5).map((entry) => (
              <li key={`${entry.change.commit}-${entry.at}`}>{changeLine(entry.change, locale, entry.at)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
