import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { PhoneLink } from './contact-link';
import { type CompanyNumbers, dialOrder } from './dial-order';
import * as styles from './support-numbers.module.css';

export interface SupportNumbersProps extends CompanyNumbers {
  locale: Locale;
  /** The class of the first number's paragraph (shown large). */
  className?: string;
}

/**
 * The number a visitor can dial, shown first and large, then the other one under its label:
 * the 400 hotline first in Chinese, the +86 landline first in English (see dialOrder).
 */
export function SupportNumbers({ locale, className, ...numbers }: SupportNumbersProps) {
  const { t } = useTranslation();
  const [first, ...others] = dialOrder(locale, numbers);
  if (!first) return null;
  return (
    <>
      <p className={className} data-testid="first-number">
        <PhoneLink number={first.number} />
      </p>
      {others.map((other) => (
        <p key={other.kind}>
          {t(`dial.${other.kind}`)}{' '}
          <span className={styles.number}>
            <PhoneLink number={other.number} />
          </span>
        </p>
      ))}
    </>
  );
}
