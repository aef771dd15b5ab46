import path from 'node:path';
import { collectionNamed, collections } from '..';
import { certificateRules } from '../collections/about';
import { readContentFiles } from '../read-content';
import { describeProblem } from '../rules/messages';
import { todayInChina } from '../today';
import { type ContentFile, fileProblems, formatProblem } from '../validate';

// A certification states its issuing body, number, scope and validity, and is still valid on the
// day of the build: the build refuses one past its expiry date or missing a field, naming file and field.
const certificate = (zh: Record<string, unknown>): ContentFile => ({
  collection: collectionNamed('honors'),
  path: 'content/honors/iso-9001.yml',
  data: {
    zh: {
      slug: 'iso-9001',
      year: 2020,
      kind: 'certification',
      title: 'ISO 9001:2015 质量管理体系认证',
      issuer: '赛塔文认证（武汉）有限公司',
      number: '17326Q20417R2M',
      scope: '工业激光器的设计开发和生产',
      issued: new Date('2026-09-21T00:00:00Z'),
      expires: new Date('2029-09-20T00:00:00Z'),
      ...zh,
    },
    en: { title: 'ISO 9001:2015 quality management system certification' },
  },
});
const lines = (file: ContentFile) => fileProblems(file, { publicFileExists: () => true }).map(formatProblem);

describe('certifications', () => {
  it('accept one with every field, still valid', () => {
    expect(lines(certificate({}))).toEqual([]);
  });

  it.each([
    ['number', 'certificate number'],
    ['scope', 'scope'],
    ['issued', 'date of issue'],
    ['expires', 'expiry date'],
  ])('refuse one without its %s, naming the file and the field', (field, words) => {
    expect(lines(certificate({ [field]: undefined }))).toEqual([
      `content/honors/iso-9001.yml: zh.${field}: a certification gives its ${words}`,
    ]);
  });

  it('refuse one past its expiry date, and say so in the editor’s language', () => {
    const expired = certificate({ issued: '2020-09-21', expires: '2023-09-20' });
    expect(lines(expired)).toEqual([
      'content/honors/iso-9001.yml: zh.expires: the certificate expired on 2023-09-20: enter the renewed certificate or delete this one',
    ]);
    const [problem] = fileProblems(expired, { publicFileExists: () => true });
    expect(describeProblem(problem!, collections, 'zh', {})).toContain('证书已于 2023-09-20 过期');
  });

  it('judge validity on the day in China, and keep the last valid day', () => {
    // 20:00 UTC on 19 September is already the 20th in Wuhan.
    const evening = new Date('2029-09-19T20:00:00Z');
    expect(todayInChina(evening)).toBe('2029-09-20');
    const entry = {
      kind: 'certification',
      issuer: 'x',
      number: 'n',
      scope: 's',
      issued: '2026-09-21',
      expires: '2029-09-20',
    };
    expect(certificateRules(entry, todayInChina(evening))).toEqual([]);
    expect(certificateRules(entry, '2029-09-21').map((rule) => rule.field)).toEqual(['expires']);
  });

  it('refuse an expiry date that is not after the date of issue', () => {
    expect(lines(certificate({ issued: '2026-09-21', expires: '2026-09-21' }))).toEqual([
      'content/honors/iso-9001.yml: zh.expires: the expiry date 2026-09-21 is not after the date of issue 2026-09-21',
    ]);
  });

  it('ask nothing of an honour (an award)', () => {
    expect(
      lines(certificate({ kind: 'honor', number: undefined, scope: undefined, issued: undefined, expires: undefined })),
    ).toEqual([]);
  });

  it('are all complete and valid in the site’s content, each with a named issuing body', () => {
    const files = readContentFiles(path.resolve(__dirname, '../../..')).filter(
      (file) => file.collection.name === 'honors',
    );
    const certifications = files.filter((file) => (file.data as { zh: { kind: string } }).zh.kind === 'certification');
    expect(certifications.length).toBeGreaterThanOrEqual(4);
    expect(certifications.flatMap(lines)).toEqual([]);
    for (const file of certifications) {
      const { zh, en } = file.data as Record<'zh' | 'en', Record<string, string>>;
      for (const issuer of [zh.issuer, en.issuer]) expect(issuer).not.toMatch(/第三方|third-party|Independent/i);
    }
  });
});
