import type { CmsCollection, CmsField } from 'decap-cms-core';
import { collections } from '../../model';
import { type Field, isTranslated } from '../../model/types';
import { cmsCollection, cmsConfig, cmsField } from '../config';

type AnyField = CmsField & Record<string, unknown>;

const config = cmsConfig();
const cmsCollections = config.collections;

/** The fields of a CMS collection, whether it is a folder or a single-file collection. */
function fieldsOf(collection: CmsCollection): AnyField[] {
  return (collection.fields ?? collection.files?.[0]?.fields ?? []) as AnyField[];
}

/** Every field path (`specifications.key`) of a list of model fields or of CMS fields. */
function modelPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => [
    `${prefix}${field.name}`,
    ...(field.type === 'list' && Array.isArray(field.of) ? modelPaths(field.of, `${prefix}${field.name}.`) : []),
    ...(field.type === 'object' ? modelPaths(field.fields, `${prefix}${field.name}.`) : []),
  ]);
}
function cmsPaths(fields: AnyField[], prefix = ''): string[] {
  return fields.flatMap((field) => [
    `${prefix}${field.name}`,
    ...(Array.isArray(field.fields) ? cmsPaths(field.fields as AnyField[], `${prefix}${field.name}.`) : []),
  ]);
}

const expectedWidget: Record<Field['type'], string> = {
  string: 'string',
  text: 'text',
  markdown: 'markdown',
  number: 'number',
  boolean: 'boolean',
  date: 'plain-date',
  select: 'select',
  image: 'image',
  file: 'file',
  relation: 'relation',
  list: 'list',
  object: 'object',
};

describe('CMS configuration generated from the content model', () => {
  it('has one CMS collection per model collection and no other', () => {
    expect(cmsCollections.map((collection) => collection.name)).toEqual(collections.map((c) => c.name));
  });

  describe.each(collections.map((collection) => [collection.name, collection] as const))('%s', (name, model) => {
    const cms = cmsCollections.find((collection) => collection.name === name)!;
    const fields = fieldsOf(cms);

    it('has exactly the model fields (no field missing, none extra)', () => {
      expect(cmsPaths(fields).sort()).toEqual(modelPaths(model.fields).sort());
    });

    it.each(model.fields.map((field) => [field.name, field] as const))(
      '%s: widget, required, i18n, pattern',
      (_n, field) => {
        const generated = fields.find((candidate) => candidate.name === field.name)!;
        // A group whose parts depend on a choice in it (statistics) has a control that shows only those that apply.
        const conditional = field.type === 'object' && field.fields.some((inner) => inner.shownWhen);
        expect(generated.widget).toBe(conditional ? 'conditional-object' : expectedWidget[field.type]);
        expect(generated.required).toBe(Boolean(field.required));
        expect(generated.i18n).toBe(isTranslated(field));
        if (field.type === 'string' && field.pattern) {
          expect(generated.pattern?.[0]).toBe(field.pattern.regex);
        }
        if ((field.type === 'string' || field.type === 'text') && field.maxLength) {
          const regex = new RegExp(String(generated.pattern?.[0]));
          expect(regex.test('x'.repeat(field.maxLength))).toBe(true);
          expect(regex.test('x'.repeat(field.maxLength + 1))).toBe(false);
        }
      },
    );

    it('is translated in single_file layout', () => {
      expect(cms.i18n).toBe(true);
      if (model.kind === 'file') {
        expect(cms.folder).toBeUndefined();
        expect(cms.files).toHaveLength(1);
        expect(cms.files![0]!.file).toBe(`content/${model.file}`);
        expect(cms.files![0]!.i18n).toBe(true);
      } else {
        expect(cms.folder).toBe(`content/${model.name}`);
        expect(cms.format).toBe('yml');
        expect(cms.extension).toBe('yml');
        expect(cms.slug).toBe(`{{fields.${model.idField}}}`);
        expect(cms.identifier_field).toBe(model.idField);
        // The file name comes from the slug, so the slug must be a required, shared, patterned field.
        const slug = fields.find((field) => field.name === model.idField)!;
        expect(slug).toMatchObject({ required: true, i18n: false });
        expect(slug.pattern).toBeDefined();
      }
    });
  });

  it('configures Decap i18n, media and the Chinese UI at the top level', () => {
    expect(config.i18n).toEqual({ structure: 'single_file', locales: ['zh', 'en'], default_locale: 'zh' });
    expect(config.locale).toBe('zh_Hans');
    expect(config.media_folder).toBe('static/uploads');
    expect(config.public_folder).toBe('/uploads');
    expect(config.load_config_file).toBe(false);
  });
});

