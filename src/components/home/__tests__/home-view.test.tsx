import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { HomeView, type HomeSettings } from '../home-view';
import { partners } from '../partners';
import { heroDrawing } from '../hero-drawing';

const site: HomeSettings = {
  tagline: '超快激光',
  heroTitle: '让每一个脉冲都精准',
  heroLead: '皮秒与飞秒激光器。',
  salesCities: 60,
  patentApplications: 210,
  rdInvestmentPercent: 15,
  rdStaff: 120,
  hotline: '400-000-0000',
  phone: '+86 27 0000 0000',
  hotlineHours: '9:00–18:00',
  email: 'sales@example.com',
  contactLead: '一个工作日内回复。',
  founded: 2012,
  cleanRoomArea: 3000,
  patents: 150,
  unitsPerYear: 800,
  headquarters: '武汉',
};
const staticDir = path.resolve(__dirname, '../../../../static');
/** The width and height an SVG file declares on its root element. */
const svgSize = (file: string) => {
  const text = fs.readFileSync(path.join(staticDir, file), 'utf8');
  const start = text.indexOf('<svg');
  const root = text.slice(start, text.indexOf('>', start) + 1);
  return [/width="(\d+)"/.exec(root)?.[1], /height="(\d+)"/.exec(root)?.[1]];
};

describe('HomeView imagery', () => {
  it('draws the hero of ultrafast light inline, sized, described in the page language', async () => {
    renderInLocale(<HomeView locale="en" site={site} products={[]} news={[]} />, 'en');
    const hero = within(screen.getByRole('region', { name: site.heroTitle }));
    const named = () => hero.getByRole('img', { name: /^Illustration: a femtosecond pulse train/ });
    // (A client-side render, as here, draws it once its chunk is in: src/components/home/hero-image.tsx.)
    await waitFor(() => expect(named().querySelector(':scope > svg')).not.toBeNull());
    const image = named();
    // In the page's HTML, not a file: nothing to fetch before the first screen paints.
    expect(image.tagName).toBe('DIV');
    expect(image.querySelector('img')).toBeNull();
    const svg = image.querySelector(':scope > svg')!;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(svgSize('images/hero-pulses.svg'));
  });

  it('inlines the very drawing of static/images/hero-pulses.svg, its ids made unique to the hero', () => {
    const file = fs.readFileSync(path.join(staticDir, 'images', 'hero-pulses.svg'), 'utf8').replace(/\n/g, '');
    const ids = [...file.matchAll(/ id="([a-z]+)"/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(0);
    let expected = file;
    for (const id of ids)
      expected = expected.replaceAll(`id="${id}"`, `id="hero-${id}"`).replaceAll(`url(#${id})`, `url(#hero-${id})`);
    // Out of date: run `node scripts/samples/draw-identity.mjs`.
    expect(heroDrawing).toBe(expected);
  });

  it('shows a strip of customer and partner wordmarks, each a lazy, sized image named by the company', () => {
    renderInLocale(<HomeView locale="zh" site={site} products={[]} news={[]} />, 'zh');
    const strip = within(screen.getByRole('region', { name: '服务的客户与合作伙伴' }));
    const marks = strip.getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('alt'))).toEqual(partners.map((partner) => partner.name));
    for (const mark of marks) {
      const file = mark.getAttribute('src')!;
      expect(mark).toHaveAttribute('loading', 'lazy');
      expect([mark.getAttribute('width'), mark.getAttribute('height')]).toEqual(svgSize(file.slice(1)));
    }
  });

  it('draws every wordmark as monochrome SVG with no embedded bitmap or external reference', () => {
    for (const { slug } of partners) {
      const text = fs.readFileSync(path.join(staticDir, 'images/partners', `${slug}.svg`), 'utf8');
      const colours = new Set(text.match(/#[0-9a-f]{6}/gi));
      expect([slug, colours.size]).toEqual([slug, 1]);
      expect(text).not.toMatch(/<image|href=|url\(http/);
    }
  });
});
