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
  /** The choices of a service request's model: the catalogue's, discontinued models too (default: `models`). */
  serviceModels?: readonly string[];
  /** The service mailbox, where a service request's photos go (the form takes no uploads). */
  serviceEmail?: string;
}

const productList = 'contact-product-models';

/**
 * What the message asks for: the request type, the product or solution (a model from the list
 * or the visitor's own words), and for a free sample the material, the process and the part size.
 * A service request names its laser instead: a model from the catalogue and its serial number.
 */
export function RequestFields({ models, serviceModels = models, serviceEmail = '' }: RequestFieldsProps) {
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
  const service = values.requestType === 'service';
  const text = (field: 'product' | 'material' | 'partSize' | 'serialNumber') => ({
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
        {service ? (
          // A laser in service is one of ours: its model is chosen from the catalogue.
          <SelectField
            name="product"
            label={t('contact.field.model')}
            value={values.product}
            options={serviceModels.map((model) => ({ value: model, label: model }))}
            placeholder={t('contact.product.choose')}
            required
            error={shown('product')}
            onChange={onChange}
            onBlur={onBlur}
          />
        ) : (
          <>
            <TextField
              {...text('product')}
              autoComplete="off"
              list={productList}
              placeholder={t('contact.product.hint')}
            />
            <datalist id={productList}>
              {models.map((model) => (
                <option key={model} value={model} />
              ))}
            </datalist>
          </>
        )}
      </div>
      {service ? (
        <fieldset className={styles.sample} data-testid="service-fields">
          <legend className={styles.legend}>{t('contact.service.heading')}</legend>
          <p className={styles.lead}>{t('contact.service.lead')}</p>
          <div className={styles.grid}>
            <TextField
              {...text('serialNumber')}
              autoComplete="off"
              required
              placeholder={t('contact.serialNumber.hint')}
            />
          </div>
          <p className={styles.lead} data-testid="service-photos">
            {t('contact.service.photos', { email: serviceEmail })}
          </p>
        </fieldset>
      ) : null}
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
