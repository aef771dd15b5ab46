import { returns } from '../collections/returns';
import { consistencyProblems } from '../consistency';
import type { ContentFile } from '../validate';
import { collectionNamed } from '..';

const rules = (entry: Record<string, unknown>) => returns.rules!(entry).map((problem) => [problem.field, problem.rule]);

const page = {
  title: '售后服务与返修',
  returnLocations: ['wuhan-factory', 'seoul-service-centre'],
  sampleLocation: 'wuhan-headquarters',
};

/** A content file as read-content.ts gives it. */
const file = (collection: string, path: string, zh: Record<string, unknown>): ContentFile => ({
  path,
  collection: collectionNamed(collection),
  data: { zh },
});

const locations = [
  file('locations', 'content/locations/wuhan-factory.yml', { slug: 'wuhan-factory', kind: 'factory' }),
  file('locations', 'content/locations/wuhan-headquarters.yml', { slug: 'wuhan-headquarters', kind: 'headquarters' }),
  file('locations', 'content/locations/seoul-service-centre.yml', { slug: 'seoul-service-centre', kind: 'service' }),
  file('locations', 'content/locations/suzhou-office.yml', { slug: 'suzhou-office', kind: 'office' }),
];
const problemsOf = (zh: Record<string, unknown>) =>
  consistencyProblems([...locations, file('returns', 'content/returns/returns.yml', zh)])
    .filter((problem) => problem.collection === 'returns')
    .map((problem) => [problem.path.join('.'), problem.message]);

describe('the service and returns page’s rules', () => {
  it('accept return addresses listed once', () => {
    expect(rules(page)).toEqual([]);
  });

  it('refuse a location listed twice as a return address, in Chinese and English', () => {
    const problems = returns.rules!({ ...page, returnLocations: ['wuhan-factory', 'wuhan-factory'] });
    expect(problems.map((problem) => [problem.field, problem.rule])).toEqual([
      ['returnLocations', 'a return address is listed twice'],
    ]);
    expect(problems[0]!.message).toEqual({
      zh: '同一个网点不能重复列为返修地址',
      en: 'A location cannot be listed twice as a return address',
    });
  });

  it('take returns at service centres, the factory or the headquarters, never at a sales office', () => {
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf({ ...page, returnLocations: ['suzhou-office'] })).toEqual([
      ['returnLocations', 'the return address suzhou-office is a sales office, which cannot accept returns'],
    ]);
  });

  it('send samples to a site with an applications lab, not to a service centre', () => {
    expect(problemsOf({ ...page, sampleLocation: 'suzhou-office' })).toEqual([]);
    expect(problemsOf({ ...page, sampleLocation: 'seoul-service-centre' })).toEqual([
      ['sampleLocation', 'samples go to seoul-service-centre, a service centre, which runs no sample trials'],
    ]);
  });
});
