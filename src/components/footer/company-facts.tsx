import React from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, localeInfo } from '../../i18n/locales';

/** The settings the facts list shows (site settings, as the footer and home page read them). */
export interface CompanyFactsData {
  founded: number;
  cleanRoomArea: number;
  patents: number;
  unitsPerYear: number;
  headquarters: string;
}

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * Numbers in the locale's own format (grouping and digits from the locale table), one formatter
 * per locale: making the first loads ICU's number data, 58 ms of home's hydration on a phone (CPU
 * profile at 4x slowdown), so render it only where a number is shown.
 */
export function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(localeInfo[locale].intl)));
  return format;
}

/** The company facts list of the footer and the home page: founded, clean room, patents, units, seat. */
export function CompanyFacts({
  facts,
  locale,
  className,
}: {
  facts: CompanyFactsData;
  locale: Locale;
  className?: string;
}) {
  const { t } = useTranslation();
  const number = numberFormat(locale);
  return (
    <ul className={className}>
      <li>{t('footer.founded', { year: facts.founded })}</li>
      <li>{t('footer.area', { area: number.format(facts.cleanRoomArea) })}</li>
      <li>{t('footer.patents', { count: facts.patents })}</li>
      <li>{t('footer.units', { count: facts.unitsPerYear })}</li>
      <li>{t('footer.headquarters', { city: facts.headquarters })}</li>
    </ul>
  );
}
