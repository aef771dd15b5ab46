import fs from 'node:fs';
import path from 'node:path';
import { collections } from '..';
import { locales } from '../../i18n/locales';
import * as optionSets from '../options';
import { type OptionSet, optionKey, selectMessages } from '../options';
import type { Field, SelectField } from '../types';

const localesDir = path.join(__dirname, '../../../locales');
/** A locale's messages, every namespace file merged as the site merges them. */
const messagesOf = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...fs
      .readdirSync(path.join(localesDir, locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8')) as object),
  );

/** Every select field of the model, lists' inner fields included, with its message prefix. */
const selects: { where: string; field: SelectField; prefix: string }[] = collections.flatMap((collection) => {
  const walk = (fields: Field[], owner: string): { where: string; field: SelectField; prefix: string }[] =>
    fields.flatMap((field) => [
      ...(field.type === 'select'
        ? [{ where: `${owner}.${field.name}`, field, prefix: selectMessages(field, owner) }]
        : []),
      ...(field.type === 'list' && Array.isArray(field.of) ? walk(field.of, `${owner}.${field.name}`) : []),
    ]);
  return walk(collection.fields, collection.name);
});

const sets = (Object.entries(optionSets) as [string, unknown][]).filter(
  (entry): entry is [string, OptionSet] => typeof entry[1] === 'object' && entry[1] !== null && 'messages' in entry[1],
);

describe('option labels', () => {
  it('finds the selects of the model', () => {
    expect(selects.map((select) => select.where)).toEqual(
      expect.arrayContaining(['products.state', 'products.specifications.key', 'news.category', 'honors.kind']),
    );
  });

  it.each(locales)('every option of every select has a message in %s', (locale) => {
    const messages = messagesOf(locale);
    const missing = selects.flatMap(({ where, field, prefix }) =>
      field.options
        .map((value) => optionKey({ messages: prefix }, value))
        .filter((key) => !messages[key]?.trim())
        .map((key) => `${where}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('the option sets the site’s views use are the model’s selects, with the same messages', () => {
    for (const [name, set] of sets) {
      const users = selects.filter((select) => select.prefix === set.messages);
      expect([name, users.length > 0]).toEqual([name, true]);
      for (const { where, field } of users) expect([where, [...field.options]]).toEqual([where, [...set.options]]);
    }
  });
});
