import { collectionNamed } from '..';
import { claimsIn, figureClaims, figureOf, serviceFactProblems } from '../service-fact-claims';
import { fillFacts, factWords, serviceFactsOf } from '../service-facts';
import type { ContentFile } from '../validate';

const file = (collection: string, name: string, zh: Record<string, unknown>, en: Record<string, unknown> = {}) =>
  ({ collection: collectionNamed(collection), path: `content/${name}`, data: { zh, en } }) as ContentFile;

const facts = file('serviceFacts', 'settings/service.yml', {
  warmUpStandbyMinutes: 10,
  warmUpColdStartMinutes: 30,
  warmUpFaultMinutes: 45,
  ambientMinCelsius: 18,
  ambientMaxCelsius: 28,
  humidityMaxPercent: 70,
  coolantChangeMonths: 6,
  applicationLabs: ['wuhan-headquarters', 'suzhou-office'],
  sparePartsStock: ['wuhan-headquarters'],
});
const site = file('settings', 'settings/site.yml', { hotlineHours: '工作日 8:30-17:30' }, { hotlineHours: 'Mon–Fri' });
const location = (slug: string, city: string, cityEn: string) =>
  file('locations', `locations/${slug}.yml`, { slug, city }, { city: cityEn });
const base = [
  facts,
  site,
  location('wuhan-headquarters', '武汉', 'Wuhan'),
  location('suzhou-office', '苏州', 'Suzhou'),
  location('shenzhen-office', '深圳', 'Shenzhen'),
];
const faq = (zh: string, en = '') =>
  file('faqs', 'faqs/x.yml', { slug: 'x', question: 'q', answer: zh }, en ? { answer: en } : {});
const found = (...files: ContentFile[]) => serviceFactProblems([...base, ...files]);

describe('serviceFactProblems', () => {
  it('accepts text that agrees with the facts or uses their placeholders', () => {
    expect(
      found(
        faq(
          '冷启动后约 30 分钟就绪，日常开机约 {warm-up-standby}。湿度不超过 {humidity-max}，每 6 个月更换冷却液。',
          'From a cold start it is ready after about 30 minutes. Relative humidity up to 70 %. Spare parts are kept in Wuhan.',
        ),
      ),
    ).toEqual([]);
  });

  it('refuses a FAQ answer saying 30 minutes warm-up when the fact says 10, naming file, field and source', () => {
    const tenMinutes = file('serviceFacts', 'settings/service.yml', {
      ...(facts.data as { zh: Record<string, unknown> }).zh,
      warmUpColdStartMinutes: 10,
      warmUpStandbyMinutes: 5,
    });
    const problems = serviceFactProblems([
      tenMinutes,
      ...base.slice(1),
      faq('x', 'Cold start (chiller off): allow at least 30 minutes.'),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'content/faqs/x.yml',
      locale: 'en',
      path: ['answer'],
      values: { value: '30', expected: 10, fact: 'warmUpColdStartMinutes', source: 'content/settings/service.yml' },
    });
    expect(problems[0]!.message).toContain('content/settings/service.yml gives 10 (warmUpColdStartMinutes)');
  });

  it.each([
    ['warm-up from standby', '日常开机（冷水机运行）：约 20 分钟', 'warmUpStandbyMinutes'],
    ['warm-up fault', '| 预热超过 20 分钟仍未就绪 | 种子源异常 |', 'warmUpFaultMinutes'],
    ['humidity', '**相对湿度**：不超过 60%，不结露', 'humidityMaxPercent'],
    ['room temperature', '环境温度：15–28 °C', 'ambientMinCelsius'],
    ['coolant change in words', '每三个月更换一次冷却水', 'coolantChangeMonths'],
    ['coolant change in a table', '| 冷却液与过滤器 | 每 3 个月 | 整体更换 |', 'coolantChangeMonths'],
  ])('refuses a different figure for the %s', (_name, text, fact) => {
    expect(found(faq(text)).map((problem) => problem.values?.fact)).toEqual([fact]);
  });

  it('refuses a different coolant interval in English, written as a word', () => {
    const [problem] = found(faq('x', 'Change the water and clean the filter every three months.'));
    expect(problem?.values).toMatchObject({ value: 'three', fact: 'coolantChangeMonths', expected: 6 });
  });

  it('refuses a 24-hour hotline while the hotline keeps office hours, in either language', () => {
    const catalogue = file(
      'downloads',
      'downloads/catalogue.yml',
      { slug: 'c', body: '提供 24 小时服务热线。' },
      { body: 'We run a 24-hour service hotline.' },
    );
    expect(found(catalogue).map((problem) => [problem.locale, problem.values?.fact])).toEqual([
      ['zh', 'hotlineHours'],
      ['en', 'hotlineHours'],
    ]);
  });

  it('refuses an application lab or a parts store in a city the facts do not list', () => {
    const about = file('about', 'about/about.yml', { company: '公司在苏州、深圳设有应用实验室。' });
    const news = file('news', 'news/n.yml', { slug: 'n', body: 'x' }, { body: 'Spare parts ship from Suzhou.' });
    expect(found(about, news).map((problem) => [problem.file, problem.values?.value, problem.values?.fact])).toEqual([
      ['content/about/about.yml', '深圳', 'applicationLabs'],
      ['content/news/n.yml', 'Suzhou', 'sparePartsStock'],
    ]);
  });

  it('refuses a placeholder that is not a fact', () => {
    expect(found(faq('预热 {warmup} 即可')).map((problem) => problem.values?.value)).toEqual(['{warmup}']);
  });

  it('reads figures written as words', () => {
    expect([figureOf('30'), figureOf('three'), figureOf('三'), figureOf('十二'), figureOf('二十')]).toEqual([
      30, 3, 3, 12, 20,
    ]);
  });
});

