import React, { useState } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { earlyInputScript, earlyQueueName, liveFlagName, replayEarlyInput } from '../early-input';

// The inline script and the replay around a real hydration: the visitor acts on the server's
// markup, React hydrates it, and what they did takes effect once.

function Page({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [presses, setPresses] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [country, setCountry] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(query);
      }}
    >
      <input aria-label="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <input
        type="checkbox"
        aria-label="agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <select aria-label="country" value={country} onChange={(event) => setCountry(event.target.value)}>
        <option value="">—</option>
        <option value="de">Germany</option>
      </select>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        menu
      </button>
      <button type="button" data-testid="count" onClick={() => setPresses((value) => value + 1)}>
        {presses}
      </button>
      <button type="submit">send</button>
      <output data-testid="state">{JSON.stringify({ query, agreed, country, open })}</output>
    </form>
  );
}

type EarlyWindow = typeof window & Record<string, unknown>;
const early = window as EarlyWindow;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  delete early[earlyQueueName];
  delete early[liveFlagName];
});

/** The server's markup in the document, with the inline script running as the <head> runs it. */
function serverPage(onSubmit: (value: string) => void) {
  const added: [string, EventListenerOrEventListenerObject, boolean][] = [];
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options === true]);
    add(type, listener, options);
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the very text the page inlines
  new Function(earlyInputScript())();
  jest.restoreAllMocks();
  cleanups.push(() =>
    added.forEach(([type, listener, capture]) => window.removeEventListener(type, listener, capture)),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSubmit={onSubmit} />);
  document.body.append(container);
  cleanups.push(() => container.remove());
  const get = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return { container, get };
}

async function hydrate(container: Element, onSubmit: (value: string) => void) {
  await act(async () => {
    const root = hydrateRoot(container, <Page onSubmit={onSubmit} />);
    cleanups.push(() => root.unmount());
  });
  await act(async () => replayEarlyInput());
}

/** Typing as the browser reports it: the value changes, an input event follows. */
function type(input: Element, text: string) {
  (input as HTMLInputElement).value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const state = (container: Element) =>
  JSON.parse(container.querySelector('[data-testid=state]')!.textContent ?? '{}') as Record<string, unknown>;

describe('what a visitor does before the page is live', () => {
  it('reaches React once it is: typed text, a ticked box, a chosen option, presses in order', async () => {
    const onSubmit = jest.fn();
    const { container, get } = serverPage(onSubmit);
    // Typed, ticked and chosen as the browser does it: the DOM changes, no one listens.
    type(get('input[aria-label=search]'), 'zhou');
    get<HTMLInputElement>('input[type=checkbox]').click();
    get<HTMLSelectElement>('select').value = 'de';
    get('select').dispatchEvent(new Event('change', { bubbles: true }));
    get<HTMLButtonElement>('button[aria-expanded]').click();
    get<HTMLButtonElement>('[data-testid=count]').click();
    get<HTMLButtonElement>('[data-testid=count]').click();
    expect(early[earlyQueueName]).toHaveLength(2 + 1);
    await hydrate(container, onSubmit);
    expect(state(container)).toEqual({ query: 'zhou', agreed: true, country: 'de', open: true });
    expect(get('[data-testid=count]').textContent).toBe('2');
    expect(get<HTMLInputElement>('input[aria-label=search]').value).toBe('zhou');
    expect(get<HTMLInputElement>('input[type=checkbox]').checked).toBe(true);
    // From now on React handles presses itself: one press, one change.
    await act(async () => get<HTMLButtonElement>('[data-testid=count]').click());
    expect(get('[data-testid=count]').textContent).toBe('3');
  });

  it('holds a submission back and sends it once, with what was typed', async () => {
    const onSubmit = jest.fn();
    const { container, get } = serverPage(onSubmit);
    type(get('input[aria-label=search]'), 'fs20');
    get<HTMLButtonElement>('button[type=submit]').click();
    expect(early[earlyQueueName]).toEqual([expect.objectContaining({ kind: 'submit' })]);
    await hydrate(container, onSubmit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('fs20');
  });

  it('leaves alone what the visitor did not change, and a press on a control since removed', async () => {
    const onSubmit = jest.fn();
    const { container, get } = serverPage(onSubmit);
    const button = get<HTMLButtonElement>('button[aria-expanded]');
    button.click();
    early[earlyQueueName] = [{ kind: 'press', target: document.createElement('button') }];
    await hydrate(container, onSubmit);
    expect(state(container)).toEqual({ query: '', agreed: false, country: '', open: false });
  });
});
