import type { Locale } from '../../../i18n/locales';
import type { Expert } from '../expert-detail-view';

/**
 * Five experts as the page queries return them, in both locales: one inactive (lin-yue), one
 * without biography (chen-si), one without products and phone (wang-lei), one with more than four
 * specialties (zhou-hang), one at a partner company (sun-mei).
 */
const zh: Expert[] = [
  {
    slug: 'zhou-hang',
    name: '周航',
    position: '首席科学家',
    department: '研发中心',
    company: '曜辰激光',
    active: true,
    email: 'zhou.hang@example-ultrafast.cn',
    phone: '+86 512 6688 1001',
    biographyHtml: '<p>长期从事<strong>飞秒光纤放大器</strong>研究。</p>',
    specialties: ['飞秒激光放大', '非线性光学', '种子源设计', '热管理', '脉冲压缩'],
    products: [
      {
        slug: 'yc-fs20-ir',
        model: 'YC-FS20-IR',
        name: '20W 红外飞秒激光器',
        state: 'active',
        summary: '工业级飞秒光源。',
      },
      { slug: 'yc-ps30-gr', model: 'YC-PS30-GR', name: '30W 绿光皮秒激光器', state: 'inactive', summary: null },
    ],
  },
  {
    slug: 'lin-yue',
    name: '林悦',
    position: '应用工艺总监',
    department: '应用中心',
    company: '曜辰激光',
    active: false,
    email: 'lin.yue@example-ultrafast.cn',
    phone: '+86 512 6688 1002',
    biographyHtml: '<p>负责显示面板玻璃切割工艺。</p>',
    specialties: ['玻璃切割', 'OLED 屏幕修复'],
    products: [{ slug: 'yc-fs20-ir', model: 'YC-FS20-IR', name: '20W 红外飞秒激光器', state: 'active' }],
  },
  {
    slug: 'chen-si',
    name: '陈思',
    position: '应用工程师',
    department: '华南应用实验室',
    company: '深圳曜辰精密',
    active: true,
    email: 'chen.si@example-ultrafast.cn',
    phone: '+86 755 2233 4455',
    biographyHtml: null,
    specialties: ['PCB 钻孔', 'FPC 覆盖膜切割'],
    products: [{ slug: 'yc-uv15', model: 'YC-UV15', name: '15W 紫外皮秒激光器', state: 'active' }],
  },
  {
    slug: 'wang-lei',
    name: '王磊',
    position: '技术销售经理',
    department: '市场部',
    company: '曜辰激光',
    active: true,
    email: 'wang.lei@example-ultrafast.cn',
    phone: null,
    biographyHtml: '<p>熟悉光伏与半导体客户的工艺需求。</p>',
    specialties: ['钙钛矿划线', 'TGV 玻璃通孔'],
    products: [],
  },
  {
    slug: 'sun-mei',
    name: '孙梅',
    position: '质量总监',
    department: '质量部',
    company: '苏州光元科技',
    active: true,
    email: null,
    phone: '0512-6688 1005',
    biographyHtml: '<p>主导 ISO 9001 体系建设。</p>',
    specialties: ['可靠性测试'],
    products: [{ slug: 'yc-iso-01', model: 'YC-ISO-01', name: '光隔离器', state: 'active' }],
  },
];

const en: Expert[] = [
  {
    ...zh[0]!,
    name: 'Zhou Hang',
    position: 'Chief Scientist',
    department: 'R&D Center',
    company: 'Yaochen Laser',
    biographyHtml:
      '<p>Works on <strong>femtosecond fiber amplifiers</strong>.</p><h2>Research</h2><ul><li>Seeds</li></ul>',
    specialties: ['Femtosecond amplification', 'Nonlinear optics', 'Seed design', 'Thermal management', 'Compression'],
    products: [
      { ...zh[0]!.products[0]!, name: '20 W infrared femtosecond laser', summary: 'Industrial femtosecond source.' },
      { ...zh[0]!.products[1]!, name: '30 W green picosecond laser' },
    ],
  },
  {
    ...zh[1]!,
    name: 'Lin Yue',
    position: 'Director of Application Processes',
    department: 'Application Center',
    company: 'Yaochen Laser',
    biographyHtml: '<p>Leads glass cutting for display panels.</p>',
    specialties: ['Glass cutting', 'OLED repair'],
    products: [{ ...zh[1]!.products[0]!, name: '20 W infrared femtosecond laser' }],
  },
  {
    ...zh[2]!,
    name: 'Chen Si',
    position: 'Application Engineer',
    department: 'South China Application Lab',
    company: 'Yaochen Precision Shenzhen',
    specialties: ['PCB drilling', 'FPC coverlay cutting'],
    products: [{ ...zh[2]!.products[0]!, name: '15 W UV picosecond laser' }],
  },
  {
    ...zh[3]!,
    name: 'Wang Lei',
    position: 'Technical Sales Manager',
    department: 'Marketing',
    company: 'Yaochen Laser',
    biographyHtml: '<p>Knows what photovoltaic and semiconductor customers need.</p>',
    specialties: ['Perovskite scribing', 'TGV glass vias'],
  },
  {
    ...zh[4]!,
    name: 'Sun Mei',
    position: 'Quality Director',
    department: 'Quality',
    company: 'Suzhou Guangyuan Technology',
    biographyHtml: '<p>Built the ISO 9001 system.</p>',
    specialties: ['Reliability testing'],
    products: [{ ...zh[4]!.products[0]!, name: 'Optical isolator' }],
  },
];

export const fixtureExperts: Record<Locale, Expert[]> = { zh, en };

/** One fixture expert by slug. */
export const fixtureExpert = (locale: Locale, slug: string) =>
  fixtureExperts[locale].find((expert) => expert.slug === slug)!;

/** The list page's heading and lead, as the site settings give them. */
export const fixtureIntro = {
  en: { title: 'Experts', description: 'The people behind our lasers.' },
  zh: { title: '专家团队', description: '我们激光器背后的人。' },
} as const;
