import React, { createContext, memo, use, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { StaticSection } from '../static-section';
import { asServer, openAllGates } from '../gates';

// A static section on a page that hydrates: React keeps the server's nodes and hydrates nothing
// inside until the visitor reaches into it, an update comes, or a navigation begins; never is a
// section left blank. React marks every DOM node it hydrated with a `__reactFiber$…` key.

const hydratedNode = (node: Element | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

const Words = createContext('zh');

function Content({ label, onPress }: { label: string; onPress: () => void }) {
  const language = use(Words);
  return (
    <p>
      <button type="button" onClick={onPress}>
        {label} ({language})
      </button>
      <span id="anchor">{language}</span>
    </p>
  );
}

interface PageProps {
  label: string;
  language?: string;
  hidden?: boolean;
  onPress?: () => void;
  inner?: boolean;
}

/** A page's static section, memoized on its props as the site's are. */
const Section = memo(function Section({ label, hidden = false, onPress = () => undefined, inner = false }: PageProps) {
  return (
    <StaticSection as="section" className="facts" hidden={hidden} aria-label="facts">
      <Content label={label} onPress={onPress} />
      {inner ? (
        <StaticSection className="inner">
          <em>inner</em>
        </StaticSection>
      ) : null}
    </StaticSection>
  );
});

function Page({ language = 'zh', ...props }: PageProps) {
  return (
    <Words value={language}>
      <main>
        <Section {...props} />
      </main>
    </Words>
  );
}

// jsdom has no IntersectionObserver: this one reports what the test says comes into view.
const observed = new Set<Element>();
let report: IntersectionObserverCallback = () => undefined;
const intersect = (target: Element) =>
  report([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
Object.assign(window, {
  IntersectionObserver: class {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(target: Element) {
      observed.add(target);
    }
    unobserve(target: Element) {
      observed.delete(target);
    }
    disconnect() {
      observed.clear();
    }
  },
});

let errors: jest.SpyInstance;
let mounted: { root: Root; container: HTMLElement } | null = null;

/** The server's HTML of the page, hydrated in a document as a browser would. */
async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = asServer(() => renderToString(element));
  document.body.appendChild(container);
  const recoverable = jest.fn();
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
  mounted = { root, container };
  return { container, root, recoverable };
}

beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = null;
  }
  const calls = errors.mock.calls.map((call) => String(call[0]).slice(0, 200));
  errors.mockRestore();
  expect(calls).toEqual([]);
});

describe('StaticSection on a page that hydrates', () => {
  it('keeps the server’s nodes and hydrates its own element only', async () => {
    const { container, recoverable } = await hydrate(<Page label="Facts" />);
    const button = container.querySelector('button');
    await tick();
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Facts (zh)');
    expect(hydratedNode(container.querySelector('section'))).toBe(true);
    expect(hydratedNode(button)).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates when touched, and the touching event reaches its handler', async () => {
    const onPress = jest.fn();
    const { container } = await hydrate(<Page label="Facts" onPress={onPress} />);
    const button = container.querySelector('button')!;
    await tick();
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await Promise.resolve();
    });
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(hydratedNode(button)).toBe(true);
    expect(container.querySelector('button')).toBe(button);
  });

  it('shows new content when its props change before it hydrated (never blank)', async () => {
    const { container, root, recoverable } = await hydrate(<Page label="Facts" />);
    const section = container.querySelector('section');
    await tick();
    await act(async () => root.render(<Page label="Key figures" />));
    await tick();
    expect(container.querySelector('section')).toBe(section);
    expect(container.querySelector('button')).toHaveTextContent('Key figures (zh)');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('stays dehydrated when only its own attributes change (a tab panel hidden or shown)', async () => {
    // As in Tabs: the panel's content is an element made once by the page, its `hidden` changes.
    const content = <Content label="Facts" onPress={() => undefined} />;
    const Panel = ({ hidden }: { hidden: boolean }) => (
      <StaticSection as="section" hidden={hidden}>
        {content}
      </StaticSection>
    );
    const { container, root } = await hydrate(<Panel hidden={false} />);
    const button = container.querySelector('button');
    await tick();
    await act(async () => root.render(<Panel hidden />));
    await tick();
    expect(container.querySelector('section')).toHaveAttribute('hidden');
    expect(container.querySelector('button')).toBe(button);
    expect(hydratedNode(button)).toBe(false);
  });

  it('hydrates when it comes into view (hydrateOn="view"), leaving a section inside it dehydrated', async () => {
    const Panel = () => (
      <StaticSection as="section" hydrateOn="view">
        <Content label="Facts" onPress={() => undefined} />
        <StaticSection className="inner">
          <em>inner</em>
        </StaticSection>
      </StaticSection>
    );
    const { container } = await hydrate(<Panel />);
    await tick();
    const section = container.querySelector('section')!;
    expect(hydratedNode(container.querySelector('button'))).toBe(false);
    expect(observed.has(section)).toBe(true);
    await act(async () => {
      intersect(section);
      await Promise.resolve();
    });
    await tick();
    expect(hydratedNode(container.querySelector('button'))).toBe(true);
    expect(container.querySelector('.inner em')).toHaveTextContent('inner');
    expect(hydratedNode(container.querySelector('.inner em'))).toBe(false);
  });
});

describe('StaticSection rendered on the client', () => {
  it('renders its content at once (a client-side navigation, a CMS preview)', () => {
    function Toggle() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <Page label="Facts" />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          show
        </button>
      );
    }
    const { container, getByText } = render(<Toggle />);
    act(() => getByText('show').click());
    expect(container.querySelector('section button')).toHaveTextContent('Facts (zh)');
  });
});

// Last: a navigation opens every gate for the rest of the page's life.
describe('StaticSection when a navigation begins', () => {
  it('hydrates first, so a context change (the next page’s language) shows, not a blank', async () => {
    const { container, root, recoverable } = await hydrate(<Page label="Facts" />);
    await tick();
    openAllGates();
    await act(async () => root.render(<Page label="Facts" language="en" />));
    await tick();
    expect(container.querySelector('button')).toHaveTextContent('Facts (en)');
    expect(container.querySelector('#anchor')).toHaveTextContent('en');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
