import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { ExpertDetailView } from '../expert-detail-view';
import { fixtureExpert } from './expert-fixtures';

const section = (name: string) => screen.getByRole('region', { name });

describe('ExpertDetailView in English', () => {
  it('shows back link, name, role, status and the sections in heading order', () => {
    const { container } = renderInLocale(
      <ExpertDetailView expert={fixtureExpert('en', 'zhou-hang')} locale="en" />,
      'en',
    );
    expect(screen.getByRole('link', { name: /Back to experts/ })).toHaveAttribute('href', '/en/experts/');
    expect(screen.getByRole('heading', { level: 1, name: 'Zhou Hang' })).toBeInTheDocument();
    expect(screen.getByText('Chief Scientist · R&D Center')).toBeInTheDocument();
    // A current expert carries no status label: "Active" on every expert told the visitor nothing.
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    const headings = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map(
      (heading) => `${heading.tagName} ${heading.textContent}`,
    );
    expect(headings).toEqual([
      'H1 Zhou Hang',
      'H2 About',
      'H3 Research',
      'H2 Specialties',
      'H2 Company',
      'H2 Responsible products',
      'H2 Contact expert',
    ]);
  });

  it('renders the biography HTML', () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'zhou-hang')} locale="en" />, 'en');
    const about = section('About');
    expect(within(about).getByText('femtosecond fiber amplifiers').tagName).toBe('STRONG');
    expect(within(about).queryByText('No biography yet')).not.toBeInTheDocument();
  });

  it('lists every specialty and the company', () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'zhou-hang')} locale="en" />, 'en');
    expect(within(section('Specialties')).getAllByRole('listitem')).toHaveLength(5);
    expect(section('Company')).toHaveTextContent('Yaochen Laser');
  });

  it('links the responsible products with model and name, marking discontinued ones', () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'zhou-hang')} locale="en" />, 'en');
    const products = section('Responsible products');
    const links = within(products).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['YC-FS20-IR 20 W infrared femtosecond laser', '/en/products/detail/yc-fs20-ir/'],
      ['YC-PS30-GR 30 W green picosecond laser', '/en/products/detail/yc-ps30-gr/'],
    ]);
    expect(within(products).getAllByText('Discontinued')).toHaveLength(1);
    expect(within(products).getByText('Industrial femtosecond source.')).toBeInTheDocument();
  });

  it('offers mailto: and tel: links', () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'zhou-hang')} locale="en" />, 'en');
    const contact = section('Contact expert');
    expect(within(contact).getByRole('link', { name: 'zhou.hang@example-ultrafast.cn' })).toHaveAttribute(
      'href',
      'mailto:zhou.hang@example-ultrafast.cn',
    );
    expect(within(contact).getByRole('link', { name: '+86 512 6688 1001' })).toHaveAttribute(
      'href',
      'tel:+8651266881001',
    );
  });

  it('says there is no biography yet for an expert without one', () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'chen-si')} locale="en" />, 'en');
    expect(within(section('About')).getByText('No biography yet')).toBeInTheDocument();
  });

  it('says there are no related products, and hides the missing phone', () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'wang-lei')} locale="en" />, 'en');
    const products = section('Responsible products');
    expect(within(products).getByText('No related products')).toBeInTheDocument();
    expect(within(products).queryByRole('link')).not.toBeInTheDocument();
    const contact = section('Contact expert');
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['mailto:wang.lei@example-ultrafast.cn']);
    expect(within(contact).queryByText('Phone')).not.toBeInTheDocument();
  });

  it('hides the missing e-mail, and the whole contact section when there is nothing to show', () => {
    const { unmount } = renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'sun-mei')} locale="en" />, 'en');
    expect(
      within(section('Contact expert'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:051266881005']);
    unmount();
    renderInLocale(
      <ExpertDetailView expert={{ ...fixtureExpert('en', 'sun-mei'), email: null, phone: '' }} locale="en" />,
      'en',
    );
    expect(screen.queryByRole('heading', { name: 'Contact expert' })).not.toBeInTheDocument();
  });

  it("offers a message to the expert's department, with the department in it", () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'zhou-hang')} locale="en" />, 'en');
    const link = screen.getByRole('link', { name: 'Ask the R&D Center team' });
    const href = new URL(link.getAttribute('href')!, 'https://example.cn');
    expect(href.pathname).toBe('/en/about/');
    expect(href.hash).toBe('#contact-form');
    expect(href.searchParams.get('message')).toContain('a question for the R&D Center team (I found Zhou Hang');
  });

  it('shows the inactive label of a former expert', () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('en', 'lin-yue')} locale="en" />, 'en');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('never shows the personal contact details of a former expert, and points to the company instead', () => {
    // The CMS preview hands the view the raw entry, e-mail and phone included.
    const former = { ...fixtureExpert('en', 'lin-yue'), email: 'lin.yue@example.cn', phone: '+86 27 8765 4399' };
    const { container } = renderInLocale(<ExpertDetailView expert={former} locale="en" />, 'en');
    expect(container).not.toHaveTextContent('lin.yue@example.cn');
    expect(container).not.toHaveTextContent('8765 4399');
    expect(container.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    const contact = section('Contact expert');
    expect(contact).toHaveTextContent('no longer with the company');
    expect(within(contact).getByRole('link', { name: 'contact our sales and technical support' })).toHaveAttribute(
      'href',
      '/en/about/#contact',
    );
  });
});

describe('ExpertDetailView in Chinese', () => {
  it('speaks Chinese, links to Chinese product pages and shows empty states', () => {
    renderInLocale(<ExpertDetailView expert={fixtureExpert('zh', 'lin-yue')} locale="zh" />);
    expect(screen.getByRole('link', { name: /返回专家列表/ })).toHaveAttribute('href', '/experts/');
    expect(screen.getByRole('heading', { level: 1, name: '林悦' })).toBeInTheDocument();
    expect(screen.getByText('已离任')).toBeInTheDocument();
    for (const name of ['个人简介', '专业领域', '所属公司', '负责产品', '联系专家']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(section('负责产品')).getByRole('link')).toHaveAttribute('href', '/products/detail/yc-fs20-ir/');
  });

  it('has Chinese empty states', () => {
    const { unmount } = renderInLocale(<ExpertDetailView expert={fixtureExpert('zh', 'chen-si')} locale="zh" />);
    expect(screen.getByText('暂无个人简介')).toBeInTheDocument();
    unmount();
    renderInLocale(<ExpertDetailView expert={fixtureExpert('zh', 'wang-lei')} locale="zh" />);
    expect(screen.getByText('暂无相关产品')).toBeInTheDocument();
  });
});
