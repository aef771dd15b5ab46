import { collectionNamed, reverseRelations } from '..';
import { createSchemaCustomization } from '../../node/schema';
import { localizeEntry } from '../localize';
import { entryView, noAssets } from '../view-props';
import { productDetailProps } from '../../components/products/product-detail-props';

/** The GraphQL object types the build declares, by name, with their field names. */
function graphqlTypes(): Map<string, string[]> {
  const types = new Map<string, string[]>();
  (createSchemaCustomization as unknown as (args: object) => void)({
    actions: { createTypes: () => undefined },
    schema: {
      buildObjectType: (type: { name: string; fields: Record<string, unknown> }) =>
        types.set(type.name, Object.keys(type.fields)),
    },
  });
  return types;
}

describe('the views’ props from a localized entry', () => {
  const types = graphqlTypes();

  it.each(['products', 'news', 'experts', 'solutions', 'jobs', 'notes'])(
    '%s: the fields the page’s GraphQL type has, made from the same model',
    (name) => {
      const collection = collectionNamed(name);
      // Resolved by the build alone: entries pointing here, the printed datasheet and outline drawing, the node's locale.
      const buildOnly = new Set([
        'locale',
        'datasheet',
        'drawing',
        ...reverseRelations(collection).map(({ name }) => name),
      ]);
      const fields = types.get(collection.type)!.filter((field) => !buildOnly.has(field));
      expect(Object.keys(entryView(collection, {})).sort()).toEqual(fields.sort());
    },
  );

  it('gives a video as the Video type: uploads resolved, captions per language given, the wording chosen', () => {
    const entry = {
      zh: {
        slug: 'p',
        video: {
          title: '飞秒脉冲',
          titleIn: { en: 'Femtosecond pulses' },
          poster: '/uploads/p.jpg',
          duration: 12,
          mp4: '/uploads/p.mp4',
          captions: { zh: '', en: '/uploads/en.vtt' },
        },
      },
    };
    const { fields } = localizeEntry(collectionNamed('products'), entry, 'en');
    const assets = { image: (path: string) => ({ image: path }), file: (path: string) => ({ url: path }) };
    const { video } = entryView(collectionNamed('products'), fields, assets);
    expect(Object.keys(video as object).sort()).toEqual([...types.get('Video')!].sort());
    expect(video).toEqual({
      title: 'Femtosecond pulses',
      poster: { image: '/uploads/p.jpg' },
      duration: 12,
      mp4: { url: '/uploads/p.mp4' },
      webm: null,
      embed: null,
      captions: [{ locale: 'en', value: { url: '/uploads/en.vtt' } }],
    });
  });

  it('leaves out blank groups and list rows, and reads a draft’s missing choices as their first option', () => {
    const fields = { slug: 'new', specifications: [{ key: 'wavelength', value: '1030 nm' }, {}], video: { title: '' } };
    const product = productDetailProps(fields);
    expect(product.specifications).toEqual([{ key: 'wavelength', value: '1030 nm' }]);
    expect(product.video).toBeNull();
    expect(product.state).toBeNull();
    expect(productDetailProps(fields, noAssets, { draft: true })).toMatchObject({
      state: 'active',
      series: 'femtosecond',
    });
  });
});
