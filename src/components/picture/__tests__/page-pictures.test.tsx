import React from 'react';
import { screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { ProductCard } from '../../products/product-card';
import { ProductDetail } from '../../products/product-detail';
import { ProductList } from '../../products/product-list';
import { listedProduct } from '../../products/__tests__/listed-product';
import { SolutionCard } from '../../solutions/solution-card';
import { SolutionDetail } from '../../solutions/solution-detail';
import { VideoFacade } from '../../video/video-facade';
import { ExpertAvatar } from '../../experts/expert-avatar';
import ProductDetailTemplate from '../../../templates/product-detail';
import SolutionDetailTemplate from '../../../templates/solution-detail';
import { imageSrc } from '../image-src';

// No view of the site may load gatsby-plugin-image at run time (its GatsbyImage brings a
// lazy-hydrate chunk with react-dom/server, ~60 KB gz); type imports are fine, they leave no code.
jest.mock('gatsby-plugin-image', () => {
  (globalThis as { gatsbyImageRuntime?: boolean }).gatsbyImageRuntime = true;
  return {};
});

const data = (name: string, width: number, height: number): IGatsbyImageData => ({
  layout: 'constrained',
  width,
  height,
  backgroundColor: 'rgb(216,232,232)',
  images: {
    fallback: { src: `/static/h/${name}.png`, srcSet: `/static/h/${name}.png ${width}w`, sizes: `${width}px` },
    sources: [{ type: 'image/avif', srcSet: `/static/h/${name}.avif ${width}w`, sizes: `${width}px` }],
  },
});
const file = (name: string) => ({ childImageSharp: { gatsbyImageData: data(name, 720, 540) } });

const listed = (slug: string) => listedProduct(slug, { images: [file(slug)], specifications: [] });

const highPriority = () => document.querySelectorAll('img[fetchpriority="high"]');

describe('pictures of the product and solution pages', () => {
  it('load no gatsby-plugin-image code: the views and templates import its types only', () => {
    expect([
      ProductDetailTemplate,
      SolutionDetailTemplate,
      ProductCard,
      SolutionCard,
      VideoFacade,
      ExpertAvatar,
    ]).not.toContain(undefined);
    expect((globalThis as { gatsbyImageRuntime?: boolean }).gatsbyImageRuntime).toBeUndefined();
  });

  it('give the first product of the list priority, eager pictures to its first row and lazy ones below', () => {
    const products = ['fs-a', 'fs-b', 'fs-c', 'fs-d', 'fs-e'].map(listed);
    renderInLocale(<ProductList products={products} locale="en" pathname="/en/products/" search="" />, 'en');
    expect([...highPriority()].map((img) => img.getAttribute('alt'))).toEqual(['Laser fs-a']);
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    // A plain <picture>: AVIF source, the build's size and its dominant colour as the placeholder.
    const first = screen.getByRole('img', { name: 'Laser fs-a' });
    expect(first.parentElement?.tagName).toBe('PICTURE');
    expect(first.parentElement?.querySelector('source')).toHaveAttribute('type', 'image/avif');
    expect(first).toHaveAttribute('width', '720');
    expect(first).toHaveAttribute('height', '540');
    expect(first.style.backgroundColor).toBe('rgb(216, 232, 232)');
  });

  it('fetch the product page main picture first and its other pictures lazily', () => {
    const product = {
      ...listed('yc-fs20-ir'),
      overviewHtml: '',
      applications: [],
      images: [file('main'), file('side'), file('back')],
      video: null,
      downloads: [],
      solutions: [],
      state: 'inactive',
    } as unknown as Queries.ProductDetailFieldsFragment;
    renderInLocale(<ProductDetail trail={[]} product={product} locale="zh" />, 'zh');
    const main = screen.getByRole('img', { name: 'Laser yc-fs20-ir' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect([...highPriority()]).toEqual([main]);
    expect(screen.getByRole('img', { name: 'Laser yc-fs20-ir (2)' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Laser yc-fs20-ir (3)' })).toHaveAttribute('loading', 'lazy');
  });

  it('fetch the solution cover first, and only it', () => {
    const solution = {
      slug: 'display-glass',
      industry: 'display',
      title: 'Display glass',
      summary: 'Glass.',
      bodyHtml: '',
      video: null,
      caseStudy: null,
      cover: { childImageSharp: { gatsbyImageData: data('cover', 1200, 675) } },
      products: [listed('fs-a')],
    } as unknown as Queries.SolutionDetailFieldsFragment;
    const { container } = renderInLocale(<SolutionDetail trail={[]} solution={solution} locale="en" />, 'en');
    const cover = container.querySelector('img[src="/static/h/cover.png"]');
    expect([...highPriority()]).toEqual([cover]);
    expect(screen.getByRole('img', { name: 'Laser fs-a' })).toHaveAttribute('loading', 'lazy');
  });

  it('read the og:image URL from the build-time data', () => {
    expect(imageSrc(data('og', 720, 540))).toBe('/static/h/og.png');
    expect(imageSrc(null)).toBeUndefined();
  });
});
