// `npm run make:countries`: writes src/contact/country-names.ts, the countries and regions the
// contact form offers (ISO 3166-1 alpha-2), named in Chinese and English by Intl.DisplayNames
// (CLDR data in Node's ICU), with the few names a Chinese company writes otherwise. Run by a
// developer when the list or the names change; the output is committed, so the site's names do
// not depend on which ICU the building or the visiting machine has.
import fs from 'node:fs';
import path from 'node:path';

/** ISO 3166-1 alpha-2: every officially assigned code (249). */
const codes =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW `
    .split(' ')
    .filter(Boolean);

/**
 * Names that differ from CLDR's: Hong Kong, Macao and Taiwan as regions of China, as the rest of
 * the site writes them (src/region/region-names.ts lists them as provinces), and English names
 * that CLDR writes in a form nobody types ("Congo - Kinshasa").
 */
const overrides: Record<string, { zh?: string; en?: string }> = {
  HK: { zh: '中国香港', en: 'Hong Kong, China' },
  MO: { zh: '中国澳门', en: 'Macao, China' },
  TW: { zh: '中国台湾', en: 'Taiwan, China' },
  CD: { en: 'Congo (DRC)' },
  CG: { en: 'Congo (Republic)' },
  PS: { zh: '巴勒斯坦', en: 'Palestine' },
};

/** A name as a single-quoted string (the code style's quotes). */
const quoted = (name: string) => `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const zh = new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'none' });
const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const rows = codes.map((code) => {
  const names = { zh: overrides[code]?.zh ?? zh.of(code), en: overrides[code]?.en ?? en.of(code) };
  if (!names.zh || !names.en) throw new Error(`make-countries: no name for ${code}; is Node built with full ICU?`);
  return `  ${code}: { zh: ${quoted(names.zh)}, en: ${quoted(names.en)} },`;
});

const out = path.resolve(import.meta.dirname, '../src/contact/country-names.ts');
fs.writeFileSync(
  out,
  `// Written by scripts/make-countries.ts (npm run make:countries): do not edit by hand.
/**
 * The countries and regions a sender can choose in the contact form: ISO 3166-1 alpha-2 codes
 * (what is stored) and their names in both languages. Loaded with the form, never with a page.
 */
export const countryRegionNames = {
${rows.join('\n')}
} as const satisfies Record<string, { zh: string; en: string }>;

export type CountryRegion = keyof typeof countryRegionNames;
`,
);
console.log(`make-countries: ${codes.length} countries and regions -> ${path.relative(process.cwd(), out)}`);
