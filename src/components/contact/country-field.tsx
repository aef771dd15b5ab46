import React, { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryRegionNames, type CountryRegion } from '../../contact/country-names';
import { type Locale, localeInfo } from '../../i18n/locales';
import { placeName } from '../../i18n/place-name';
import { FieldLabel, FieldStatus, invalidAttributes } from './field-label';
import * as styles from './contact-form.module.css';

/** Where most of our buyers write from: offered first, above the whole list. */
export const commonCountries: readonly CountryRegion[] = ['CN', 'DE', 'US', 'JP', 'KR', 'SG', 'MY', 'VN', 'IN', 'IT'];

/** Every country and region with its name in `locale`, in that language's order (Chinese: by pinyin). */
export function countryOptions(locale: Locale): { value: CountryRegion; label: string }[] {
  const collator = new Intl.Collator(localeInfo[locale].intl);
  return (Object.keys(countryRegionNames) as CountryRegion[])
    .map((code) => ({ value: code, label: placeName(countryRegionNames[code], locale, code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export interface CountryFieldProps {
  locale: Locale;
  value: string;
  error?: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLSelectElement>) => void;
}

/**
 * The sender's country or region: a native select (type-ahead by the first letters of a name
 * in English; in Chinese the list is in pinyin order), the most chosen ones first. Required,
 * and preset, as the locale table says.
 */
export function CountryField({ locale, value, error, onChange, onBlur }: CountryFieldProps) {
  const { t } = useTranslation();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const label = (code: CountryRegion) => options.find((option) => option.value === code)?.label ?? code;
  const { required } = localeInfo[locale].country;
  const id = 'contact-country';
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={t('contact.field.country')} required={required} />
      <select
        id={id}
        name="country"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        autoComplete="country"
        {...invalidAttributes(id, error)}
      >
        <option value="">{t('contact.country.choose')}</option>
        <optgroup label={t('contact.country.common')}>
          {commonCountries.map((code) => (
            <option key={code} value={code}>
              {label(code)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('contact.country.all')}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      </select>
      <FieldStatus id={id} error={error} />
    </div>
  );
}
