import type { CmsCollection, CmsField } from 'decap-cms-core';
import { collections } from '../../model';
import type { Field } from '../../model/types';
import { type CmsUiLocale, cmsConfig } from '../config';

type AnyField = CmsField & Record<string, unknown>;
type Option = { label: string; value: string };

const configIn = (uiLocale: CmsUiLocale) => cmsConfig({ uiLocale });
const collectionIn = (uiLocale: CmsUiLocale, name: string) =>
  configIn(uiLocale).collections.find((collection) => collection.name === name)! as CmsCollection &
    Record<string, unknown>;
const fieldsOf = (collection: CmsCollection) =>
  (collection.fields ?? collection.files?.[0]?.fields ?? []) as AnyField[];
const fieldIn = (uiLocale: CmsUiLocale, collection: string, path: string): AnyField => {
  const [name, inner] = path.split('.');
  const field = fieldsOf(collectionIn(uiLocale, collection)).find((candidate) => candidate.name === name)!;
  return inner ? (field.fields as AnyField[]).find((candidate) => candidate.name === inner)! : field;
};
const labels = (field: AnyField) => (field.options as Option[]).map((option) => option.label);

/** Every select of the generated config (nested ones too), with its collection. */
function selects(uiLocale: CmsUiLocale): [string, AnyField][] {
  const walk = (collection: string, fields: AnyField[]): [string, AnyField][] =>
    fields.flatMap((field) => [
      ...(field.widget === 'select' ? [[collection, field] as [string, AnyField]] : []),
      ...(Array.isArray(field.fields) ? walk(collection, field.fields as AnyField[]) : []),
    ]);
  return configIn(uiLocale).collections.flatMap((collection) => walk(collection.name, fieldsOf(collection)));
}

