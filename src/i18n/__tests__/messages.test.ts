import fs from 'node:fs';
import path from 'node:path';
import { messagesFrom, translate } from '../messages';
import { locales } from '../locales';

const localesDir = path.join(__dirname, '../../../locales');
const namespaces = fs.readdirSync(path.join(localesDir, 'zh')).filter((file) => file.endsWith('.json'));

/** All messages of a locale, across its namespace files (they are merged at run time). */
const read = (locale: string) => {
  const merged: Record<string, string> = {};
  for (const file of fs.readdirSync(path.join(localesDir, locale)).filter((name) => name.endsWith('.json'))) {
    const messages = JSON.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8')) as Record<string, string>;
    for (const key of Object.keys(messages)) expect([file, key, key in merged]).toEqual([file, key, false]);
    Object.assign(merged, messages);
  }
  return merged;
};

describe('UI messages', () => {
  it('has the same namespace files in every locale', () => {
    for (const locale of locales) {
      expect(fs.readdirSync(path.join(localesDir, locale)).filter((file) => file.endsWith('.json'))).toEqual(
        namespaces,
      );
    }
  });

  it('every key exists in every locale, with a non-empty text', () => {
    const reference = read('zh');
    for (const locale of locales) {
      const messages = read(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(messages)) expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it('uses the same placeholders in every locale', () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    const zh = read('zh');
    const en = read('en');
    for (const key of Object.keys(zh)) expect([key, placeholders(en[key]!)]).toEqual([key, placeholders(zh[key]!)]);
  });

  it('has the spec wording for the not-found page', () => {
    expect(read('en')['notFound.message']).toBe('This page could not be found');
    expect(read('en')['notFound.home']).toBe('Go back to home');
  });
});

describe('messagesFrom and translate', () => {
  it('merges namespaces and interpolates', () => {
    const messages = messagesFrom({
      edges: [{ node: { data: '{"a":"Hi {{name}}"}' } }, { node: { data: '{"b":"B"}' } }],
    });
    expect(translate(messages, 'a', { name: 'Ada' })).toBe('Hi Ada');
    expect(translate(messages, 'b')).toBe('B');
    expect(translate(messages, 'missing')).toBe('missing');
    expect(translate(messages, 'a')).toBe('Hi {{name}}');
  });
});
