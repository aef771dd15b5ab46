import React, { useId, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locales';
import { contactRequestHref } from '../../../contact/request-link';
import {
  calculatorFields,
  pulseUnits,
  resultsOf,
  valuesFromSpecifications,
  type CalculatorValues,
  type PulseUnit,
  type SpecRow,
} from './calculator-fields';
import { resultRows, type ResultRow } from './format-results';
import * as styles from './pulse-calculator.module.css';

export interface PulseCalculatorProps {
  model: string;
  specifications: readonly SpecRow[];
  locale: Locale;
}

/**
 * Pulse energy, peak power, fluence, intensity and overlap for a spot and a scan speed, starting from
 * the laser's specifications; loaded by CalculatorSlot only when opened. Its button drafts a
 * quote request to the application lab with the parameters and results.
 */
export function PulseCalculator({ model, specifications, locale }: PulseCalculatorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<CalculatorValues>(() => valuesFromSpecifications(specifications));
  const results = resultsOf(values);
  const rows: ResultRow[] = results ? resultRows(results, locale, (gap) => t('calculator.noOverlap', { gap })) : [];
  const unitOf = (name: string, unit: string) => (name === 'pulseWidth' ? values.pulseUnit : unit);
  const message = [
    t('calculator.message.intro', { model }),
    calculatorFields
      .map(({ name, unit }) => `${t(`calculator.field.${name}`)} ${values[name]} ${unitOf(name, unit)}`.trim())
      .join(t('calculator.message.separator')),
    rows.map((row) => `${t(`calculator.result.${row.name}`)} ${row.value}`).join(t('calculator.message.separator')),
    t('calculator.message.ask'),
  ].join('\n');
  return (
    <div className={styles.calculator} data-testid="pulse-calculator">
      <form className={styles.inputs} onSubmit={(event) => event.preventDefault()} aria-label={t('calculator.inputs')}>
        {calculatorFields.map(({ name, unit, step }) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`${id}-${name}`}>{t(`calculator.field.${name}`)}</label>
            <div className={styles.entry}>
              <input
                id={`${id}-${name}`}
                name={name}
                type="number"
                inputMode="decimal"
                min="0"
                step={step}
                value={values[name]}
                onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              />
              {name === 'pulseWidth' ? (
                <select
                  aria-label={t('calculator.pulseUnit')}
                  value={values.pulseUnit}
                  onChange={(event) => setValues({ ...values, pulseUnit: event.target.value as PulseUnit })}
                >
                  {Object.keys(pulseUnits).map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </select>
              ) : unit ? (
                <span className={styles.unit}>{unit}</span>
              ) : null}
            </div>
          </div>
        ))}
      </form>
      <div aria-live="polite">
        {results ? (
          <table className={styles.results}>
            <caption>{t('calculator.results', { model })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('calculator.quantity')}</th>
                <th scope="col">{t('calculator.value')}</th>
                <th scope="col">{t('calculator.formula')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} data-result={row.name}>
                  <th scope="row">{t(`calculator.result.${row.name}`)}</th>
                  <td className={styles.value}>{row.value}</td>
                  <td className={styles.formula}>{row.formula}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.missing}>{t('calculator.missing')}</p>
        )}
      </div>
      <p className={styles.assumptions}>{t('calculator.assumptions')}</p>
      {results ? (
        <Link
          className={styles.send}
          to={contactRequestHref(locale, { requestType: 'quote', product: model, message })}
        >
          {t('calculator.send')}
        </Link>
      ) : null}
    </div>
  );
}