describe('field mapping', () => {
  const label = { zh: '中', en: 'En' };
  const products = fieldsOf(cmsCollections.find((collection) => collection.name === 'products')!);
  const byName = (name: string) => products.find((field) => field.name === name)!;

  it('maps numbers with their value type and bounds', () => {
    expect(cmsField({ name: 'year', label, type: 'number', integer: true, min: 1990, max: 2100 })).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1990,
      max: 2100,
    });
    expect(cmsField({ name: 'ratio', label, type: 'number' })).toMatchObject({ value_type: 'float' });
  });

  it('maps dates to a field typed as YYYY-MM-DD (never the browser picker with its mm/dd/yyyy)', () => {
    expect(cmsField({ name: 'date', label, type: 'date', required: true })).toEqual(
      expect.objectContaining({ widget: 'plain-date', required: true }),
    );
    expect(cmsField({ name: 'date', label, type: 'date' })).not.toHaveProperty('date_format');
  });

  it('gives markdown the formatted view only, without code or inserted blocks', () => {
    const overview = byName('overview');
    expect(overview).toMatchObject({ widget: 'markdown', modes: ['rich_text'], editor_components: [] });
    expect(overview.buttons).not.toContain('code');
    expect(overview.buttons).toContain('strikethrough');
  });

  it('lists every entry in relation pickers before anything is typed', () => {
    const all = cmsCollections.flatMap((collection) => fieldsOf(collection));
    const relations = all.filter((field) => field.widget === 'relation');
    expect(relations.length).toBeGreaterThan(0);
    for (const relation of relations) expect(relation.options_length).toBeGreaterThanOrEqual(1000);
  });

  it("lets a product's industries be chosen, several at once, labelled as the finder labels them", () => {
    expect(byName('industries')).toMatchObject({
      widget: 'select',
      multiple: true,
      label: '应用行业',
      options: expect.arrayContaining([{ label: '显示面板', value: 'display' }]),
    });
  });

  it("shows each statistics service's fields only while that service is chosen", () => {
    const settings = fieldsOf(cmsCollections.find((collection) => collection.name === 'settings')!);
    const statistics = settings.find((field) => field.name === 'statistics')!;
    expect(statistics.widget).toBe('conditional-object');
    expect(
      (statistics.fields as AnyField[]).map((field) => [
        field.name,
        (field.shown_when as { is: string } | undefined)?.is,
      ]),
    ).toEqual([
      ['provider', undefined],
      ['baiduSiteId', 'baidu'],
      ['umamiScriptUrl', 'umami'],
      ['umamiWebsiteId', 'umami'],
      ['plausibleDomain', 'plausible'],
      ['plausibleScriptOrigin', 'plausible'],
    ]);
  });

  it('maps selects with their options labelled by the site messages, and booleans with their default', () => {
    expect(byName('state')).toMatchObject({
      widget: 'select',
      options: [
        { label: '在售', value: 'active' },
        { label: '停产', value: 'inactive' },
      ],
    });
    expect(byName('featured')).toMatchObject({ widget: 'boolean', default: false });
  });

  it('maps string lists with `field` and object lists with `fields`', () => {
    expect(byName('applications')).toMatchObject({ widget: 'list', i18n: true, field: { widget: 'string' } });
    expect(byName('images')).toMatchObject({ widget: 'list', i18n: false, field: { widget: 'image' } });
    const specifications = byName('specifications');
    expect(specifications.field).toBeUndefined();
    expect((specifications.fields as AnyField[]).map((field) => [field.name, field.widget, field.i18n])).toEqual([
      ['key', 'select', false],
      ['value', 'string', false],
      ['valueIn', 'object', false],
    ]);
    // The other locales' wording: one part per locale of the table, named in the editor's language.
    const wording = (specifications.fields as AnyField[]).find((field) => field.name === 'valueIn')!;
    expect(wording).toMatchObject({ widget: 'object', collapsed: false, label: '其他语言的数值' });
    expect((wording.fields as AnyField[]).map((field) => [field.name, field.label, field.widget])).toEqual([
      ['en', '英文数值', 'string'],
    ]);
  });

  it.each([
    ['products', 'downloads', 'downloads'],
    ['experts', 'products', 'products'],
    ['solutions', 'products', 'products'],
  ])('relates %s.%s to %s by slug', (collection, field, target) => {
    const relation = fieldsOf(cmsCollections.find((c) => c.name === collection)!).find((f) => f.name === field)!;
    expect(relation).toMatchObject({
      widget: 'relation',
      collection: target,
      value_field: 'slug',
      multiple: true,
      i18n: false,
    });
    expect(relation.search_fields).toEqual(expect.arrayContaining(['slug']));
    expect((relation.display_fields as string[]).length).toBeGreaterThan(0);
  });

  it('relates a discontinued product to its successor: one product, optional', () => {
    const successor = fieldsOf(cmsCollections.find((c) => c.name === 'products')!).find((f) => f.name === 'successor')!;
    expect(successor).toMatchObject({
      widget: 'relation',
      collection: 'products',
      value_field: 'slug',
      multiple: false,
      i18n: false,
      required: false,
    });
  });

  it('maps groups to collapsed object widgets: one per page in the SEO settings, with limits', () => {
    const settings = fieldsOf(cmsCollections.find((collection) => collection.name === 'settings')!);
    const seo = settings.find((field) => field.name === 'seo')!;
    expect(seo).toMatchObject({
      widget: 'object',
      i18n: true,
      required: true,
      label: '页面标题与描述（搜索引擎显示）',
    });
    const pages = seo.fields as AnyField[];
    expect(pages.map((page) => [page.name, page.label, page.widget])).toEqual([
      ['home', '首页', 'object'],
      ['products', '产品中心', 'object'],
      ['solutions', '行业方案', 'object'],
      ['news', '新闻中心', 'object'],
      ['supports', '服务支持', 'object'],
      ['experts', '专家团队', 'object'],
      ['about', '关于我们', 'object'],
    ]);
    const [title, description] = pages[0]!.fields as AnyField[];
    expect(title).toMatchObject({ name: 'title', widget: 'string', required: true, i18n: true });
    expect(title!.pattern).toEqual(['^[\\s\\S]{0,60}$', '最多 60 个字符']);
    expect(description).toMatchObject({ name: 'description', widget: 'text', required: true, i18n: true });
    expect(description!.pattern).toEqual(['^[\\s\\S]{0,160}$', '最多 160 个字符']);
    const footer = settings.find((field) => field.name === 'footerLinks')!;
    const url = (footer.fields as AnyField[]).find((field) => field.name === 'url')!;
    expect(new RegExp(String(url.pattern![0])).test('//evil.example/')).toBe(false);
    expect(new RegExp(String(url.pattern![0])).test('https://beian.miit.gov.cn/')).toBe(true);
  });

  it('labels fields in the UI language', () => {
    expect(cmsCollection(collections[1]!, 'en').label).toBe('Products');
    expect(cmsCollection(collections[1]!, 'zh_Hans').label).toBe('产品');
  });

  it('names one entry of every folder collection in the singular ("New Product", not "New Products")', () => {
    expect(cmsCollection(collections[1]!, 'en').label_singular).toBe('Product');
    for (const collection of collections.filter((candidate) => candidate.kind === 'folder')) {
      expect(collection.item).toEqual({ zh: expect.any(String), en: expect.any(String) });
      expect(collection.item!.en).not.toMatch(/s$/);
    }
  });
});

