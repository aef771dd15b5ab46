import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { indexedAs } from '../indexed';
import { SearchAliases, modelAliases } from '../search-aliases';

describe('modelAliases', () => {
  it('glues the parts of a model the way a visitor may type it', () => {
    expect(modelAliases('YC-FS20-IR').sort()).toEqual(['FS20IR', 'YCFS20', 'YCFS20IR']);
    expect(modelAliases('YC AMP_PS')).toEqual(['YCAMP', 'YCAMPPS', 'AMPPS']);
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