describe('the CMS in the editor’s language', () => {
  it.each([
    ['zh_Hans', 'products', 'state', ['在售', '停产']],
    ['en', 'products', 'state', ['Active', 'Discontinued']],
    ['zh_Hans', 'products', 'series', ['飞秒系列', '皮秒系列', '纳秒系列', '核心器件']],
    ['zh_Hans', 'products', 'band', ['红外', '绿光', '紫外']],
    ['en', 'products', 'pulseRegime', ['Femtosecond', 'Picosecond', 'Nanosecond']],
    ['zh_Hans', 'news', 'category', ['公司新闻', '行业资讯']],
    ['en', 'news', 'category', ['Company news', 'Industry news']],
    ['zh_Hans', 'honors', 'kind', ['荣誉奖项', '资质认证']],
    ['zh_Hans', 'locations', 'kind', ['总部', '生产基地', '办事处', '服务中心', '经销商']],
  ] as const)('%s: %s.%s shows its options by label', (ui, collection, field, expected) => {
    const select = fieldIn(ui, collection, field);
    expect(labels(select)).toEqual(expected);
  });

  it('labels spec parameters in the UI language and stores the key', () => {
    const zh = fieldIn('zh_Hans', 'products', 'specifications.key').options as Option[];
    const en = fieldIn('en', 'products', 'specifications.key').options as Option[];
    expect(zh).toContainEqual({ label: '冷却方式', value: 'cooling' });
    expect(en).toContainEqual({ label: 'Cooling', value: 'cooling' });
  });

  it.each(['zh_Hans', 'en'] as const)('%s: no select shows a raw value as its label', (ui) => {
    for (const [collection, select] of selects(ui)) {
      for (const option of select.options as Option[]) {
        expect([collection, select.name, option.value, option.label !== option.value]).toEqual([
          collection,
          select.name,
          option.value,
          true,
        ]);
      }
    }
  });

  it('gives pattern rules their message in the UI language', () => {
    const slugZh = fieldIn('zh_Hans', 'news', 'slug').pattern as [string, string];
    const slugEn = fieldIn('en', 'news', 'slug').pattern as [string, string];
    expect(slugZh[1]).toMatch(/小写英文字母/);
    expect(slugEn[1]).toMatch(/^Use lowercase letters/);
    expect((fieldIn('zh_Hans', 'downloads', 'url').pattern as [string, string])[1]).toMatch(/以 https:\/\/ 开头/);
    // Every pattern of every collection (nested in lists and groups too) has its own message in the
    // model, and every pattern the Chinese UI shows (length limits too) speaks Chinese.
    const patterned = (fields: Field[]): Field[] =>
      fields.flatMap((field) => [
        ...(field.type === 'string' && field.pattern ? [field] : []),
        ...(field.type === 'list' && Array.isArray(field.of) ? patterned(field.of) : []),
        ...(field.type === 'object' ? patterned(field.fields) : []),
      ]);
    const cmsPatterned = (fields: AnyField[]): AnyField[] =>
      fields.flatMap((field) => [
        ...(field.pattern ? [field] : []),
        ...(Array.isArray(field.fields) ? cmsPatterned(field.fields as AnyField[]) : []),
      ]);
    for (const collection of collections) {
      const shown = cmsPatterned(fieldsOf(collectionIn('zh_Hans', collection.name)));
      const own = patterned(collection.fields);
      for (const field of own) {
        const hasMessage = field.type === 'string' && field.pattern?.message !== undefined;
        expect([collection.name, field.name, hasMessage]).toEqual([collection.name, field.name, true]);
      }
      for (const field of shown) {
        const message = (field.pattern as [string, string])[1];
        expect([collection.name, field.name, /\p{Script=Han}/u.test(message)]).toEqual([
          collection.name,
          field.name,
          true,
        ]);
      }
    }
  });

  it('summarizes collapsed list items by their content', () => {
    expect(fieldIn('zh_Hans', 'products', 'specifications').summary).toBe('{{fields.key}}: {{fields.value}}');
    expect(fieldIn('zh_Hans', 'products', 'applications').summary).toBe('{{fields.item}}');
    expect(fieldIn('zh_Hans', 'products', 'images').summary).toBe('{{fields.image}}');
    expect(fieldIn('zh_Hans', 'about', 'culture').summary).toBe('{{fields.title}}');
  });

  it.each([
    ['news', '{{fields.date}} {{fields.title}}'],
    ['milestones', '{{fields.year}} {{fields.event}}'],
    ['jobs', '{{fields.postedDate}} {{fields.title}}'],
    ['products', '{{fields.model}} · {{fields.name}}'],
    ['experts', '{{fields.name}} · {{fields.position}}'],
    ['faqs', '{{fields.question}}'],
  ])('summarizes %s entries in the list as %s', (name, summary) => {
    expect(collectionIn('zh_Hans', name).summary).toBe(summary);
  });

  it('lists news newest first, and can sort by title', () => {
    const sortable = collectionIn('zh_Hans', 'news').sortable_fields;
    expect(sortable?.[0]).toEqual({ field: 'date', default_sort: 'desc' });
    expect(sortable).toEqual(expect.arrayContaining(['title']));
  });

  it.each([
    ['milestones', { field: 'year', default_sort: 'desc' }],
    ['jobs', { field: 'postedDate', default_sort: 'desc' }],
    ['products', { field: 'order', default_sort: 'asc' }],
    ['faqs', { field: 'order', default_sort: 'asc' }],
  ])('sorts %s by default as the site does', (name, first) => {
    expect(collectionIn('zh_Hans', name).sortable_fields?.[0]).toEqual(first);
  });

  it('gives every folder collection sortable fields that exist, at most one default', () => {
    for (const collection of configIn('zh_Hans').collections.filter((candidate) => candidate.folder)) {
      const sortable = collection.sortable_fields ?? [];
      expect([collection.name, sortable.length > 0]).toEqual([collection.name, true]);
      const names = fieldsOf(collection).map((field) => field.name);
      for (const entry of sortable) {
        const name = typeof entry === 'string' ? entry : entry.field;
        expect([collection.name, name, names.includes(name)]).toEqual([collection.name, name, true]);
      }
      const defaults = sortable.filter((entry) => typeof entry === 'object' && entry.default_sort !== undefined);
      expect(defaults.length).toBeLessThanOrEqual(1);
    }
  });
});

describe("the site link in /admin's header", () => {
  it('shows the real site address, and no loopback address of a development or test server', () => {
    expect(cmsConfig({ siteUrl: 'https://www.example-ultrafast.cn' })).toMatchObject({
      site_url: 'https://www.example-ultrafast.cn',
      display_url: 'https://www.example-ultrafast.cn',
    });
    for (const siteUrl of ['http://127.0.0.1:9360', 'http://localhost:8000', 'http://[::1]:9100']) {
      const config = cmsConfig({ siteUrl });
      expect([siteUrl, config.site_url, config.display_url]).toEqual([siteUrl, siteUrl, undefined]);
    }
  });
});
