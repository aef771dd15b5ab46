import {
  contactErrors,
  contactFieldValues,
  contactFormStart,
  contactTextFields,
  emptyContactForm,
  isCountryRegion,
  isEmailAddress,
  isPhoneNumber,
  normalizeContact,
  personFields,
  requestFields,
  requestTypes,
  sampleProcesses,
  serialNumberModel,
} from '../schema';
import { catalogs } from '../../i18n/catalogs';
import { localeInfo, locales } from '../../i18n/locales';

const valid = {
  company: '',
  name: '张伟',
  telephone: '13800138000',
  email: '',
  country: 'CN',
  message: '想了解 YC-FS20-IR 的报价',
  consent: true,
};

/** A free sample request with every detail given. */
const sample = {
  ...valid,
  requestType: 'sample',
  product: 'YC-FS20-IR',
  material: '钠钙玻璃',
  process: 'cutting',
  partSize: '100 × 100 mm，厚 0.7 mm',
};

describe('isPhoneNumber', () => {
  it.each([
    '13800138000',
    '138 0013 8000',
    '+86 138-0013-8000',
    '0086 13800138000',
    '027-87654300',
    '(027) 8765 4300',
    '0755 8888 6666 转 123',
    '010-12345678 ext. 8',
    '400-860-2718',
    '+49 711 1234567',
    '+1 (415) 555-0132',
    '+82 2 3456 7890',
  ])('accepts %s', (number) => {
    expect(isPhoneNumber(number)).toBe(true);
  });

  it.each(['12345', '1380013800', '23800138000', '+0 123456789', 'abc', '027-123', '+1234567890123456', '1380013800a'])(
    'refuses %s',
    (number) => {
      expect(isPhoneNumber(number)).toBe(false);
    },
  );
});

describe('contactErrors', () => {
  it('accepts a complete message, trimming spaces first', async () => {
    await expect(contactErrors({ ...valid, name: '  张伟 ' })).resolves.toEqual({});
  });

  it('gives the message key of each problem', async () => {
    await expect(contactErrors({ ...valid, name: '   ', telephone: '', message: '', consent: false })).resolves.toEqual(
      {
        name: 'contact.error.name.required',
        telephone: 'contact.error.telephone.required',
        message: 'contact.error.message.required',
        consent: 'contact.error.consent.required',
      },
    );
    await expect(contactErrors({ ...valid, telephone: '12345', email: 'nope@' })).resolves.toEqual({
      telephone: 'contact.error.telephone.invalid',
      email: 'contact.error.email.invalid',
    });
  });

  it('enforces the lengths', async () => {
    await expect(contactErrors({ ...valid, message: 'x'.repeat(1001), company: 'c'.repeat(101) })).resolves.toEqual({
      message: 'contact.error.message.max',
      company: 'contact.error.company.max',
    });
    await expect(contactErrors({ ...valid, message: '长'.repeat(1000) })).resolves.toEqual({});
  });

  it('refuses wrong types and control characters without coercing', async () => {
    await expect(contactErrors({ ...valid, name: 42, telephone: ['13800138000'], consent: 'true' })).resolves.toEqual({
      name: 'contact.error.type',
      telephone: 'contact.error.type',
      consent: 'contact.error.consent.required',
    });
    await expect(contactErrors({ ...valid, name: 'Zhang\u0000Wei', message: 'line one\nline two' })).resolves.toEqual({
      name: 'contact.error.characters',
    });
  });
});

