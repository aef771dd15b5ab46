import React, { type KeyboardEvent, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { hashTarget } from '../../browser/scroll';
import * as styles from './tabs.module.css';

export interface Tab {
  /** The panel's element id and the URL hash that opens it (`/about/#contact`). */
  id: string;
  /** Ids of elements inside the panel whose hash opens it too (`/supports/#faq-cooling`, a search result). */
  anchors?: readonly string[];
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: Tab[];
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const browserHash = () => window.location.hash;
// The server knows no hash: the static HTML and the first (hydrating) render show the first tab.
const serverHash = () => '';

/** The URL's hash, '' on the server and in the hydrating render; re-read on every render and hashchange. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribeToHash, browserHash, serverHash);
}

const tabIdOf = (id: string) => `${id}-tab`;

/**
 * WAI-ARIA tabs whose selection lives in the URL hash. The hash is read on every render, so
 * a router push (Gatsby's Link to `#contact` fires no hashchange), a hashchange and the first
 * load all select the tab they name (or the tab holding the anchor they name); a hash naming no
 * tab (the skip link's `#main`) changes nothing.
 */
export function Tabs({ label, tabs }: TabsProps) {
  const hash = useLocationHash();
  const fromHash = (value: string) => {
    const target = hashTarget(value);
    return target === null ? undefined : tabs.find((tab) => tab.id === target || tab.anchors?.includes(target))?.id;
  };
  const [selected, setSelected] = useState(() => fromHash(hash) ?? tabs[0]?.id);
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const id = fromHash(hash);
    if (id && id !== selected) setSelected(id);
  }
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways in one row: the selected one (from a link's hash too) is
  // brought into the row's view, sideways only, so the page itself does not move.
  useEffect(() => {
    const row = list.current;
    const button = selected ? buttons.current.get(selected) : undefined;
    if (!row || !button || row.scrollWidth <= row.clientWidth) return;
    const left = button.offsetLeft; // the row is the tabs' offset parent (position: relative)
    const right = left + button.offsetWidth;
    if (left < row.scrollLeft) row.scrollLeft = Math.max(0, left - 8);
    else if (right > row.scrollLeft + row.clientWidth) row.scrollLeft = right - row.clientWidth + 8;
  }, [selected]);

  const select = (id: string) => {
    setSelected(id);
    // replaceState: no history entry per click and no jump to the panel.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} ref={list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabIdOf(tab.id)}
            className={styles.tab}
            aria-selected={tab.id === selected}
            aria-controls={tab.id}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tab.id}
          className={styles.panel}
          aria-labelledby={tabIdOf(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
