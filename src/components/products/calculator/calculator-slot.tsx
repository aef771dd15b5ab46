import React, { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locales';
import { notIndexed } from '../../search/indexed';
import type { PulseCalculatorProps } from './pulse-calculator';
import type { SpecRow } from './calculator-fields';
import * as styles from './calculator-slot.module.css';

/**
 * The pulse calculator's place on a laser's page: a heading, one line and a button. The calculator
 * itself (its formulas, fields and styles) loads only when the button is pressed, so the page's
 * first load carries none of it (e2e/js-budget.test.ts).
 */
export function CalculatorSlot(props: { model: string; specifications: readonly SpecRow[]; locale: Locale }) {
  const { t } = useTranslation();
  const [Calculator, setCalculator] = useState<ComponentType<PulseCalculatorProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const open = () => {
    setLoading(true);
    void import('./pulse-calculator').then((module) => setCalculator(() => module.PulseCalculator));
  };
  return (
    <section aria-labelledby="product-calculator" className={styles.slot} {...notIndexed}>
      <h2 id="product-calculator">{t('calculator.heading')}</h2>
      <p className={styles.lead}>{t('calculator.lead')}</p>
      {Calculator ? (
        <Calculator {...props} />
      ) : (
        <button type="button" className={styles.open} onClick={open} disabled={loading} aria-busy={loading}>
          {t(loading ? 'calculator.loading' : 'calculator.open')}
        </button>
      )}
    </section>
  );
}
