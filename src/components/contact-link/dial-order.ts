import { type Locale, localeInfo } from '../../i18n/locales';

/** The company's two numbers: the +86 landline and the 400 service hotline. */
export interface CompanyNumbers {
  phone: string;
  hotline: string;
}

export interface DialNumber {
  kind: keyof CompanyNumbers;
  number: string;
}

/**
 * The company's numbers, the one to show first first. A 400 number cannot be dialled from
 * abroad, so a language whose visitors call from abroad (the locale table's `hotlineFirst`: the
 * English site) leads with the +86 landline; the Chinese site keeps the hotline first.
 * A number left empty in the settings is left out.
 */
export function dialOrder(locale: Locale, { phone, hotline }: CompanyNumbers): DialNumber[] {
  const numbers: DialNumber[] = [
    { kind: 'hotline', number: hotline },
    { kind: 'phone', number: phone },
  ];
  if (!localeInfo[locale].hotlineFirst) numbers.reverse();
  return numbers.filter((entry) => entry.number.trim() !== '');
}
