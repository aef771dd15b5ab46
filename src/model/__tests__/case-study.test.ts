import path from 'node:path';
import { collectionNamed } from '..';
import { type ContentFile, validateFile } from '../validate';
import { readContentFiles } from '../read-content';
import { cmsCollection } from '../../cms/config';
import { caseStudyFixture } from './case-study-fixture';

const context = { publicFileExists: () => true, publicFileBytes: () => 1000 };
const caseStudy = caseStudyFixture;
const solution = (zhCase: unknown): ContentFile => ({
  collection: collectionNamed('solutions'),
  path: 'content/solutions/display-glass.yml',
  data: {
    zh: {
      slug: 'display-glass',
      industry: 'display',
      title: '显示玻璃切割',
      summary: '摘要',
      body: '正文',
      applicationLead: 'qin-lu',
      caseStudy: zhCase,
    },
  },
});

describe('the case study of a solution', () => {
  it('accepts a customer, challenge, approach and figures with units', () => {
    expect(validateFile(solution(caseStudy), context)).toEqual([]);
  });

  it('names the file and field of a figure that is not a number, and of a missing label', () => {
    const bad = { ...caseStudy, results: [{ value: 'much less', unit: 'μm', label: '崩边' }, { value: '3' }] };
    const problems = validateFile(solution(bad), context).join('\n');
    expect(problems).toContain('content/solutions/display-glass.yml: zh.caseStudy.results[0].value');
    const label = problems.split('\n').find((line) => line.includes('zh.caseStudy.results[1].label'));
    expect(label).toContain('required');
  });

  it('requires the story once a case study is begun', () => {
    const problems = validateFile(solution({ customer: '某头部面板厂' }), context).join('\n');
    expect(problems).toContain('zh.caseStudy.challenge');
    expect(problems).toContain('zh.caseStudy.results');
  });

  it('is editable in the CMS, translated, with the figures as a list', () => {
    const fields = cmsCollection(collectionNamed('solutions')).fields as { name: string; fields?: unknown[] }[];
    const study = fields.find((field) => field.name === 'caseStudy') as Record<string, unknown>;
    expect(study).toMatchObject({ widget: 'object', i18n: true });
    const results = (study.fields as Record<string, unknown>[]).find((field) => field.name === 'results');
    expect(results).toMatchObject({ widget: 'list' });
    expect((results!.fields as { name: string }[]).map((field) => field.name)).toEqual(['value', 'unit', 'label']);
  });

  it('is filled in, in both languages, for every sample solution', () => {
    const files = readContentFiles(path.resolve(__dirname, '../../..')).filter(
      (file) => file.collection.name === 'solutions',
    );
    expect(files).toHaveLength(6);
    for (const file of files) {
      const data = file.data as Record<'zh' | 'en', { caseStudy?: { results: unknown[] } }>;
      expect([file.path, data.zh.caseStudy?.results.length]).toEqual([file.path, expect.any(Number)]);
      expect([file.path, data.en.caseStudy?.results.length]).toEqual([file.path, data.zh.caseStudy?.results.length]);
      expect(validateFile(file, context)).toEqual([]);
    }
  });
});
