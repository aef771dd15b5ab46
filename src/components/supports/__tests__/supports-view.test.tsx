import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { SupportsView } from '../supports-view';
import { supportsFixture } from './supports-fixtures';

const openTab = (name: string) => {
  fireEvent.click(screen.getByRole('tab', { name }));
  return within(screen.getByRole('tabpanel'));
};

beforeEach(() => window.history.replaceState(null, '', '/en/supports/'));

describe('SupportsView', () => {
  it.each([
    ['en', ['Technical Support', 'Training Services', 'Download Center', 'Common Problem']],
    ['zh', ['技术支持', '培训服务', '下载中心', '常见问题']],
  ] as const)('has the heading and lead it is given and the four tabs in %s', (locale, names) => {
    renderInLocale(<SupportsView {...supportsFixture} />, locale);
    expect(screen.getByRole('heading', { level: 1, name: 'Service and support' })).toBeInTheDocument();
    expect(screen.getByText('Help for every laser we ship.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(names);
    expect(screen.getAllByRole('tabpanel', { hidden: true }).map((panel) => panel.id)).toEqual([
      'support',
      'training',
      'downloads',
      'faq',
    ]);
  });

  it('opens on Technical Support: hotline with hours, e-mail, service, process and locations', () => {
    renderInLocale(<SupportsView {...supportsFixture} />, 'en');
    const panel = within(screen.getByRole('tabpanel', { name: 'Technical Support' }));
    expect(panel.getByRole('link', { name: '400-860-2718' })).toHaveAttribute('href', 'tel:4008602718');
    expect(panel.getByText('Working days 8:30-17:30')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'service@example.cn' })).toHaveAttribute(
      'href',
      'mailto:service@example.cn',
    );
    expect(panel.getByRole('heading', { name: 'Remote diagnosis and on-site service' })).toBeInTheDocument();
    const process = panel.getByRole('heading', { name: 'Service process' }).closest('section')!;
    expect(within(process).getAllByRole('listitem')).toHaveLength(2);
    const locations = within(panel.getByRole('list', { name: 'Offices, service centres and distributors' }));
    expect(locations.getByText('Suzhou, China')).toBeInTheDocument();
    expect(locations.getByText('88 Xinghu Street, Suzhou Industrial Park')).toBeInTheDocument();
    expect(locations.getByRole('link', { name: '+86 512 6000 1234' })).toHaveAttribute('href', 'tel:+8651260001234');
  });

  it.each([
    ['zh', ['400-860-2718', '+86 27 8765 4300'], ['技术支持热线', '总机']],
    [
      'en',
      ['+86 27 8765 4300', '400-860-2718'],
      ['Phone (international)', 'Support hotline (from within mainland China)'],
    ],
  ] as const)('puts first the number a visitor of the %s site can dial', (locale, numbers, labels) => {
    renderInLocale(<SupportsView {...supportsFixture} locale={locale} />, locale);
    const panel = within(screen.getAllByRole('tabpanel')[0]!);
    expect(
      panel
        .getAllByRole('link', { name: /^[+\d]/ })
        .slice(0, 2)
        .map((link) => link.textContent),
    ).toEqual(numbers);
    const terms = panel.getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(0, 2)).toEqual(labels);
  });

  it('shows the service promises and the process steps it is given, in order', () => {
    renderInLocale(<SupportsView {...supportsFixture} />, 'zh');
    const service = screen.getByRole('heading', { level: 2, name: '远程诊断与现场服务' }).closest('section')!;
    expect(
      within(service)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Remote first', 'Spare parts on board', 'Training included']);
    expect(within(service).getByText('Our engineers arrive with the modules your laser needs.')).toBeInTheDocument();
    const process = within(screen.getByRole('heading', { level: 2, name: '服务流程' }).closest('section')!);
    expect(process.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Call usTell us the model and serial number.',
      'We fix itRemotely when we can, on site when we must.',
    ]);
  });

  it('shows the hotline hours from the settings in Chinese too', () => {
    renderInLocale(
      <SupportsView {...supportsFixture} contact={{ ...supportsFixture.contact, hotlineHours: '工作日 8:30-17:30' }} />,
      'zh',
    );
    expect(screen.getByText('工作日 8:30-17:30')).toBeInTheDocument();
    expect(screen.getByText('技术支持热线')).toBeInTheDocument();
  });

  it('lists the training courses with format, duration and audience', () => {
    renderInLocale(<SupportsView {...supportsFixture} />, 'en');
    const panel = openTab('Training Services');
    const card = within(panel.getByRole('heading', { name: 'Operator basics' }).closest('li')!);
    expect(card.getByText('At our factory')).toBeInTheDocument();
    expect(card.getByText('3 days')).toBeInTheDocument();
    expect(card.getByText('Machine operators')).toBeInTheDocument();
    expect(card.getByText('Safe start-up, daily checks and parameter settings.')).toBeInTheDocument();
    expect(panel.getByText('Online')).toBeInTheDocument();
  });

  it('filters the downloads by category with toggle buttons', () => {
    renderInLocale(<SupportsView {...supportsFixture} />, 'en');
    const panel = openTab('Download Center');
    const filter = within(panel.getByRole('group', { name: 'Filter by category' }));
    // Only categories that have downloads are offered.
    expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Datasheet',
      'User manual',
      'Software',
    ]);
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(panel.getByText('4 documents')).toBeInTheDocument();

    fireEvent.click(filter.getByRole('button', { name: 'Datasheet' }));
    expect(filter.getByRole('button', { name: 'Datasheet' })).toHaveAttribute('aria-pressed', 'true');
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'YC-PS80 datasheet',
      'YC-FS20 datasheet',
    ]);
    expect(panel.getByText('2 documents')).toBeInTheDocument();

    fireEvent.click(filter.getByRole('button', { name: 'Software' }));
    expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Beam Studio']);
    expect(panel.getByText('1 document')).toBeInTheDocument();
    expect(panel.getByText('Unknown Size')).toBeInTheDocument();

    fireEvent.click(filter.getByRole('button', { name: 'All' }));
    expect(panel.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('filters in Chinese too', () => {
    renderInLocale(<SupportsView {...supportsFixture} />, 'zh');
    const panel = openTab('下载中心');
    const filter = within(panel.getByRole('group', { name: '按分类筛选' }));
    fireEvent.click(filter.getByRole('button', { name: '使用手册' }));
    expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'YC-FS20 user manual',
    ]);
    expect(panel.getByText('共 1 份资料')).toBeInTheDocument();
    expect(panel.getByText('1.2 MB')).toBeInTheDocument();
  });

  it('shows each common problem as a closed disclosure with its HTML answer', () => {
    const { container } = renderInLocale(<SupportsView {...supportsFixture} />, 'en');
    openTab('Common Problem');
    const details = container.querySelectorAll('#faq details');
    expect(details).toHaveLength(2);
    const first = details[0]!;
    expect(first).not.toHaveAttribute('open');
    expect(first.querySelector('summary')).toHaveTextContent('Why does the output power drop?');
    expect(first.querySelector('strong')).toHaveTextContent('chiller temperature');
    expect(first).toHaveTextContent('Check the chiller temperature first.');
    expect(details[1]!.querySelector('summary')).toHaveTextContent('How long is the warranty?');
  });

  it('opens the tab named by the hash', () => {
    window.history.replaceState(null, '', '/en/supports/#faq');
    renderInLocale(<SupportsView {...supportsFixture} />, 'en');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Common Problem');
  });

  it('opens one question, answer shown, from a link to it (a site search result)', () => {
    const scrolled = jest.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const slug = supportsFixture.faqs[1]!.slug;
    window.history.replaceState(null, '', `/en/supports/#faq-${slug}`);
    const { container } = renderInLocale(<SupportsView {...supportsFixture} />, 'en');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Common Problem');
    const [first, second] = container.querySelectorAll('#faq details');
    expect(second).toHaveAttribute('id', `faq-${slug}`);
    expect(second).toHaveAttribute('open');
    expect(first).not.toHaveAttribute('open');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('says so when a tab has nothing to show', () => {
    renderInLocale(<SupportsView {...supportsFixture} trainings={[]} downloads={[]} faqs={[]} />, 'en');
    expect(openTab('Training Services').getByText(/New courses will be announced soon/)).toBeInTheDocument();
    expect(openTab('Download Center').getByText('There is nothing to download yet.')).toBeInTheDocument();
    expect(openTab('Common Problem').getByText('There are no questions yet.')).toBeInTheDocument();
  });
});

describe('the site settings the Support page shows', () => {
  // An integrator abroad reads the hours in their own time and writes to service, not to sales.
  const settings = load(fs.readFileSync(path.join(__dirname, '../../../../content/settings/site.yml'), 'utf8')) as {
    zh: { email: string; serviceEmail?: string; hotlineHours: string };
    en: { hotlineHours: string };
  };

  it('give service its own mailbox, apart from sales', () => {
    expect(settings.zh.serviceEmail).toMatch(/^service@/);
    expect(settings.zh.serviceEmail).not.toBe(settings.zh.email);
  });

  it('state the time zone of the hotline hours in both languages', () => {
    expect(settings.en.hotlineHours).toContain('UTC+8');
    expect(settings.zh.hotlineHours).toContain('北京时间');
  });
});
