import { collectionNamed, pointingAt, reverseRelations } from '..';

describe('reverse relations', () => {
  it('a product lists the solutions, application notes and experts that name it', () => {
    const relations = reverseRelations(collectionNamed('products'));
    expect(relations.map(({ name, from, field }) => [name, from.name, field.name])).toEqual([
      ['solutions', 'solutions', 'products'],
      ['notes', 'notes', 'laser'],
      ['experts', 'experts', 'products'],
    ]);
  });

  it('a solution lists the application notes that name it', () => {
    const relations = reverseRelations(collectionNamed('solutions'));
    expect(relations.map(({ name, from, field }) => [name, from.name, field.name])).toEqual([
      ['notes', 'notes', 'solutions'],
    ]);
  });

  it('no other collection has one', () => {
    expect(reverseRelations(collectionNamed('news'))).toEqual([]);
  });

  it('pointingAt keeps the entries whose stored slugs name the target', () => {
    const entries = [
      { slug: 'a', products: ['fs-1', 'ps-2'] },
      { slug: 'b', products: ['ps-2'] },
      { slug: 'c' },
      { slug: 'd', products: 'fs-1' },
    ];
    expect(pointingAt(entries, 'products', 'fs-1').map((entry) => entry.slug)).toEqual(['a', 'd']);
    expect(pointingAt(entries, 'products', 'none')).toEqual([]);
  });

  it('pointingAt lists them by order, then slug, whatever order the store gives', () => {
    const entries = [
      { slug: 'z', products: ['fs-1'] },
      { slug: 'b', products: ['fs-1'], order: 2 },
      { slug: 'y', products: ['fs-1'] },
      { slug: 'a', products: ['fs-1'], order: 2 },
      { slug: 'c', products: ['fs-1'], order: 1 },
    ];
    const slugs = (list: typeof entries) => pointingAt(list, 'products', 'fs-1').map((entry) => entry.slug);
    expect(slugs(entries)).toEqual(['c', 'a', 'b', 'y', 'z']);
    expect(slugs([...entries].reverse())).toEqual(['c', 'a', 'b', 'y', 'z']);
  });
});
