import i18next from 'i18next';
import { splitAtValue } from '../split-at-value';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: {
    en: {
      translation: {
        middle: 'Send your CV to {{email}} with the position.',
        end: '留言编号：{{id}}',
        none: 'No value here.',
      },
    },
  },
  keySeparator: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
const t = i18n.t.bind(i18n) as (key: string, values: Record<string, string>) => string;

describe('splitAtValue', () => {
  it('cuts a message where its value goes, in the middle or at the end', () => {
    expect(splitAtValue(t, 'middle', 'email')).toEqual(['Send your CV to ', ' with the position.']);
    expect(splitAtValue(t, 'end', 'id')).toEqual(['留言编号：', '']);
  });

  it('keeps a message without the value whole, before the element', () => {
    expect(splitAtValue(t, 'none', 'email')).toEqual(['No value here.', '']);
  });
});
