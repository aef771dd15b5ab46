import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { NewsArticle } from '../../news/news-article';
import { ExpertCard } from '../../experts/expert-card';
import { ExpertDetailView } from '../../experts/expert-detail-view';
import { fixtureExpert } from '../../experts/__tests__/expert-fixtures';
import { Picture } from '../picture';

/** gatsby-plugin-image's build-time data for an uploaded picture, as the page query gives it. */
const image = (name: string, width: number, height: number): IGatsbyImageData => ({
  layout: 'constrained',
  width,
  height,
  images: {
    fallback: { src: `/static/h/${name}.png`, srcSet: `/static/h/${name}-s.png ${width / 2}w`, sizes: `${width}px` },
    sources: [{ type: 'image/avif', srcSet: `/static/h/${name}.avif ${width}w`, sizes: `${width}px` }],
  },
});

describe('Picture', () => {
  it('renders the build-time sources with width, height and lazy loading, without gatsby-plugin-image', () => {
    const { container } = render(<Picture image={image('cover', 832, 468)} alt="Glass substrates" />);
    const img = screen.getByRole('img', { name: 'Glass substrates' });
    expect(img).toHaveAttribute('src', '/static/h/cover.png');
    expect(img).toHaveAttribute('width', '832');
    expect(img).toHaveAttribute('height', '468');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source')).toHaveAttribute('type', 'image/avif');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("loads the page's LCP picture eagerly and at high priority", () => {
    render(<Picture image={image('cover', 832, 468)} alt="Glass substrates" loading="lazy" priority />);
    const img = screen.getByRole('img', { name: 'Glass substrates' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('is static markup: no wrapper, no script, no placeholder image, every format as a <source>', () => {
    const markup = renderToStaticMarkup(
      <Picture image={{ ...image('cover', 832, 468), backgroundColor: '#d8e8e8' }} alt="Glass" loading="eager" />,
    );
    // (The <picture>'s class only removes its box: CSS modules are not loaded here.)
    expect(markup.replace(/^<picture[^>]*>/, '<picture>')).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/static/h/cover.avif 832w" sizes="832px"/>' +
        '<img src="/static/h/cover.png" srcSet="/static/h/cover-s.png 416w" sizes="832px" width="832" height="468"' +
        ' alt="Glass" loading="eager" decoding="async" style="background-color:#d8e8e8"/>' +
        '</picture>',
    );
  });

  it('shows nothing without a fallback file', () => {
    const { container } = render(<Picture image={{ ...image('x', 10, 10), images: {} }} alt="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('news cover', () => {
  const article = {
    slug: 'tgv',
    category: 'industry',
    date: '2026-01-05',
    title: 'TGV etching',
    summary: 'Glass.',
    bodyHtml: '',
    video: null,
    cover: null,
    products: [],
  };
  it('is shown under the lead, named by the story title', () => {
    renderInLocale(
      <NewsArticle
        trail={[]}
        article={{ ...article, cover: { childImageSharp: { gatsbyImageData: image('tgv', 832, 468) } } }}
        previous={null}
        next={null}
        locale="en"
      />,
      'en',
    );
    const cover = screen.getByRole('img', { name: 'TGV etching' });
    // The story's largest first-screen element (its LCP): fetched first.
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('width', '832');
    expect(cover).toHaveAttribute('src', '/static/h/tgv.png');
  });

  it('leaves no empty image when the story has none', () => {
    renderInLocale(<NewsArticle trail={[]} article={article} previous={null} next={null} locale="en" />, 'en');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('expert photo', () => {
  const photo = { childImageSharp: { gatsbyImageData: image('zhou', 128, 128) } };

  it('replaces the initials on the card, named by the expert, lazily', () => {
    renderInLocale(<ExpertCard expert={{ ...fixtureExpert('en', 'zhou-hang'), photo }} locale="en" />, 'en');
    const img = screen.getByRole('img', { name: 'Zhou Hang' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('height', '128');
  });

  it('is shown on the detail page, and the initials stay when there is no photo', () => {
    renderInLocale(<ExpertDetailView expert={{ ...fixtureExpert('zh', 'zhou-hang'), photo }} locale="zh" />, 'zh');
    expect(screen.getByRole('img', { name: '周航' })).toHaveAttribute('src', '/static/h/zhou.png');
  });

  it('falls back to the initials badge on the card', () => {
    const { container } = renderInLocale(<ExpertCard expert={fixtureExpert('en', 'zhou-hang')} locale="en" />, 'en');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('ZH');
  });
});
