import React from 'react';
import { render } from '@testing-library/react';
import { fromJS } from 'immutable';
import { previewTemplates } from '../index';
import type { PreviewProps } from '../entry-data';
import { collectionNamed, type Field } from '../../../model';
import { locales } from '../../../i18n/locales';

// An editor fills an entry in field by field with the preview open: every state on the way, every
// field empty and every list row half-made, must render. The entries are made from the content
// model, so a collection (or field) added there is covered here without being named.

type Values = Record<string, unknown>;

/** A value an editor might have typed or chosen for the field. */
function sample(field: Field): unknown {
  switch (field.type) {
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-02';
    case 'select':
      return field.multiple ? [field.options[0]] : field.options[0];
    case 'image':
    case 'file':
      return '/uploads/x.png';
    case 'relation':
      return field.multiple ? ['x'] : 'x';
    case 'list':
      if (field.of === 'string') return ['1 nm'];
      if (field.of === 'image') return ['/uploads/x.png'];
      return [full(field.of)];
    case 'object':
      return full(field.fields);
    default:
      return '1 nm';
  }
}

const full = (fields: Field[]): Values => Object.fromEntries(fields.map((field) => [field.name, sample(field)]));
const nulls = (fields: Field[]): Values => Object.fromEntries(fields.map((field) => [field.name, null]));

/** The states a field passes through before it is filled in: empty, and every part of it half-made. */
function halfMade(field: Field): unknown[] {
  switch (field.type) {
    case 'list':
      if (field.of === 'string' || field.of === 'image') return [[], [null], [''], [undefined]];
      {
        const parts = field.of;
        return [
          [],
          [{}],
          [nulls(parts)],
          // A row just added (Decap's 添加…) and each of its parts chosen alone, the rest still empty.
          ...parts.flatMap((part) => [
            [{ ...nulls(parts), [part.name]: sample(part) }],
            [{ [part.name]: sample(part) }],
            ...halfMade(part).map((value) => [{ ...full(parts), [part.name]: value }]),
          ]),
        ];
      }
    case 'object':
      return [
        {},
        nulls(field.fields),
        ...field.fields.flatMap((part) => [
          { ...nulls(field.fields), [part.name]: sample(part) },
          ...halfMade(part).map((value) => ({ ...full(field.fields), [part.name]: value })),
        ]),
      ];
    case 'select':
      return field.multiple ? [null, '', [], [null]] : [null, ''];
    case 'relation':
      return field.multiple ? [null, '', [], [null]] : [null, ''];
    default:
      return [null, ''];
  }
}

/** Every entry on the way from empty to full: fields filled one by one, each field half-made among empty and full ones. */
function halfFilledEntries(fields: Field[]): Values[] {
  const entries: Values[] = [{}, nulls(fields)];
  fields.forEach((_field, index) => {
    entries.push({ ...nulls(fields), ...full(fields.slice(0, index + 1)) });
  });
  for (const field of fields) {
    for (const value of halfMade(field)) {
      entries.push({ ...nulls(fields), [field.name]: value });
      entries.push({ ...full(fields), [field.name]: value });
    }
  }
  return entries;
}

/** The props Decap hands a preview of one pane of an entry. */
const props = (collection: string, locale: string, data: Values) =>
  ({
    locale,
    entry: fromJS({ slug: 'half', data }),
    collection: fromJS({ name: collection }),
    getAsset: (path: string) => ({ toString: () => path }),
    document,
  }) as unknown as PreviewProps;

describe.each(Object.entries(previewTemplates))('the %s preview renders a half-filled entry', (collection, Preview) => {
  const entries = halfFilledEntries(collectionNamed(collection).fields);

  it.each(locales)('in the %s pane, every state on the way', (locale) => {
    const failures: string[] = [];
    for (const data of entries) {
      try {
        const shown = render(<Preview {...props(collection, locale, data)} />);
        // The preview's own boundary (preview-boundary.tsx) would catch a crash and say so.
        const refused = shown.container.querySelector('[role="alert"]');
        if (refused) failures.push(`${JSON.stringify(data)}: ${refused.textContent}`);
        shown.unmount();
      } catch (error) {
        failures.push(`${JSON.stringify(data)}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
