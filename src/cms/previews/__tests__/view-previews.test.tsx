import React from 'react';
import { render, screen } from '@testing-library/react';
import { fromJS } from 'immutable';
import { InterfacePreview, NewsPreview, SolutionPreview } from '../index';
import type { PreviewProps } from '../entry-data';
import { caseStudyFixture } from '../../../model/__tests__/case-study-fixture';

/** The props Decap hands a preview of one pane of an entry; every asset resolves to its path. */
const props = (collection: string, data: object) =>
  ({
    locale: 'en',
    entry: fromJS({ slug: 'preview', data }),
    collection: fromJS({ name: collection }),
    getAsset: (path: string) => ({ toString: () => path }),
    document,
  }) as unknown as PreviewProps;

const story = {
  slug: 'audit',
  category: 'industry',
  date: '2026-09-03',
  title: 'Audit passed',
  summary: 'No findings.',
  body: 'Three days.',
  cover: '/uploads/audit.png',
};
const solution = {
  slug: 'glass',
  industry: 'display',
  title: 'Glass cutting',
  summary: 'One pass.',
  body: '## Process',
  products: ['yc-fs20-ir'],
};

describe('previews render the site’s views from the entry', () => {
  it('news: title, category, cover and links built from the pane’s locale', () => {
    render(<NewsPreview {...props('news', story)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Audit passed');
    expect(screen.getByText('Industry news')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Audit passed' })).toHaveAttribute('src', '/uploads/audit.png');
    expect(screen.getByRole('link', { name: '← Back to news' })).toHaveAttribute('href', '/en/news/');
  });

  it('solution: industry, title and body, no product section before the build resolves them', () => {
    render(<SolutionPreview {...props('solutions', solution)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Glass cutting');
    expect(screen.getByRole('heading', { level: 2, name: 'Process' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recommended lasers' })).not.toBeInTheDocument();
  });

  it('solution: the case study as the page shows it, once begun', () => {
    const caseStudy = {
      ...caseStudyFixture,
      results: [caseStudyFixture.results[0], { value: '+35', label: 'Throughput, %' }, {}],
    };
    const { unmount } = render(<SolutionPreview {...props('solutions', { ...solution, caseStudy })} />);
    const region = screen.getByRole('region', { name: 'Halvexa Display, phone cover-glass line' });
    expect([...region.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '< 5\u202fμm Chipping',
      '+35 Throughput, %',
    ]);
    unmount();
    render(<SolutionPreview {...props('solutions', { ...solution, caseStudy: { results: [] } })} />);
    expect(screen.queryByText('Case study')).not.toBeInTheDocument();
  });

  it('interface: the commands as the command set prints them, in the pane’s language', () => {
    const entry = {
      slug: 'femtosecond',
      series: 'femtosecond',
      title: 'Femtosecond series remote-control interface',
      baudRate: 115200,
      framing: '8N1',
      tcpPort: 10001,
      lineEnding: 'crlf',
      commands: [
        {
          name: 'POW <value>',
          summary: '设置功率',
          summaryIn: { en: 'Set the power' },
          type: 'decimal',
          min: 0,
          max: 100,
          unit: 'W',
          reply: 'OK',
          example: 'OK',
          errors: 'E03',
        },
      ],
      errors: [{ code: 'E03', meaning: '超出范围', meaningIn: { en: 'Out of range' } }],
    };
    render(<InterfacePreview {...props('interfaces', entry)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Femtosecond series remote-control interface');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('POW <value>');
    expect(screen.getByText('Set the power')).toBeInTheDocument();
    expect(screen.getByText('Decimal: 0 – 100 W')).toBeInTheDocument();
    expect(screen.getByText('Out of range')).toBeInTheDocument();
    expect(screen.getByText('10001')).toBeInTheDocument();
  });
});
