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

  it('gives spec rows one value, already in the page’s language (no valueEn field)', () => {
    expect(Object.keys(types.get('ProductSpecifications')!).sort()).toEqual(['key', 'value']);
  });

  it('keeps select fields as strings', () => {
    expect(types.get('Product')!.state).toEqual({ type: 'String!' });
  });

  it('gives products, solutions, news and About one optional Video type, in the page’s language (no titleEn)', () => {
    for (const owner of ['Product', 'Solution', 'News', 'AboutPage'])
      expect(types.get(owner)!.video).toEqual({ type: 'Video' });
    expect(Object.keys(types.get('Video')!).sort()).toEqual(
      ['captionsEn', 'captionsZh', 'duration', 'embed', 'mp4', 'poster', 'title', 'webm'].sort(),
    );
    expect(types.get('Video')!.title).toEqual({ type: 'String!' });
    // Declared once, not once per owner.
    expect(declaredCount).toBe(types.size + 1);
  });
});
