import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { LocationMap, type MappedLocation } from '../location-map';
import { locationView } from '../location-props';

const suzhou: MappedLocation = {
  slug: 'suzhou-office',
  kind: 'office',
  company: null,
  city: 'Suzhou',
  country: 'China',
  address: '5F, Building 3, 36 Chuangyuan Road, Suzhou',
  phone: '+86 512 6258 7130',
  days: 'mon-fri',
  opens: '08:30',
  closes: '17:30',
  timeZone: 'Asia/Shanghai',
  lat: 31.32,
  lon: 120.72,
};
const jena: MappedLocation = {
  ...suzhou,
  slug: 'jena-distributor',
  kind: 'distributor',
  company: 'Saaletal Photonik Vertrieb GmbH',
  city: 'Jena',
  country: 'Germany',
  address: 'Göschwitzer Ring 18, 07745 Jena',
  phone: '+49 3641 872 290',
  opens: '08:00',
  closes: '17:00',
  timeZone: 'Europe/Berlin',
  lat: 50.9,
  lon: 11.59,
};

describe('LocationMap', () => {
  it('lists each location with its phone and local hours, and marks it on its panel', () => {
    renderInLocale(<LocationMap locations={[suzhou, jena]} locale="en" />, 'en');
    const list = screen.getByRole('list', { name: 'Offices, service centres and distributors' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Mon–Fri 8:30–17:30 (China Standard Time)');
    expect(within(first!).getByRole('link', { name: '+86 512 6258 7130' })).toHaveAttribute(
      'href',
      'tel:+8651262587130',
    );
    expect(second).toHaveTextContent('Saaletal Photonik Vertrieb GmbH');
    expect(second).toHaveTextContent('Mon–Fri 8:00–17:00 (Central European Time)');
    expect(screen.getByRole('link', { name: 'Office, Suzhou' })).toHaveAttribute('href', '#location-suzhou-office');
    expect(screen.getByRole('link', { name: 'Distributor in Jena: Saaletal Photonik Vertrieb GmbH' })).toHaveAttribute(
      'href',
      '#location-jena-distributor',
    );
    const pictures = screen.getAllByRole('presentation');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      '/maps/china-en.svg',
      '/maps/world-en.svg',
    ]);
  });

  it('in Chinese: 北京时间 and the days in words', () => {
    renderInLocale(<LocationMap locations={[suzhou]} locale="zh" />, 'zh');
    expect(screen.getByRole('listitem')).toHaveTextContent('周一至周五 8:30–17:30（北京时间）');
    expect(screen.getByRole('link', { name: 'Suzhou办事处' })).toBeInTheDocument();
  });

  it('the preview’s props: an entry half-written shows no marker and no hours', () => {
    const view = locationView({ slug: 'x', kind: 'office', city: '苏州', lat: 'north' });
    expect(view).toMatchObject({ lat: null, lon: null });
    renderInLocale(<LocationMap locations={[view]} locale="zh" />, 'zh');
    expect(screen.queryAllByTestId('location-marker')).toEqual([]);
  });
});
