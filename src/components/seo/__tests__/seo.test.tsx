/**
 * @jest-environment node
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Seo, type SeoProps } from '../seo';
import { siteUrl } from '../../../config/site';

const props: SeoProps = {
  locale: 'en',
  path: '/en/about/',
  title: 'About us',
  description: 'Who we are',
  brand: 'Yaochen Laser',
  image: { src: '/images/share.jpg', alt: 'A pulse train focused into glass', width: 1200, height: 630 },
};

describe('Seo', () => {
  it('gives every page a large share card with its image and the image alt text', () => {
    const html = renderToStaticMarkup(<Seo {...props} />);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(`<meta property="og:image" content="${siteUrl}/images/share.jpg"/>`);
    expect(html).toContain('<meta property="og:image:alt" content="A pulse train focused into glass"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/en/about/"/>`);
    expect(html).toContain(`<meta property="og:url" content="${siteUrl}/en/about/"/>`);
  });

  it('keeps an absolute image URL as it is', () => {
    const html = renderToStaticMarkup(<Seo {...props} image={{ src: 'https://cdn.test/a.jpg', alt: 'A' }} />);
    expect(html).toContain('<meta property="og:image" content="https://cdn.test/a.jpg"/>');
  });

  it('names no canonical, alternates or og:url on a noindex page (they would answer 404)', () => {
    const html = renderToStaticMarkup(<Seo {...props} path="/en/404/" noindex />);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toMatch(/rel="canonical"|hrefLang=|og:url/);
    expect(html).toContain('type="application/rss+xml"');
  });
});
