import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { fitText, wrapTitle } from '../certificate';

describe('wrapTitle (the drawn certificates of the honors)', () => {
  it('breaks English between words and Chinese between characters, within the width', () => {
    expect(wrapTitle('ISO 9001 quality management system certification', 20)).toEqual([
      'ISO 9001 quality',
      'management system',
      'certification',
    ]);
    expect(wrapTitle('国家级专精特新小巨人企业称号', 12)).toEqual(['国家级专精特', '新小巨人企业', '称号']);
  });

  it('balances the lines: no character left alone on the last one', () => {
    expect(wrapTitle('湖北省超快激光精密加工工程技术研究中心')).toEqual(['湖北省超快激光精密加', '工工程技术研究中心']);
  });

  it('keeps closing punctuation with its character, and never cuts a text', () => {
    expect(wrapTitle('YC 系列（电磁兼容）', 8)).toEqual(['YC 系列', '（电磁兼', '容）']);
    const text = 'a '.repeat(60).trim();
    expect(wrapTitle(text, 10).join(' ')).toBe(text);
  });
});

describe('fitText', () => {
  it('writes a text that does not fit its lines smaller instead of cutting it', () => {
    const issuer = 'Hubei Provincial Department of Economy and Information Technology';
    expect(fitText(issuer, 30, 2)).toEqual({
      lines: ['Hubei Provincial Department of', 'Economy and Information Technology'],
      scale: 0.8,
    });
    expect(fitText('ISO 9001', 30, 2)).toEqual({ lines: ['ISO 9001'], scale: 1 });
  });

  // The drawing's text in full, for every honor of the site in each language (issue 40: an issuer
  // drawn as "Economy and Informatio…").
  const dir = path.join(__dirname, '../../../../content/honors');
  const honors = fs
    .readdirSync(dir)
    .map((name) => load(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, Record<string, string>>);
  it.each(honors.flatMap((honor) => ['zh', 'en'].map((locale) => [honor.zh!.slug, locale, honor] as const)))(
    '%s (%s): title and issuer drawn whole, within their lines',
    (_slug, locale, honor) => {
      const section = { ...honor.zh, ...honor[locale] };
      for (const [text, width, lines] of [
        [section.title!, 34, 3],
        [section.issuer!, 30, 3],
      ] as const) {
        const fitted = fitText(text, width, lines);
        expect(fitted.lines.length).toBeLessThanOrEqual(lines);
        expect(fitted.lines.join('').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
        expect(fitted.lines.join(' ')).not.toContain('…');
      }
    },
  );
});
