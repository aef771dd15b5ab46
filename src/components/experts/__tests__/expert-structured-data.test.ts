import { siteUrl } from '../../../config/site';
import { expertStructuredData } from '../expert-structured-data';
import { fixtureExpert } from './expert-fixtures';

describe('expertStructuredData', () => {
  it('describes the expert as a schema.org Person with an absolute URL', () => {
    const [person] = expertStructuredData({
      expert: fixtureExpert('en', 'zhou-hang'),
      locale: 'en',
      homeName: 'Home',
      listName: 'Experts',
    });
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Zhou Hang',
      jobTitle: 'Chief Scientist',
      worksFor: { '@type': 'Organization', name: 'Yaochen Laser' },
      email: 'zhou.hang@example-ultrafast.cn',
      telephone: '+86 512 6688 1001',
      url: `${siteUrl}/en/experts/zhou-hang/`,
      knowsAbout: ['Femtosecond amplification', 'Nonlinear optics', 'Seed design', 'Thermal management', 'Compression'],
    });
  });

  it('leaves out missing contact details', () => {
    const [person] = expertStructuredData({
      expert: fixtureExpert('zh', 'sun-mei'),
      locale: 'zh',
      homeName: '首页',
      listName: '专家团队',
    });
    expect(person).not.toHaveProperty('email');
    expect(person).toHaveProperty('telephone', '0512-6688 1005');
    expect(person).toHaveProperty('url', `${siteUrl}/experts/sun-mei/`);
  });

  it('adds a BreadcrumbList Home › Experts › name with absolute, localized URLs', () => {
    const [, breadcrumb] = expertStructuredData({
      expert: fixtureExpert('zh', 'zhou-hang'),
      locale: 'zh',
      homeName: '首页',
      listName: '专家团队',
    });
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '首页', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: '专家团队', item: `${siteUrl}/experts/` },
        { '@type': 'ListItem', position: 3, name: '周航', item: `${siteUrl}/experts/zhou-hang/` },
      ],
    });
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/);
  });
});