describe('backend from the environment', () => {
  it('has no production backend by default: the local proxy on main, no editorial workflow', () => {
    expect(config.backend).toMatchObject({ name: 'proxy', branch: 'main' });
    expect(config.publish_mode).toBe('simple');
    expect(config.local_backend).toBeUndefined();
  });

  it('uses the configured backend with branch, editorial workflow and site URL', () => {
    const github = cmsConfig({
      backend: {
        name: 'github',
        repo: 'yaochen/site',
        baseUrl: 'https://oauth.example.cn',
        apiRoot: 'https://api.github.com',
      },
      branch: 'content',
      editorialWorkflow: true,
      siteUrl: 'https://www.example.cn',
      uiLocale: 'en',
    });
    expect(github.backend).toMatchObject({ name: 'github', repo: 'yaochen/site', branch: 'content' });
    expect(github.publish_mode).toBe('editorial_workflow');
    expect(github.site_url).toBe('https://www.example.cn');
    expect(github.locale).toBe('en');
  });

  it('talks to the local proxy only when asked to (localhost)', () => {
    expect(cmsConfig({ localBackend: true }).local_backend).toBe(true);
    expect(cmsConfig({ localBackend: true, localBackendUrl: 'http://localhost:9999/api/v1' }).local_backend).toEqual({
      url: 'http://localhost:9999/api/v1',
    });
  });
});
