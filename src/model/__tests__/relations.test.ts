import { collectionNamed, pointingAt, reverseRelations } from '..';

describe('reverse relations', () => {
  it('a product lists the solutions and experts that name it', () => {
    const relations = reverseRelations(collectionNamed('products'));
    expect(relations.map(({ name, from, field }) => [name, from.name, field.name])).toEqual([
      ['solutions', 'solutions', 'products'],
      ['experts', 'experts', 'products'],
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
});
