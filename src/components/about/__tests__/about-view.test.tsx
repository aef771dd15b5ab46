import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { AboutView } from '../about-view';
import { aboutFixture } from './about-fixtures';

const openTab = (name: string) => {
  fireEvent.click(screen.getByRole('tab', { name }));
  return within(screen.getByRole('tabpanel'));
};
const jobCard = (title: string) => within(screen.getByRole('article', { name: title }));
/** The text of the <dd> a <dt> labels. */
const fact = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => window.history.replaceState(null, '', '/en/about/'));

describe('AboutView', () => {
  it.each([
    ['en', ['About Us', 'Join Us', 'Contact Us']],
    ['zh', ['关于我们', '加入我们', '联系我们']],
  ] as const)('has the heading and lead it is given and three tabs in %s', (locale, names) => {
    renderInLocale(<AboutView {...aboutFixture} />, locale);
    expect(screen.getByRole('heading', { level: 1, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('A laser maker from Wuhan.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(names);
    expect(screen.getAllByRole('tabpanel', { hidden: true }).map((panel) => panel.id)).toEqual([
      'about',
      'join',
      'contact',
    ]);
  });

  it('tells the company story: text, culture, honors by kind and locations with their kind', () => {
    renderInLocale(<AboutView {...aboutFixture} />, 'en');
    const panel = within(screen.getByRole('tabpanel', { name: 'About Us' }));
    expect(panel.getByRole('heading', { level: 2, name: 'Ultrafast lasers made in Wuhan' })).toBeInTheDocument();
    expect(panel.getByText('picosecond and femtosecond').tagName).toBe('STRONG');
    expect(panel.getByRole('heading', { name: 'Mission' })).toBeInTheDocument();
    expect(panel.getByText('Customers first, facts over opinions.')).toBeInTheDocument();

    const honors = within(panel.getByRole('list', { name: 'Honors' }));
    expect(honors.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Provincial science award',
      'National high-tech enterprise',
    ]);
    const certifications = within(panel.getByRole('list', { name: 'Certifications' }));
    expect(certifications.getByText('ISO 9001', { selector: 'p' })).toBeInTheDocument();
    expect(certifications.getByText('Certified since 2020', { selector: 'p' })).toBeInTheDocument();

    const places = within(panel.getByRole('list', { name: 'Where we are' }));
    expect(places.getByText('Headquarters')).toBeInTheDocument();
    expect(places.getByText('Munich, Germany')).toBeInTheDocument();
    expect(places.getByText('Office')).toBeInTheDocument();
    expect(places.getByRole('link', { name: '+49 89 1234' })).toHaveAttribute('href', 'tel:+49891234');
  });

  it('gives a certification’s issuing body, number, scope and validity in full, and its record to download', () => {
    renderInLocale(<AboutView {...aboutFixture} />, 'en');
    const certifications = within(screen.getByRole('list', { name: 'Certifications' }));
    const facts = [...certifications.getByRole('listitem').querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Issued by', 'Certavon Certification (Wuhan) Co., Ltd.'],
      ['Certificate no.', '17326Q20417R2M'],
      ['Scope', 'Design and manufacture of industrial lasers'],
      ['Valid', '2026-09-21 to 2029-09-20'],
    ]);
    const download = certifications.getByRole('link', { name: /Download the certificate record/ });
    expect(download).toHaveAttribute('href', '/certificates/c-1-en.pdf');
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAccessibleName('Download the certificate record (PDF, 52 KB) ISO 9001');
  });

  it('shows each honor as a drawn certificate with its title, issuer and year, sized and named', () => {
    renderInLocale(<AboutView {...aboutFixture} />, 'en');
    const certifications = within(screen.getByRole('list', { name: 'Certifications' }));
    const certificate = certifications.getByRole('img', { name: 'Certificate: ISO 9001' });
    expect(certificate.tagName).toBe('svg');
    expect(certificate).toHaveAttribute('width', '320');
    expect(certificate).toHaveAttribute('height', '226');
    expect(certificate).toHaveTextContent('2020');
    expect(certificate).toHaveTextContent('ISO 9001');
    expect([...certificate.querySelectorAll('tspan')].map((line) => line.textContent)).toEqual([
      'ISO 9001',
      'Certavon Certification',
      '(Wuhan) Co., Ltd.',
    ]);
    expect(certificate.querySelector('image')).toHaveAttribute('href', '/images/certificate-certification.svg');
    const honors = within(screen.getByRole('list', { name: 'Honors' }));
    expect(honors.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual([
      'Certificate: Provincial science award',
      'Certificate: National high-tech enterprise',
    ]);
    expect(honors.getAllByRole('img')[0]!.querySelector('image')).toHaveAttribute(
      'href',
      '/images/certificate-honor.svg',
    );
  });

  it('shows the development path oldest year first', () => {
    renderInLocale(<AboutView {...aboutFixture} />, 'en');
    const timeline = within(screen.getByRole('list', { name: 'Development path' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2018Company founded in Wuhan',
      '2021First femtosecond laser shipped',
      '2024Second factory opened',
    ]);
  });

  it('shows every field of every job posting in English', () => {
    renderInLocale(<AboutView {...aboutFixture} />, 'en');
    openTab('Join Us');
    const job = jobCard('Ultrafast laser R&D engineer');
    expect(job.getByText('2 openings')).toBeInTheDocument();
    expect(fact(job, 'Department')).toBe('Laser R&D Center');
    expect(fact(job, 'Education')).toBe("Master's degree or above");
    expect(fact(job, 'Location')).toBe('Wuhan');
    expect(fact(job, 'Employment type')).toBe('Full-time');
    expect(fact(job, 'Posted on')).toBe('2025-11-15');
    expect(job.getByText('2025-11-15')).toHaveAttribute('dateTime', '2025-11-15');
    const responsibilities = job.getByRole('heading', { name: 'What you will do' }).nextElementSibling!;
    expect([...responsibilities.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Design femtosecond amplifier modules',
      'Write test reports',
    ]);
    const requirements = job.getByRole('heading', { name: 'What we are looking for' }).nextElementSibling!;
    expect([...requirements.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Background in optics or photonics',
      'Hands-on fibre laser experience',
    ]);

    const internship = jobCard('Application lab intern');
    expect(internship.getByText('1 opening')).toBeInTheDocument();
    expect(fact(internship, 'Employment type')).toBe('Internship');
    expect(fact(internship, 'Location')).toBe('Suzhou');
  });

  it('shows every field of a job posting in Chinese, and how to apply', () => {
    renderInLocale(<AboutView {...aboutFixture} />, 'zh');
    const panel = openTab('加入我们');
    const job = jobCard('Ultrafast laser R&D engineer');
    expect(job.getByText('招聘 2 人')).toBeInTheDocument();
    expect(fact(job, '所属部门')).toBe('Laser R&D Center');
    expect(fact(job, '学历要求')).toBe("Master's degree or above");
    expect(fact(job, '工作地点')).toBe('Wuhan');
    expect(fact(job, '职位类型')).toBe('全职');
    expect(fact(job, '发布日期')).toBe('2025-11-15');
    expect(job.getByRole('heading', { name: '岗位职责' })).toBeInTheDocument();
    expect(job.getByRole('heading', { name: '任职要求' })).toBeInTheDocument();
    expect(fact(jobCard('Application lab intern'), '职位类型')).toBe('实习');
    const apply = panel.getByRole('link', { name: 'hr@example.cn' });
    expect(apply).toHaveAttribute('href', 'mailto:hr@example.cn');
    expect(apply.parentElement).toHaveTextContent('请将简历发送至 hr@example.cn，并在邮件标题中注明应聘职位。');
  });

  it('sends applications to the careers mailbox, never to sales, with the position in the subject', () => {
    renderInLocale(<AboutView {...aboutFixture} />, 'en');
    openTab('Join Us');
    const apply = jobCard('Ultrafast laser R&D engineer').getByRole('link', {
      name: 'Apply for Ultrafast laser R&D engineer',
    });
    expect(apply).toHaveAttribute(
      'href',
      `mailto:hr@example.cn?subject=${encodeURIComponent('Application: Ultrafast laser R&D engineer')}`,
    );
    const hrefs = [...document.querySelectorAll('#join a[href^="mailto:"]')].map((link) => link.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.every((href) => href!.startsWith('mailto:hr@example.cn'))).toBe(true);
  });

  it('opens Join Us with the lead it is given', () => {
    renderInLocale(<AboutView {...aboutFixture} />, 'zh');
    const panel = openTab('加入我们');
    expect(panel.getByText('Build the lasers of tomorrow with us.')).toBeInTheDocument();
  });

  it('says so when no position is open', () => {
    renderInLocale(<AboutView {...aboutFixture} jobs={[]} />, 'en');
    expect(openTab('Join Us').getByText('There are no open positions right now.')).toBeInTheDocument();
  });

  it('lists the contacts on the Contact Us tab, with the contact form below them', () => {
    renderInLocale(<AboutView {...aboutFixture} contactForm={<div id="contact-form" />} />, 'en');
    const panel = openTab('Contact Us');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'contact');
    const contacts = within(panel.getByRole('heading', { name: 'Get in touch' }).closest('section')!);
    expect(fact(contacts, 'Address')).toBe('Building B, 77 Guanggu Avenue, Wuhan');
    expect(contacts.getByRole('link', { name: '+86 27 8765 4300' })).toHaveAttribute('href', 'tel:+862787654300');
    expect(contacts.getByRole('link', { name: 'sales@example.cn' })).toHaveAttribute('href', 'mailto:sales@example.cn');
    expect(contacts.getByRole('link', { name: '400-860-2718' })).toHaveAttribute('href', 'tel:4008602718');
    expect(contacts.getByText('Working days 8:30-17:30')).toBeInTheDocument();
    // Not a landmark of its own: in Chinese it would share its name (联系方式) with the footer's region.
    expect(screen.queryByRole('region', { name: 'Get in touch' })).toBeNull();

    const form = document.getElementById('contact-form')!;
    expect(screen.getByRole('tabpanel')).toContainElement(form);
    expect(form).toBeEmptyDOMElement();
    const list = screen.getByRole('tabpanel').querySelector('dl')!;
    expect(list.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens Contact Us from the #contact hash', () => {
    window.history.replaceState(null, '', '/en/about/#contact');
    renderInLocale(<AboutView {...aboutFixture} />, 'en');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Contact Us');
  });
});
