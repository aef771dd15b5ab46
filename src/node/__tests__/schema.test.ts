import { createSchemaCustomization } from '../schema';

let declaredCount = 0;

/** The object types the schema step declares, by name, with their field configs. */
function declaredTypes(): Map<string, Record<string, unknown>> {
  const types = new Map<string, Record<string, unknown>>();
  const schema = {
    buildObjectType: (config: { name: string; fields: Record<string, unknown> }) => {
      types.set(config.name, config.fields);
      return config;
    },
  };
  const run = createSchemaCustomization as unknown as (args: object) => void;
  run({
    actions: {
      createTypes: (declared: unknown[]) => {
        declaredCount = declared.length;
      },
    },
    schema,
  });
  return types;
}

describe('GraphQL types from the content model', () => {
  const types = declaredTypes();

  it('gives spec rows one value, already in the page’s language (no valueIn field)', () => {
    expect(Object.keys(types.get('ProductSpecifications')!).sort()).toEqual(['key', 'value']);
  });

  it('keeps select fields as strings', () => {
    expect(types.get('Product')!.state).toEqual({ type: 'String!' });
  });

  it('gives products, solutions, news and About one optional Video type, in the page’s language (no titleIn)', () => {
    for (const owner of ['Product', 'Solution', 'News', 'AboutPage'])
      expect(types.get(owner)!.video).toEqual({ type: 'Video' });
    expect(Object.keys(types.get('Video')!).sort()).toEqual(
      ['captions', 'duration', 'embed', 'mp4', 'poster', 'title', 'webm'].sort(),
    );
    expect(types.get('Video')!.title).toEqual({ type: 'String!' });
    // Captions: a list of the languages given, so that queries name no language.
    expect(types.get('Video')!.captions).toMatchObject({ type: '[VideoCaptions!]!' });
    expect(Object.keys(types.get('VideoCaptions')!)).toEqual(['locale', 'value']);
    const resolve = (types.get('Video')!.captions as { resolve: (source: object) => unknown }).resolve;
    expect(resolve({ captions: { en: '/uploads/en.vtt', zh: '/uploads/zh.vtt' } })).toEqual([
      { locale: 'zh', value: '/uploads/zh.vtt' },
      { locale: 'en', value: '/uploads/en.vtt' },
    ]);
    expect(resolve({ captions: { zh: '', en: null } })).toEqual([]);
    expect(resolve({ captions: null })).toEqual([]);
    // Declared once, not once per owner.
    expect(declaredCount).toBe(types.size + 1);
  });
});
