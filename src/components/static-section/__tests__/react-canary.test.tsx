import React, { Suspense, use } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { version as reactVersion } from 'react';

// The canary of the one React behaviour that is not documented API and that static sections
// (src/components/static-section) rest on. React 19 has no documented way to keep a server-rendered
// subtree out of hydration (react#33133, react#32975; the PR to add one, react#35871, was closed);
// a Suspense boundary whose child reads a thenable that stays pending is the known way. Checked
// against React 19.3.1. When React changes any of the three facts below, this fails with what to
// re-check, before a visitor meets a blank section or a dropped press.

/** React 19 reads a thenable's `status`/`value` fields (its "tracked thenable" protocol). */
type Thenable = PromiseLike<void> & { status: 'pending' | 'fulfilled'; value: undefined };

function pendingThenable(): Thenable & { fulfil(): void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const pending: Thenable['status'] = 'pending';
  const thenable: Thenable & { fulfil(): void } = Object.assign(promise, {
    status: pending,
    value: undefined,
    fulfil() {
      thenable.status = 'fulfilled';
      resolve();
    },
  });
  return thenable;
}

const fulfilledThenable = (): Thenable =>
  Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function Held({ gate, children }: { gate: Thenable; children: React.ReactNode }) {
  use(gate);
  return <>{children}</>;
}

const explain = (fact: string) =>
  `React ${reactVersion}: ${fact}. src/components/static-section/ (gates.ts, static-section.tsx) relies on it; ` +
  're-check it against the React release notes, or render static sections as ordinary components ' +
  '(docs/architecture.md, "Private internals").';

describe(`React's handling of a pending thenable in a hydrating Suspense boundary (checked with React 19.3.1)`, () => {
  it('is the major version the mechanism was checked with', () => {
    if (!reactVersion.startsWith('19.')) throw new Error(explain('a new major version'));
  });

  it('keeps the server’s nodes while the thenable is pending, and hydrates them in place once fulfilled', async () => {
    const content = (
      <p>
        <button type="button">static</button>
      </p>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Held gate={fulfilledThenable()}>{content}</Held>
      </Suspense>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const gate = pendingThenable();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <Held gate={gate}>{content}</Held>
        </Suspense>,
      ),
    );
    if (container.querySelector('button') !== serverButton)
      throw new Error(explain('a pending thenable no longer leaves the server markup of its boundary in place'));
    await act(async () => gate.fulfil());
    if (container.querySelector('button') !== serverButton)
      throw new Error(explain('a fulfilled gate no longer hydrates the server markup in place (it was replaced)'));
    root.unmount();
    container.remove();
  });

  it('does not suspend on a thenable already marked fulfilled (status read synchronously)', () => {
    const gate = fulfilledThenable();
    const html = renderToString(
      <Suspense fallback={<i>fallback</i>}>
        <Held gate={gate}>
          <b>content</b>
        </Held>
      </Suspense>,
    );
    if (!html.includes('<b>content</b>'))
      throw new Error(explain('a thenable with status "fulfilled" suspends: its status field is no longer read'));
  });
});
