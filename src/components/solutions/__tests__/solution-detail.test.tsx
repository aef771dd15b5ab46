import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import { SolutionDetail } from '../solution-detail';
import { caseStudyFixture } from '../../../model/__tests__/case-study-fixture';

const props = {
  trail: [
    { name: '首页', to: '/' },
    { name: '行业方案', to: '/solutions/' },
    { name: '显示玻璃切割', to: '/solutions/detail/display-glass/' },
  ],
  locale: 'zh' as const,
  solution: {
    slug: 'display-glass',
    industry: 'display',
    title: '显示玻璃切割',
    summary: '飞秒贝塞尔光束一次成丝。',
    bodyHtml: '<h2>工艺难点</h2><p>崩边小于 10 μm。</p>',
    video: null,
    caseStudy: null as Queries.SolutionDetailFieldsFragment['caseStudy'],
    caseStudyProducts: [] as Queries.SolutionDetailFieldsFragment['caseStudyProducts'],
    applicationLead: null as Queries.SolutionDetailFieldsFragment['applicationLead'],
    cover: null,
    products: [] as Queries.ProductCardFieldsFragment[],
    notes: [],
  },
};
const lasers: Queries.ProductCardFieldsFragment[] = [
  {
    slug: 'yc-fs20-ir',
    model: 'YC-FS20-IR',
    name: '20 W 红外飞秒激光器',
    state: 'active',
    series: 'femtosecond',
    pulseRegime: 'femtosecond',
    band: 'infrared',
    summary: '简介',
    specifications: [{ key: 'wavelength', value: '1030 nm' }],
    images: [],
    successor: null,
  },
];

describe('SolutionDetail', () => {
  it('asks for the sale: a quote and a free sample for this solution open the contact form', () => {
    renderInLocale(<SolutionDetail {...props} />, 'zh');
    const actions = within(screen.getByRole('navigation', { name: '咨询与打样' }));
    expect(actions.getByRole('link', { name: '申请报价' })).toHaveAttribute(
      'href',
      `/about/?request=quote&product=${encodeURIComponent('显示玻璃切割')}#contact-form`,
    );
    expect(actions.getByRole('link', { name: '免费打样' })).toHaveAttribute(
      'href',
      `/about/?request=sample&product=${encodeURIComponent('显示玻璃切割')}#contact-form`,
    );
  });

  it('names its application lead, with position, contact and a link to their page', () => {
    const lead = {
      slug: 'qin-lu',
      name: '秦璐',
      position: '显示与半导体应用经理',
      department: '应用工艺中心',
      email: 'qin.lu@yaochen-laser.cn',
      phone: '+86 27 8765 4313',
    };
    renderInLocale(<SolutionDetail {...props} solution={{ ...props.solution, applicationLead: lead }} />, 'zh');
    const section = within(screen.getByRole('region', { name: '应用负责人' }));
    expect(section.getByRole('link', { name: '秦璐' })).toHaveAttribute('href', '/experts/qin-lu/');
    expect(section.getByText('显示与半导体应用经理 · 应用工艺中心')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'qin.lu@yaochen-laser.cn' })).toHaveAttribute(
      'href',
      'mailto:qin.lu@yaochen-laser.cn',
    );
    expect(section.getByRole('link', { name: '+86 27 8765 4313' })).toHaveAttribute('href', 'tel:+862787654313');
  });

  it('shows the industry, the body and the recommended lasers with links', () => {
    renderInLocale(<SolutionDetail {...props} solution={{ ...props.solution, products: lasers }} />, 'zh');
    expect(screen.getByText('显示面板')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('显示玻璃切割');
    expect(screen.getByRole('heading', { level: 2, name: '工艺难点' })).toBeInTheDocument();
    const products = screen.getByRole('region', { name: '推荐产品' });
    expect(within(products).getByRole('link', { name: '20 W 红外飞秒激光器' })).toHaveAttribute(
      'href',
      '/products/detail/yc-fs20-ir/',
    );
    expect(within(products).getByText('中心波长')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('首页行业方案显示玻璃切割');
  });

  it('leaves out the products section when there are none', () => {
    renderInLocale(<SolutionDetail {...props} locale="en" />, 'en');
    expect(screen.queryByRole('region', { name: 'Recommended lasers' })).not.toBeInTheDocument();
  });

  it('tells the case study with its measured figures, value and unit apart from the label', () => {
    const caseStudy = {
      ...caseStudyFixture,
      results: [...caseStudyFixture.results, { value: '3', unit: null, label: 'Shifts a day' }],
    };
    renderInLocale(<SolutionDetail {...props} locale="en" solution={{ ...props.solution, caseStudy }} />, 'en');
    const region = screen.getByRole('region', { name: 'Halvexa Display, phone cover-glass line' });
    expect(within(region).getByText('Case study')).toBeInTheDocument();
    expect(within(region).getByText('The challenge').nextSibling).toHaveTextContent('Grinding was the bottleneck.');
    expect(within(region).getByText('What we did').nextSibling).toHaveTextContent('A Bessel cutting head');
    const figures = within(region).getAllByRole('listitem');
    expect(figures.map((item) => item.textContent)).toEqual([
      '< 5\u202fμm Chipping',
      '+35\u202f% Throughput',
      '3 Shifts a day',
    ]);
  });

  it('links the lasers the case study used to their pages', () => {
    const solution = {
      ...props.solution,
      caseStudy: caseStudyFixture,
      caseStudyProducts: [{ slug: 'yc-fs50-ir', model: 'YC-FS50-IR' }],
    };
    renderInLocale(<SolutionDetail {...props} locale="en" solution={solution} />, 'en');
    const region = screen.getByRole('region', { name: 'Halvexa Display, phone cover-glass line' });
    expect(within(region).getByText('Lasers used').nextSibling).toHaveTextContent('YC-FS50-IR');
    expect(within(region).getByRole('link', { name: 'YC-FS50-IR' })).toHaveAttribute(
      'href',
      '/en/products/detail/yc-fs50-ir/',
    );
  });

  it('has no case study section when the solution has none', () => {
    renderInLocale(<SolutionDetail {...props} />, 'zh');
    expect(screen.queryByText('客户案例')).not.toBeInTheDocument();
  });
});
