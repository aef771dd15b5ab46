import React from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { contactLimits, requestTypes, sampleProcesses, type ContactFormValues } from '../../contact/schema';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import * as styles from './contact-form.module.css';

export interface RequestFieldsProps {
  /** The active product models, offered as suggestions for the product field. */
  models: readonly string[];
}

const productList = 'contact-product-models';

/**
 * What the message asks for: the request type, the product or solution (a model from the list
 * or the visitor's own words), and for a free sample the material, the process and the part size.
 */
export function RequestFields({ models }: RequestFieldsProps) {
  const { t } = useTranslation();
  const {
    values,
    errors,
    touched,
    submitCount,
    handleChange: onChange,
    handleBlur: onBlur,
  } = useFormikContext<ContactFormValues>();
  const shown = (field: keyof ContactFormValues) => (touched[field] || submitCount > 0 ? errors[field] : undefined);
  const text = (field: 'product' | 'material' | 'partSize') => ({
    name: field,
    label: t(`contact.field.${field}`),
    value: values[field],
    max: contactLimits[field],
    error: shown(field),
    onChange,
    onBlur,
  });
  return (
    <>
      <div className={styles.grid}>
        <SelectField
          name="requestType"
          label={t('contact.field.requestType')}
          value={values.requestType}
          options={requestTypes.map((type) => ({ value: type, label: t(`contact.requestType.${type}`) }))}
          required
          error={shown('requestType')}
          onChange={onChange}
          onBlur={onBlur}
        />
        <TextField {...text('product')} autoComplete="off" list={productList} placeholder={t('contact.product.hint')} />
        <datalist id={productList}>
          {models.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
      </div>
      {values.requestType === 'sample' ? (
        <fieldset className={styles.sample} data-testid="sample-fields">
          <legend className={styles.legend}>{t('contact.sample.heading')}</legend>
          <p className={styles.lead}>{t('contact.sample.lead')}</p>
          <div className={styles.grid}>
            <TextField {...text('material')} autoComplete="off" required />
            <SelectField
              name="process"
              label={t('contact.field.process')}
              value={values.process}
              options={sampleProcesses.map((process) => ({ value: process, label: t(`contact.process.${process}`) }))}
              placeholder={t('contact.process.choose')}
              required
              error={shown('process')}
              onChange={onChange}
              onBlur={onBlur}
            />
            <TextField {...text('partSize')} autoComplete="off" placeholder={t('contact.partSize.hint')} />
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
