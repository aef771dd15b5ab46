import fs from 'node:fs';
import path from 'node:path';
import React, { type ComponentProps, type ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import type { Locale } from '../../../i18n/locales';
import type { PageHeadProps } from '../../seo/page-head';
import AboutPage, { Head as AboutHead } from '../../../templates/about';
import SupportsPage, { Head as SupportsHead } from '../../../templates/supports';
import { supportsFixture } from '../../supports/__tests__/supports-fixtures';
import { aboutFixture } from './about-fixtures';

// The form loads its own code near the viewport; its tests are in src/components/contact.
jest.mock('../../contact/contact-form-slot', () => ({ ContactFormSlot: () => null }));

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

const contextOf = (locale: Locale, pagePath: string) => ({ locale, language: locale, i18n: { path: pagePath } });

// Templates are called as Gatsby calls them; their generated prop types need a full Gatsby page.
const props = (value: object) => value as never;
const pageProps = <P,>(value: object) => value as P;

const aboutData = (locale: Locale) => ({
  locales: localesOf(locale),
  profile: { ...aboutFixture.profile, joinLead: 'Build the lasers of tomorrow with us.' },
  milestones: { nodes: aboutFixture.milestones },
  honors: { nodes: aboutFixture.honors },
  locations: { nodes: aboutFixture.locations },
  jobs: { nodes: aboutFixture.jobs },
});

const supportsData = (locale: Locale) => ({
  locales: localesOf(locale),
  locations: { nodes: supportsFixture.locations },
  trainings: { nodes: supportsFixture.trainings },
  datasheets: { nodes: [{ slug: 'yc-fs20-ir', model: 'YC-FS20-IR' }] },
  downloads: { nodes: supportsFixture.downloads },
  faqs: { nodes: supportsFixture.faqs },
  service: { servicePromises: supportsFixture.promises, serviceSteps: supportsFixture.steps },
});

beforeEach(() => window.history.replaceState(null, '', '/en/'));

describe('about template', () => {
  it('maps the query and the settings onto the view', () => {
    renderInLocale(
      <AboutPage
        {...pageProps<ComponentProps<typeof AboutPage>>({
          data: aboutData('en'),
          pageContext: contextOf('en', '/en/about/'),
          location: { pathname: '/en/about/', search: '', hash: '' },
        })}
      />,
      'en',
    );
    const main = within(screen.getByRole('main'));
    // Heading and lead from the site settings' seo.about (content/settings/site.yml).
    expect(main.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(
      main.getByText('Our history, culture, honors and certifications, global presence, and how to join us.'),
    ).toBeInTheDocument();
    expect(main.getByText('Wuhan Yaochen Ultrafast Laser Technology Co., Ltd.')).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Ultrafast lasers made in Wuhan' })).toBeInTheDocument();
    // Contacts come from content/settings/site.yml.
    const contact = within(document.getElementById('contact')!);
    expect(contact.getByRole('link', { name: '400-860-2718', hidden: true })).toBeInTheDocument();
    expect(contact.getByText('Monday to Friday, 8:30-17:30 China Standard Time (UTC+8)')).toBeInTheDocument();
    // CVs go to the careers mailbox of the settings, never to sales.
    const join = within(document.getElementById('join')!);
    expect(join.getByText('Build the lasers of tomorrow with us.')).toBeInTheDocument();
    expect(join.getByRole('link', { name: 'hr@yaochen-laser.cn', hidden: true })).toHaveAttribute(
      'href',
      'mailto:hr@yaochen-laser.cn',
    );
    expect(join.queryByRole('link', { name: 'sales@yaochen-laser.cn', hidden: true })).toBeNull();
  });

  it('gives the Head one JobPosting per posting, hired by the brand of the locale', () => {
    renderInLocale(<></>, 'zh');
    const head = AboutHead(props({ data: aboutData('zh'), pageContext: contextOf('zh', '/about/') })) as ReactElement<
      PageHeadProps<never>
    >;
    expect(head.props.page).toBe('about');
    const postings = head.props.jsonLd as {
      '@type': string;
      hiringOrganization: { name: string };
      description: string;
    }[];
    expect(postings.map((posting) => posting['@type'])).toEqual(['JobPosting', 'JobPosting']);
    expect(postings[0]!.hiringOrganization.name).toBe('曜辰激光');
    expect(postings[0]!.description).toContain('<strong>岗位职责</strong>');
    expect(postings[0]!.description).toContain('<strong>任职要求</strong>');
    expect(useStaticQuery).toHaveBeenCalled();
  });
});

describe('supports template', () => {
  it('maps the query and the settings onto the view', () => {
    renderInLocale(
      <SupportsPage
        {...pageProps<ComponentProps<typeof SupportsPage>>({
          data: supportsData('zh'),
          pageContext: contextOf('zh', '/supports/'),
          location: { pathname: '/supports/', search: '', hash: '' },
        })}
      />,
      'zh',
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: '服务支持' })).toBeInTheDocument();
    expect(main.getByText('技术支持、培训服务、下载中心与常见问题。')).toBeInTheDocument();
    // The promises and steps come from the page query's site settings.
    expect(main.getByRole('heading', { level: 3, name: 'Spare parts on board' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 3, name: 'We fix it' })).toBeInTheDocument();
    expect(main.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '技术支持',
      '培训服务',
      '下载中心',
      '常见问题',
    ]);
    const support = within(document.getElementById('support')!);
    expect(support.getByRole('link', { name: '400-860-2718' })).toHaveAttribute('href', 'tel:4008602718');
    expect(support.getByText('工作日 8:30-17:30（北京时间）')).toBeInTheDocument();
    // The generated datasheet of each active model first, then the uploads.
    expect(document.querySelectorAll('#downloads li')).toHaveLength(5);
    expect(document.querySelector('#downloads li a')).toHaveAttribute('href', '/datasheets/yc-fs20-ir-zh.pdf');
  });

  it('gives the Head its page, whose title and description come from the settings', () => {
    const head = SupportsHead(
      props({ data: supportsData('en'), pageContext: contextOf('en', '/en/supports/') }),
    ) as ReactElement<PageHeadProps<never>>;
    expect(head.props.page).toBe('supports');
  });
});
