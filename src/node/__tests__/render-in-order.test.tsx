/**
 * @jest-environment node
 */
import React, { Suspense } from 'react';
import { renderInOrder } from '../render-in-order';

/** A section of about 20 KB of text: past React's 12.8 KB chunk size on its own. */
const Section = ({ name }: { name: string }) => (
  <section>
    <h2>{name}</h2>
    {Array.from({ length: 200 }, (_, index) => (
      <p key={index}>
        {name} paragraph {index}: the 20 W infrared femtosecond laser, 1030 nm, below 350 fs at 1 MHz.
      </p>
    ))}
  </section>
);

const Page = () => (
  <main>
    {['first', 'second', 'third', 'footer'].map((name) => (
      <Suspense key={name} fallback={null}>
        <Section name={name} />
      </Suspense>
    ))}
  </main>
);

it('writes every Suspense boundary in place, in document order, with no script to move it', async () => {
  const html = await renderInOrder(<Page />);
  expect(html.length).toBeGreaterThan(4 * 12_800);
  expect(html).not.toMatch(/<template|hidden id="S:|\$RC/);
  const headings = [...html.matchAll(/<h2>(\w+)<\/h2>/g)].map((match) => match[1]);
  expect(headings).toEqual(['first', 'second', 'third', 'footer']);
  expect(html.startsWith('<main>')).toBe(true);
  expect(html.endsWith('</main>')).toBe(true);
});

it('rejects when the page throws, as Gatsby’s own renderer does', async () => {
  const Broken = () => {
    throw new Error('broken section');
  };
  await expect(renderInOrder(<Broken />)).rejects.toThrow('broken section');
});