describe('isEmailAddress', () => {
  it.each(['li.na@example.cn', 'sales+quote@yaochen-laser.com.cn', 'a@b.co', 'info@例子.中国'])(
    'accepts %s',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it.each(['nope@', 'a@b', 'a@b.c', 'a@b..com', 'a@.com', 'a b@c.com', 'a@b@c.com', 'a@b.com.'])(
    'refuses %s',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );

  // The address goes into the sales e-mail's Reply-To, where some clients split a list into
  // several recipients: one plain address only, the same rule in the form and on the server.
  it.each([
    'victim,attacker@evil.example',
    'victim@example.com,attacker@evil.example',
    'x@evil.example;bcc=y',
    'x;bcc=y@evil.example',
    'a<b>@evil.example',
    '<a@evil.example>',
    'Name <a@evil.example>',
    '"a b"@example.com',
    'a(comment)@example.com',
    'x@[127.0.0.1]',
    'x@[IPv6:::1]',
    'x@127.0.0.1',
    'x@localhost',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example-.com',
    'a\\b@example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %s: not one plain address', async (value) => {
    expect(isEmailAddress(value)).toBe(false);
    await expect(contactErrors({ ...valid, email: value })).resolves.toEqual({ email: 'contact.error.email.invalid' });
  });

  it.each(["o'brien@example.ie", 'x@example.xn--fiqs8s', 'a-b_c.d@mail.example-corp.co.uk', `${'a'.repeat(64)}@b.cn`])(
    'accepts the plain address %s',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it('answers in linear time, whatever the shape', () => {
    /** Milliseconds for 1000 checks of one value. */
    const cost = (value: string) => {
      const started = process.hrtime.bigint();
      for (let run = 0; run < 1000; run += 1) isEmailAddress(value);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (const hostile of [
      `${'a.'.repeat(120)}@`,
      `a@${'a-'.repeat(120)}`,
      `a@${'a.'.repeat(120)}1`,
      `${'a'.repeat(60)}@${'a'.repeat(180)}!`,
    ]) {
      // No absolute time (docs/testing.md): a plain address of the same length, timed in the same run,
      // is the baseline. Backtracking on these shapes costs hundreds of times more, not a few.
      const plain = `a@${'a.'.repeat((hostile.length - 4) >> 1)}cn`.padStart(hostile.length, 'a');
      expect(isEmailAddress(plain)).toBe(true);
      expect(cost(hostile)).toBeLessThanOrEqual(10 * cost(plain) + 50);
    }
  });

  it('refuses the hostile shapes that made the old pattern backtrack, and anything over 254 characters', async () => {
    // "a@a.a.a…@": every dot could fall on either side of the old `[^\s@]+\.`, which backtracked.
    expect(isEmailAddress(`a@${'a.'.repeat(7000)}@`)).toBe(false);
    expect(isEmailAddress(`a@${'a.'.repeat(100)}@`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.com`)).toBe(false);
    await expect(contactErrors({ ...valid, email: `a@${'a.'.repeat(7000)}@` })).resolves.toEqual({
      email: 'contact.error.email.max',
    });
  });
});

describe('the field list', () => {
  it('holds the text fields in the schema order, without the consent box', () => {
    expect(contactTextFields).toEqual([
      'company',
      'name',
      'telephone',
      'email',
      'country',
      'message',
      'requestType',
      'product',
      'material',
      'process',
      'partSize',
      'serialNumber',
    ]);
    expect(personFields).toEqual(['company', 'name', 'telephone', 'email', 'message']);
    expect(requestFields).toEqual(['requestType', 'product', 'material', 'process', 'partSize', 'serialNumber']);
  });

  it('gives an empty form (a general enquiry) and the stored values of a message with its optional fields left out', () => {
    expect(emptyContactForm).toEqual({
      company: '',
      name: '',
      telephone: '',
      email: '',
      country: '',
      message: '',
      requestType: 'general',
      product: '',
      material: '',
      process: '',
      partSize: '',
      serialNumber: '',
      consent: false,
    });
    expect(contactFieldValues({ name: '张伟', telephone: '13800138000', message: 'hi' })).toEqual({
      company: '',
      name: '张伟',
      telephone: '13800138000',
      email: '',
      country: '',
      message: 'hi',
      requestType: '',
      product: '',
      material: '',
      process: '',
      partSize: '',
      serialNumber: '',
    });
  });

  it('trims every text field and leaves other values to the schema', () => {
    expect(normalizeContact({ ...valid, company: ' Acme ', message: ' hi\n', consent: ' yes ' })).toEqual({
      ...valid,
      requestType: 'general',
      company: 'Acme',
      message: 'hi',
      consent: ' yes ',
    });
  });
});

describe('characters that hide, reorder or break text', () => {
  const singleLine = ['company', 'name', 'telephone', 'email'] as const;
  const bidiControls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const bidiMarks = ['\u200e', '\u200f', '\u061c'];
  const zeroWidth = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
  const fieldValue = {
    ...sample,
    company: '某显示面板公司',
    email: 'li.na@example.cn',
    serialNumber: 'YC-FS20-IR-2025-00317',
  };
  /** A message that keeps `field`: the serial number is kept by a service request only. */
  const valuesFor = (field: keyof typeof fieldValue) =>
    field === 'serialNumber' ? { ...fieldValue, requestType: 'service' } : fieldValue;
  /** `field`'s valid value with `inserted` in its middle, where trimming cannot remove it. */
  const withInside = (field: keyof typeof fieldValue, inserted: string) => {
    const values = valuesFor(field);
    const value = String(values[field]);
    const middle = Math.floor(value.length / 2);
    return { ...values, [field]: `${value.slice(0, middle)}${inserted}${value.slice(middle)}` };
  };

  it('stores every text field in NFC, so the form and the server see the same text', () => {
    const decomposed = { ...valid, company: 'Société', name: 'Jose\u0301', message: 'cafe\u0301\n한국' };
    const normalized = normalizeContact(decomposed);
    expect(normalized).toMatchObject({
      company: 'Soci\u00e9t\u00e9',
      name: 'Jos\u00e9',
      message: 'caf\u00e9\n\ud55c\uad6d',
    });
    expect(String(normalized.message).normalize('NFC')).toBe(normalized.message);
  });

  it('counts the length of the NFC text (a decomposed accent is not two characters)', async () => {
    await expect(contactErrors({ ...valid, name: 'e\u0301'.repeat(50) })).resolves.toEqual({});
  });

  it.each(contactTextFields)('refuses a lone surrogate in %s', async (field) => {
    await expect(contactErrors(valuesFor(field))).resolves.toEqual({});
    for (const half of ['\ud800', '\udfff', '\ud83d']) {
      const errors = await contactErrors(withInside(field, half));
      expect(errors[field]).toBe('contact.error.characters');
    }
    // A whole pair (an emoji) is a character like any other.
    await expect(contactErrors(withInside('message', '\ud83d\ude00'))).resolves.toEqual({});
  });

  it.each(singleLine)('refuses bidi controls and marks in %s', async (field) => {
    for (const character of [...bidiControls, ...bidiMarks]) {
      await expect(contactErrors(withInside(field, character))).resolves.toEqual({
        [field]: 'contact.error.invisible',
      });
    }
  });

  it.each(singleLine.filter((field) => field !== 'telephone'))('refuses zero-width characters in %s', async (field) => {
    for (const character of zeroWidth) {
      await expect(contactErrors(withInside(field, character))).resolves.toEqual({
        [field]: 'contact.error.invisible',
      });
    }
  });

  it('strips zero-width characters and byte-order marks from a phone number, then checks it', async () => {
    const telephone = '138 0013\u200b8000';
    await expect(contactErrors({ ...valid, telephone })).resolves.toEqual({});
    expect(normalizeContact({ ...valid, telephone }).telephone).toBe('138 00138000');
    for (const character of zeroWidth) {
      const values = { ...valid, telephone: `${character}+86 138${character}0013 8000${character}` };
      await expect(contactErrors(values)).resolves.toEqual({});
      expect(normalizeContact(values).telephone).toBe('+86 1380013 8000');
    }
    await expect(contactErrors({ ...valid, telephone: '\u200b\ufeff' })).resolves.toEqual({
      telephone: 'contact.error.telephone.required',
    });
  });

  it('keeps the message readable: line breaks, bidi marks and joiners stay, embeddings and overrides go', async () => {
    const message = 'שלום\u200f (Hebrew)\n\u202eevil\u202c text \u2067عربي\u2069 👨\u200d👩\u200d👧 می\u200cخواهم';
    await expect(contactErrors({ ...valid, message })).resolves.toEqual({});
    expect(normalizeContact({ ...valid, message }).message).toBe(
      'שלום\u200f (Hebrew)\nevil text عربي 👨\u200d👩\u200d👧 می\u200cخواهم',
    );
  });
});

describe('request type, product and sample details', () => {
  it('accepts every request type, and none (a general enquiry)', async () => {
    for (const requestType of requestTypes)
      await expect(contactErrors({ ...sample, requestType, serialNumber: 'YC-FS20-IR-2025-00317' })).resolves.toEqual(
        {},
      );
    await expect(contactErrors(valid)).resolves.toEqual({});
    expect(normalizeContact(valid).requestType).toBe('general');
    expect(normalizeContact({ ...valid, requestType: '' }).requestType).toBe('general');
  });

  it('refuses a request type that is not on the list, and an over-long product', async () => {
    await expect(contactErrors({ ...valid, requestType: 'discount', product: 'p'.repeat(101) })).resolves.toEqual({
      requestType: 'contact.error.requestType.invalid',
      product: 'contact.error.product.max',
    });
  });

  it('asks a sample request for the material and the process; the part size stays optional', async () => {
    await expect(contactErrors({ ...sample, material: '  ', process: '', partSize: '' })).resolves.toEqual({
      material: 'contact.error.material.required',
      process: 'contact.error.process.required',
    });
    for (const process of sampleProcesses) await expect(contactErrors({ ...sample, process })).resolves.toEqual({});
    await expect(contactErrors({ ...sample, process: 'polishing', material: 'm'.repeat(101) })).resolves.toEqual({
      process: 'contact.error.process.invalid',
      material: 'contact.error.material.max',
    });
  });

  it('keeps the sample details only with a sample request', async () => {
    const quote = { ...sample, requestType: 'quote', process: 'polishing' };
    await expect(contactErrors(quote)).resolves.toEqual({});
    expect(normalizeContact(quote)).toMatchObject({
      requestType: 'quote',
      product: 'YC-FS20-IR',
      material: '',
      process: '',
      partSize: '',
    });
    expect(normalizeContact(sample)).toMatchObject({ material: '钠钙玻璃', process: 'cutting' });
  });

  it('requires an e-mail address in an English message, not in a Chinese one; the phone stays required in both', async () => {
    await expect(contactErrors({ ...valid, email: '' }, { locale: 'en' })).resolves.toEqual({
      email: 'contact.error.email.required',
    });
    await expect(contactErrors({ ...valid, email: '' }, { locale: 'zh' })).resolves.toEqual({});
    await expect(contactErrors({ ...valid, email: 'jane@example.com' }, { locale: 'en' })).resolves.toEqual({});
    await expect(contactErrors({ ...valid, email: 'jane@', telephone: '' }, { locale: 'en' })).resolves.toEqual({
      email: 'contact.error.email.invalid',
      telephone: 'contact.error.telephone.required',
    });
  });

  it('requires a country or region where the locale table says so (English), and takes only codes from the list', async () => {
    await expect(
      contactErrors({ ...valid, email: 'jane@example.com', country: '' }, { locale: 'en' }),
    ).resolves.toEqual({
      country: 'contact.error.country.required',
    });
    await expect(
      contactErrors({ ...valid, email: 'jane@example.com', country: undefined }, { locale: 'en' }),
    ).resolves.toEqual({
      country: 'contact.error.country.required',
    });
    await expect(contactErrors({ ...valid, country: '' }, { locale: 'zh' })).resolves.toEqual({});
    await expect(
      contactErrors({ ...valid, email: 'jane@example.com', country: ' DE ' }, { locale: 'en' }),
    ).resolves.toEqual({});
    expect(normalizeContact({ ...valid, country: ' DE ' }).country).toBe('DE');
    for (const country of ['de', 'XX', 'DEU', 'Germany', '德国', 'constructor', '__proto__']) {
      await expect(contactErrors({ ...valid, country }, { locale: 'zh' })).resolves.toEqual({
        country: 'contact.error.country.invalid',
      });
    }
    await expect(
      contactErrors({ ...valid, email: 'jane@example.com', country: 49 }, { locale: 'en' }),
    ).resolves.toEqual({
      country: 'contact.error.type',
    });
  });

  it('starts a form from the country preset of its language: 中国 in Chinese, none in English', () => {
    expect(contactFormStart('zh')).toEqual({ ...emptyContactForm, country: 'CN' });
    expect(contactFormStart('en')).toEqual(emptyContactForm);
    for (const locale of locales) {
      const { preset } = localeInfo[locale].country;
      expect(preset === '' || isCountryRegion(preset)).toBe(true);
    }
  });

  it('has every new message and label in both languages, each in its own words', () => {
    const keys = [
      'contact.field.country',
      'contact.country.choose',
      'contact.country.common',
      'contact.country.all',
      'contact.error.country.required',
      'contact.error.country.invalid',
      'contact.error.email.required',
      'contact.error.requestType.invalid',
      'contact.error.product.max',
      'contact.error.material.required',
      'contact.error.material.max',
      'contact.error.process.required',
      'contact.error.process.invalid',
      'contact.error.partSize.max',
      ...requestFields.map((field) => `contact.field.${field}`),
      ...requestTypes.map((type) => `contact.requestType.${type}`),
      ...sampleProcesses.map((process) => `contact.process.${process}`),
    ];
    for (const key of keys) {
      expect(catalogs.zh.contact[key]).toMatch(/[\u4e00-\u9fff]/);
      expect(catalogs.en.contact[key]).toMatch(/^[\x20-\x7e–×]+$/);
    }
    expect(catalogs.en.contact['contact.error.telephone.required']).toBe('Please enter your phone');
    expect(catalogs.en.contact['contact.error.telephone.invalid']).toBe('Please enter a valid phone number');
  });
});

describe('a service request', () => {
  const service = {
    ...valid,
    requestType: 'service',
    product: 'YC-FS20-IR',
    serialNumber: 'YC-FS20-IR-2025-00317',
    message: '开机后报警 E12，重启后仍然存在',
  };

  it('reads the model out of a serial number of the form model-year-sequence', () => {
    expect(serialNumberModel('YC-FS20-IR-2025-00317')).toBe('YC-FS20-IR');
    expect(serialNumberModel('YC-SEED-FS-2019-00001')).toBe('YC-SEED-FS');
    for (const wrong of [
      'YC-FS20-IR',
      'YC-FS20-IR-25-00317',
      'YC-FS20-IR-2025-317',
      'FS20-IR-2025-00317',
      'YC-FS20-IR-1999-00317',
      '',
    ])
      expect(serialNumberModel(wrong)).toBeNull();
  });

  it('accepts a model with its serial number, typed in lower case or with spaces around it', async () => {
    await expect(contactErrors(service)).resolves.toEqual({});
    await expect(contactErrors({ ...service, serialNumber: ' yc-fs20-ir-2025-00317 ' })).resolves.toEqual({});
    expect(normalizeContact({ ...service, serialNumber: ' yc-fs20-ir-2025-00317 ' }).serialNumber).toBe(
      'YC-FS20-IR-2025-00317',
    );
  });

  it('requires the model and the serial number, in its format and of the model chosen', async () => {
    await expect(contactErrors({ ...service, product: '', serialNumber: '' })).resolves.toEqual({
      product: 'contact.error.product.required',
      serialNumber: 'contact.error.serialNumber.required',
    });
    await expect(contactErrors({ ...service, serialNumber: 'SN20250317' })).resolves.toEqual({
      serialNumber: 'contact.error.serialNumber.invalid',
    });
    await expect(contactErrors({ ...service, serialNumber: 'YC-FS50-IR-2025-00317' })).resolves.toEqual({
      serialNumber: 'contact.error.serialNumber.model',
    });
    await expect(contactErrors({ ...service, serialNumber: `YC-${'A'.repeat(40)}-2025-00001` })).resolves.toEqual({
      serialNumber: 'contact.error.serialNumber.invalid',
    });
  });

  it('keeps the serial number only with a service request', async () => {
    const quote = { ...service, requestType: 'quote', serialNumber: 'whatever' };
    await expect(contactErrors(quote)).resolves.toEqual({});
    expect(normalizeContact(quote).serialNumber).toBe('');
  });

  it('has its messages in every language', () => {
    for (const locale of locales)
      for (const key of ['required', 'invalid', 'model'])
        expect(catalogs[locale].contact[`contact.error.serialNumber.${key}`]).toEqual(expect.any(String));
  });
});
