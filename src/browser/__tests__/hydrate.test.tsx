import React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { hydrateInTransition } from '../hydrate';

// The page's hydration must not be one long task: it runs in slices, and the browser runs other
// tasks (here a ticking timer) between them. A default hydration runs every component in one task.

const parts = 60;
const busyMs = 2;

/** Each part reports its render, which takes the CPU for a while, as a large page's parts do on a slow phone. */
function Busy({ index, onRender }: { index: number; onRender: (index: number) => void }) {
  onRender(index);
  return <li>{index}</li>;
}

function Page({ onRender }: { onRender: (index: number) => void }) {
  return (
    <ul>
      {Array.from({ length: parts }, (_, index) => (
        <Busy key={index} index={index} onRender={onRender} />
      ))}
    </ul>
  );
}

const idle = () => undefined;

function busy() {
  const until = performance.now() + busyMs;
  while (performance.now() < until) {
    /* spinning */
  }
}

/** Server markup inside Gatsby's focus wrapper, as a built page has it. */
function serverPage(): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${renderToString(
    <Page onRender={idle} />,
  )}</div></div>`;
  return document.getElementById('gatsby-focus-wrapper')!;
}

/** Hydrates through `hydrate` and counts the tasks (timer ticks) the parts rendered in. */
async function tasksOfHydration(hydrate: (page: React.ReactElement, container: HTMLElement) => void): Promise<number> {
  const ticks: number[] = [];
  const clock = { tick: 0 };
  const ticker = setInterval(() => (clock.tick += 1), 0);
  try {
    const onRender = (index: number) => {
      busy();
      ticks[index] = clock.tick;
    };
    hydrate(<Page onRender={onRender} />, serverPage());
    const done = Date.now() + 10_000;
    while (ticks.filter((tick) => tick !== undefined).length < parts && Date.now() < done) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    clearInterval(ticker);
  }
  expect(ticks.filter((tick) => tick !== undefined)).toHaveLength(parts);
  return new Set(ticks).size;
}

describe('hydrateInTransition', () => {
  const error = jest.spyOn(console, 'error');
  // React's own scheduling is what is tested here, as in the browser: not through act().
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment }));
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });

  it('hydrates in slices: the browser runs other tasks between them', async () => {
    // 60 parts of 2 ms in slices of about 5 ms: a dozen or more tasks.
    expect(await tasksOfHydration((page, container) => hydrateInTransition(page, container))).toBeGreaterThan(5);
    // The server's markup was kept, not replaced.
    expect(document.querySelectorAll('li')).toHaveLength(parts);
  });

  it('is needed: React’s default hydration runs every part in one task', async () => {
    expect(await tasksOfHydration((page, container) => hydrateRoot(container, page))).toBe(1);
  });

  it('renders a page without server markup (gatsby develop) and unmounts it', async () => {
    document.body.innerHTML = '<div id="___gatsby"></div>';
    const container = document.getElementById('___gatsby')!;
    const unmount = hydrateInTransition(<Page onRender={idle} />, container);
    const done = Date.now() + 10_000;
    while (document.querySelectorAll('li').length < parts && Date.now() < done) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(document.querySelectorAll('li')).toHaveLength(parts);
    unmount();
    expect(container.innerHTML).toBe('');
  });
});
