import fs from 'node:fs';
import path from 'node:path';
import React, { type ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import type { Locale } from '../../../i18n/locales';
import type { PageHeadProps } from '../../seo/page-head';
import ExpertsPage, { Head as ExpertsHead } from '../../../templates/experts';
import ExpertDetailPage, { Head as ExpertDetailHead } from '../../../templates/expert-detail';
import { fixtureExpert, fixtureExperts } from './expert-fixtures';

/** The `locales` field of a page query, from the real message files. */
const localesOf = (locale: Locale) => {
  const dir = path.join(__dirname, '../../../../locales', locale);
  return {
    edges: fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({
        node: {
          ns: file.replace(/\.json$/, ''),
          language: locale,
          data: fs.readFileSync(path.join(dir, file), 'utf8'),
        },
      })),
  };
};

const contextOf = (locale: Locale, pagePath: string, id?: string) => ({
  locale,
  language: locale,
  id,
  i18n: { path: pagePath },
});

// Templates are called as Gatsby calls them; their generated prop types need a full Gatsby page.
const props = <T = never,>(value: object) => value as T;

describe('experts templates', () => {
  it('maps the list query onto the view', () => {
    renderInLocale(
      <ExpertsPage
        {...props<Parameters<typeof ExpertsPage>[0]>({
          data: { locales: localesOf('en'), experts: { nodes: fixtureExperts.en } },
          pageContext: contextOf('en', '/en/experts/'),
          location: { pathname: '/en/experts/', search: '' },
        })}
      />,
      'en',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Experts' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View detail' })).toHaveLength(5);
  });

  it('maps the detail query onto the view', () => {
    renderInLocale(
      <ExpertDetailPage
        {...props<Parameters<typeof ExpertDetailPage>[0]>({
          data: {
            locales: localesOf('zh'),
            expert: fixtureExpert('zh', 'zhou-hang'),
            otherLocales: { nodes: [{ name: fixtureExpert('en', 'zhou-hang').name }] },
          },
          pageContext: contextOf('zh', '/experts/zhou-hang/', 'zhou-hang'),
          location: { pathname: '/experts/zhou-hang/' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '周航' })).toBeInTheDocument();
    // The English name is in the page for the site search only: hidden from every visitor.
    const alias = screen.getByText('Zhou Hang');
    expect(alias).not.toBeVisible();
    expect(alias.closest('[data-pagefind-body]')).not.toBeNull();
  });

  it('gives the detail Head the name, position and company, and Person + BreadcrumbList data', () => {
    const head = (locale: Locale, slug: string) =>
      ExpertDetailHead(
        props({
          data: { locales: localesOf(locale), expert: fixtureExpert(locale, slug) },
          pageContext: contextOf(locale, `/experts/${slug}/`, slug),
        }),
      ) as ReactElement<PageHeadProps<never>>;
    const en = head('en', 'zhou-hang').props;
    expect(en.title).toBe('Zhou Hang');
    expect(en.description).toBe('Chief Scientist at Yaochen Laser');
    expect(en.jsonLd?.map((data) => (data as { '@type': string })['@type'])).toEqual(['Person', 'BreadcrumbList']);
    expect(JSON.stringify(en.jsonLd)).toContain('"name":"Home"');
    const zh = head('zh', 'chen-si').props;
    expect(zh.title).toBe('陈思');
    expect(zh.description).toBe('深圳曜辰精密应用工程师');
    expect(JSON.stringify(zh.jsonLd)).toContain('"name":"专家团队"');
  });

  it('gives the list Head its page, whose title and description come from the settings', () => {
    const list = ExpertsHead(
      props({ data: { locales: localesOf('en') }, pageContext: contextOf('en', '/en/experts/') }),
    ) as ReactElement<PageHeadProps<never>>;
    expect(list.props.page).toBe('experts');
  });
});