describe('fillFacts', () => {
  const words = (locale: 'zh' | 'en') =>
    factWords(
      serviceFactsOf((facts.data as { zh: Record<string, unknown> }).zh),
      {
        cityOf: (slug) =>
          ({
            'wuhan-headquarters': locale === 'zh' ? '武汉' : 'Wuhan',
            'suzhou-office': locale === 'zh' ? '苏州' : 'Suzhou',
          })[slug],
        hotlineHours: 'Mon–Fri',
      },
      locale,
    );

  it('puts each fact into the text in the page’s language, and leaves unknown placeholders', () => {
    expect(fillFacts('<p>约 {warm-up-cold-start}，{application-labs}，{nope}</p>', words('zh'))).toBe(
      '<p>约 30 分钟，武汉和苏州，{nope}</p>',
    );
    expect(fillFacts('<p>{warm-up-fault}; {ambient-temperature}; labs in {application-labs}</p>', words('en'))).toBe(
      '<p>45 minutes; 18–28 °C; labs in Wuhan and Suzhou</p>',
    );
  });
});

describe('claimsIn', () => {
  const standby = figureClaims.find((claim) => claim.fact === 'warmUpStandbyMinutes')!.patterns.en[0]!;

  it('reads the first figure after the keyword, once, even where the keyword comes again before it', () => {
    expect([...claimsIn('From standby, and from standby again, it takes ten minutes.', standby)]).toEqual([
      { phrase: 'From standby, and from standby again, it takes ten minutes', figure: 'ten' },
    ]);
    expect([...claimsIn('From standby: 12 minutes. From standby the next day: 9 minutes.', standby)]).toEqual([
      { phrase: 'From standby: 12 minutes', figure: '12' },
      { phrase: 'From standby the next day: 9 minutes', figure: '9' },
    ]);
    // No figure in the keyword's clause: nothing is claimed.
    expect([...claimsIn('From standby it warms up. 10 minutes later it cuts.', standby)]).toEqual([]);
  });
});
