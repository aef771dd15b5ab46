import { officesOf } from '../offices';

describe('officesOf (public/offices.json)', () => {
  it('joins the locales of each location, in their order, with the city in each language', () => {
    const node = (locale: string, slug: string, order: number, city: string, phone: string | null = null) => ({
      company: null,
      locale,
      slug,
      order,
      kind: order === 1 ? 'headquarters' : 'office',
      phone,
      serves: order === 1 ? ['湖北'] : ['江苏'],
      city,
    });
    expect(
      officesOf([
        node('zh', 'suzhou-office', 3, '苏州', '+86 512'),
        node('en', 'suzhou-office', 3, 'Suzhou', '+86 512'),
        node('zh', 'wuhan-headquarters', 1, '武汉'),
      ]),
    ).toEqual([
      {
        slug: 'wuhan-headquarters',
        kind: 'headquarters',
        order: 1,
        phone: null,
        serves: ['湖北'],
        city: { zh: '武汉', en: '武汉' },
        company: null,
      },
      {
        slug: 'suzhou-office',
        kind: 'office',
        order: 3,
        phone: '+86 512',
        serves: ['江苏'],
        city: { zh: '苏州', en: 'Suzhou' },
        company: null,
      },
    ]);
  });

  it("keeps a distributor's company name in each language", () => {
    const node = (locale: string, city: string, company: string) => ({
      locale,
      slug: 'jena-distributor',
      order: 7,
      kind: 'distributor',
      phone: '+49 3641 872 290',
      serves: ['德国'],
      city,
      company,
    });
    expect(officesOf([node('zh', '耶拿', 'Saaletal Photonik'), node('en', 'Jena', 'Saaletal Photonik GmbH')])).toEqual([
      expect.objectContaining({
        city: { zh: '耶拿', en: 'Jena' },
        company: { zh: 'Saaletal Photonik', en: 'Saaletal Photonik GmbH' },
      }),
    ]);
  });
});
