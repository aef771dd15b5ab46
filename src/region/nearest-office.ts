import type { Locale } from '../i18n/locales';
import { overseasName, placeCode } from './region-names';

/** An office of content/locations as the server knows it (written at build time, see src/node/offices.ts). */
export interface Office {
  slug: string;
  kind: string;
  order: number;
  phone: string | null;
  /** Chinese names of the provinces and countries it serves (湖北, 韩国) or 海外 for the rest of the world. */
  serves: string[];
  city: Record<Locale, string>;
  /** A distributor's company name in each language; null for the company's own sites. */
  company?: Record<Locale, string> | null;
}

/**
 * The office a sender from `region` should talk to: the office serving its province (China) or
 * its country (abroad), our own sites before a distributor serving the same place; abroad, else
 * the office serving 海外; else the headquarters. Unknown region: null (nobody is suggested).
 * Ties go to the office listed first (lowest order).
 */
export function nearestOffice(
  region: { country: string | null; province: string | null },
  offices: readonly Office[],
): Office | null {
  if (!region.country) return null;
  const distributor = (office: Office) => (office.kind === 'distributor' ? 1 : 0);
  const sorted = [...offices].sort((a, b) => distributor(a) - distributor(b) || a.order - b.order);
  const serving = (code: string) => sorted.find((office) => office.serves.some((name) => placeCode(name) === code));
  const place = region.country === 'CN' ? region.province : region.country;
  const overseas = region.country === 'CN' ? undefined : sorted.find((office) => office.serves.includes(overseasName));
  return (
    (place ? serving(place) : undefined) ?? overseas ?? sorted.find((office) => office.kind === 'headquarters') ?? null
  );
}
