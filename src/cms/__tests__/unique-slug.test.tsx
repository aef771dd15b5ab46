import React, { createRef } from 'react';
import { render, waitFor } from '@testing-library/react';
import { cmsConfig } from '../config';
import { type SlugControlProps, uniqueSlugControl, uniqueSlugWidget, withUniqueSlugs } from '../unique-slug';
import type { CmsUiLocale } from '../ui-locale';

/** Stands in for Decap's string control: an input showing the value. */
const StringControl = ({ value }: SlugControlProps) => (
  <input readOnly value={typeof value === 'string' ? value : ''} />
);

const mapOf = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });
const products = mapOf({ name: 'products', label: '产品' });

/** The existing products, as Decap's loadEntry returns them (single_file i18n). */
const existing: Record<
  string,
  { data: Record<string, unknown>; i18n: Record<string, { data: Record<string, unknown> }> }
> = {
  'yc-fs20-ir': {
    data: { slug: 'yc-fs20-ir', name: '20 W 红外飞秒激光器' },
    i18n: { en: { data: { name: '20 W infrared femtosecond laser' } } },
  },
};

function setUp({
  value,
  entry,
  ui = 'zh_Hans',
  locale = 'zh',
}: {
  value: string;
  entry: Record<string, unknown>;
  ui?: CmsUiLocale;
  locale?: string;
}) {
  const Control = uniqueSlugControl(ui, StringControl);
  // A missing entry: the local proxy answers with an empty one, hosted backends with an error.
  const loadEntry = jest.fn((_collection: string, slug: string) =>
    existing[slug]
      ? Promise.resolve(existing[slug])
      : slug.endsWith('-remote')
        ? Promise.reject(new Error('Not Found'))
        : Promise.resolve({ data: {}, i18n: {} }),
  );
  const validate = jest.fn();
  const ref = createRef<InstanceType<typeof Control>>();
  const props = { getEntry: () => mapOf(entry), collection: products, loadEntry, validate, locale };
  const view = render(<Control ref={ref} {...props} value={value} />);
  const rerender = (next: string) => view.rerender(<Control ref={ref} {...props} value={next} />);
  return { ref, loadEntry, validate, rerender };
}

const newEntry = { newRecord: true, slug: '' };

describe('the slug of a new entry', () => {
  it('is refused when another entry has it, with a message in Chinese naming that entry', async () => {
    const { ref, loadEntry, validate } = setUp({ value: 'yc-fs20-ir', entry: newEntry });
    // The editor sees the problem once the backend has answered, without pressing "Publish".
    await waitFor(() => expect(validate).toHaveBeenCalled());
    expect(loadEntry).toHaveBeenCalledWith('products', 'yc-fs20-ir');
    expect(ref.current!.isValid()).toEqual({
      error: { type: 'CUSTOM', message: '标识“yc-fs20-ir”已被产品“20 W 红外飞秒激光器”使用，请换一个。' },
    });
  });

  it('names the entry by its English title for the English editor', async () => {
    const { ref, validate } = setUp({ value: 'yc-fs20-ir', entry: newEntry, ui: 'en' });
    await waitFor(() => expect(validate).toHaveBeenCalled());
    expect(ref.current!.isValid()).toEqual({
      error: {
        type: 'CUSTOM',
        message:
          'The slug “yc-fs20-ir” is already used by “20 W infrared femtosecond laser” in 产品. Choose another one.',
      },
    });
  });

  it('is accepted when free, and asks the backend once per slug', async () => {
    const { ref, loadEntry, rerender } = setUp({ value: 'yc-fs20', entry: newEntry });
    rerender('yc-fs21-ir');
    await waitFor(() => expect(loadEntry).toHaveBeenCalledTimes(1));
    // Only the slug typed last was looked up (the first was replaced within the delay).
    expect(loadEntry).toHaveBeenCalledWith('products', 'yc-fs21-ir');
    await waitFor(() => expect(ref.current!.isValid()).toBe(true));
    expect(ref.current!.isValid()).toBe(true);
    expect(loadEntry).toHaveBeenCalledTimes(1);
  });

  it('holds the save while the backend answers, then shows the answer', async () => {
    const { ref, validate } = setUp({ value: 'yc-fs20-ir', entry: newEntry });
    // "Publish" pressed before the lookup delay ran out.
    expect(ref.current!.isValid()).toEqual({
      error: { type: 'CUSTOM', message: '正在检查这个标识是否已被使用，请稍候再发布。' },
    });
    await waitFor(() => expect(validate).toHaveBeenCalled());
    expect(ref.current!.isValid()).toMatchObject({ error: { message: expect.stringContaining('已被产品') } });

    const free = setUp({ value: 'yc-new-one-remote', entry: newEntry });
    expect(free.ref.current!.isValid()).toMatchObject({ error: { message: expect.stringContaining('正在检查') } });
    // A free slug also validates again, which clears the "checking" message.
    await waitFor(() => expect(free.validate).toHaveBeenCalled());
    expect(free.ref.current!.isValid()).toBe(true);
  });

  it("leaves the hidden copy in the English pane alone: only the Chinese pane's control checks", async () => {
    const { ref, loadEntry } = setUp({ value: 'yc-fs20-ir', entry: newEntry, locale: 'en' });
    expect(ref.current!.isValid()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loadEntry).not.toHaveBeenCalled();
  });

  it('leaves values the pattern refuses to the pattern rule', () => {
    const { ref, loadEntry } = setUp({ value: 'YC FS20', entry: newEntry });
    expect(ref.current!.isValid()).toBe(true);
    expect(loadEntry).not.toHaveBeenCalled();
  });
});

describe('the slug of a saved entry', () => {
  it('saves normally when unchanged, without asking the backend', async () => {
    const { ref, loadEntry } = setUp({ value: 'yc-fs20-ir', entry: { newRecord: false, slug: 'yc-fs20-ir' } });
    expect(ref.current!.isValid()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loadEntry).not.toHaveBeenCalled();
  });

  it('cannot change: the file would keep its old name', () => {
    const { ref } = setUp({ value: 'yc-fs20-ir-new', entry: { newRecord: false, slug: 'yc-fs20-ir' } });
    expect(ref.current!.isValid()).toEqual({
      error: {
        type: 'CUSTOM',
        message: '已保存内容的标识决定了它的网址，不能修改，请改回“yc-fs20-ir”。',
      },
    });
  });
});

describe('withUniqueSlugs', () => {
  const config = withUniqueSlugs(cmsConfig());

  it('draws the identifier field of every folder collection with the unique-slug widget', () => {
    const folders = config.collections.filter((collection) => collection.folder);
    expect(folders.length).toBeGreaterThan(5);
    for (const collection of folders) {
      const idField = collection.fields!.find((field) => field.name === collection.identifier_field);
      expect(idField?.widget).toBe(uniqueSlugWidget);
      expect(collection.fields!.filter((field) => field.widget === uniqueSlugWidget)).toHaveLength(1);
    }
  });

  it('keeps everything else as generated', () => {
    const plain = cmsConfig();
    const strip = (value: typeof config) =>
      JSON.parse(JSON.stringify(value).replaceAll(`"${uniqueSlugWidget}"`, '"string"'));
    expect(strip(config)).toEqual(JSON.parse(JSON.stringify(plain)));
  });
});
