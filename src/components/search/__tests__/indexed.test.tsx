import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchAliases, indexedAs, modelAliases } from '../indexed';

describe('modelAliases', () => {
  it('spells a hyphenated model the ways a visitor types it', () => {
    const aliases = modelAliases('YC-FS20-IR');
    expect(aliases).toEqual(expect.arrayContaining(['FS20', 'YC FS20 IR', 'YCFS20IR', 'YC-FS20', 'FS20-IR', 'FS20IR']));
    expect(aliases).not.toContain('YC-FS20-IR');
  });
  it('keeps a one-part model as it is', () => {
    expect(modelAliases('SEED')).toEqual([]);
  });
});

describe('indexed markup', () => {
  it('marks a region with its type', () => {
    expect(renderToStaticMarkup(<div {...indexedAs('faq')} />)).toBe(
      '<div data-pagefind-body="" data-pagefind-filter="type:faq"></div>',
    );
  });
  it('renders aliases hidden and weighted, nothing when there are none', () => {
    expect(renderToStaticMarkup(<SearchAliases terms={['FS20', 'Zhou Hang']} />)).toBe(
      '<p hidden="" data-pagefind-weight="10">FS20 · Zhou Hang</p>',
    );
    expect(renderToStaticMarkup(<SearchAliases terms={[]} />)).toBe('');
  });
});
