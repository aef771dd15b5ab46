import { collections } from '..';
import type { StringField } from '../types';

// The slug's hint and refusal give an example an entry of that collection could have: a news
// story, a job or an expert shown `yc-fs20-ir` (a laser's model) was told to name itself like one.
const slugs = collections.flatMap((collection) => {
  const slug = collection.fields.find((field) => field.name === 'slug') as StringField | undefined;
  return slug ? [{ collection: collection.name, slug }] : [];
});
const exampleIn = (text: string | undefined) => /(?:例如|e\.g\.) (\S+)$/.exec(text ?? '')?.[1];

describe.each(slugs)('the $collection slug', ({ collection, slug }) => {
  const example = exampleIn(slug.hint?.zh);

  it('gives one example, in the hint and the refusal, in both languages, that the rule accepts', () => {
    expect(example).toMatch(new RegExp(slug.pattern!.regex));
    expect([slug.hint?.en, slug.pattern?.message?.zh, slug.pattern?.message?.en].map(exampleIn)).toEqual([
      example,
      example,
      example,
    ]);
  });

  it('is exemplified by a slug of its own kind, not a laser model', () => {
    if (collection === 'products') expect(example).toBe('yc-fs20-ir');
    else expect(example).not.toMatch(/^yc-/);
  });
});
