import React, { useRef } from 'react';
import { navigate } from 'gatsby';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  contactErrors,
  contactLimits,
  contactTextFields,
  emptyContactForm,
  normalizeContact,
  type ContactFormValues,
  type ContactTextField,
} from '../../contact/schema';
import { HttpError, httpClient } from '../../http/client';
import type { Locale } from '../../i18n/locales';
import { useNotify } from '../toaster/use-notify';
import { NearestOffice } from './nearest-office';
import { TextField } from './text-field';
import { useContactToken } from './use-contact-token';
import * as styles from './contact-form.module.css';

export interface ContactFormProps {
  locale: Locale;
  brand: string;
  /** The privacy notice version shown next to the consent box; stored with the message. */
  consentVersion: string;
  /** The consent sentence from the site settings (sanitized HTML, with its link to the privacy notice). */
  consentHtml: string;
}

/** One paragraph of Markdown as phrasing content: a <label> may not hold a <p>. */
const inline = (html: string) => html.replace(/^<p>([\s\S]*)<\/p>$/, '$1');

/** Site links in the consent text go through the router like any other link. */
function followSiteLink(event: React.MouseEvent) {
  const link = (event.target as Element).closest?.('a');
  const href = link?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  event.preventDefault();
  void navigate(href);
}

/** How each text field of the schema is typed in; a field added to the schema must be added here. */
const fieldInputs: Record<
  ContactTextField,
  { type?: 'tel' | 'email'; autoComplete: string; required?: boolean; multiline?: boolean }
> = {
  company: { autoComplete: 'organization' },
  name: { autoComplete: 'name', required: true },
  telephone: { type: 'tel', autoComplete: 'tel', required: true },
  email: { type: 'email', autoComplete: 'email' },
  message: { autoComplete: 'off', required: true, multiline: true },
};
const textFields = contactTextFields.map((name) => ({ name, ...fieldInputs[name] }));

/** The contact form: Formik with the shared schema, posting to /api/contact. */
export function ContactForm({ locale, brand, consentVersion, consentHtml }: ContactFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { token, renew } = useContactToken();
  const honeypot = useRef<HTMLInputElement>(null);

  const validate = async (values: ContactFormValues) =>
    Object.fromEntries(Object.entries(await contactErrors(values)).map(([field, key]) => [field, t(key)]));

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    const body = {
      ...normalizeContact(values),
      website: honeypot.current?.value ?? '',
      token,
      locale,
      page: window.location.pathname,
      consentVersion,
    };
    try {
      await httpClient.post('api/contact', body, { headers: { 'Accept-Language': locale } });
      void notify('success', t('contact.success', { brand }));
      helpers.resetForm();
      renew();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const data = (error.data ?? {}) as { error?: string; fields?: Record<string, string> };
      if (data.fields) helpers.setErrors(data.fields);
      if (error.kind === 'timeout') void notify('error', t('contact.error.timeout'));
      else if (error.kind === 'network') void notify('error', t('contact.error.network'));
      else void notify(error.status === 429 ? 'warning' : 'error', data.error ?? t('contact.error.unavailable'));
    }
  };

  return (
    <Formik initialValues={emptyContactForm} validate={validate} onSubmit={submit} validateOnChange={false}>
      {({
        values,
        errors,
        touched,
        handleChange,
        handleBlur,
        handleSubmit,
        setFieldValue,
        isSubmitting,
        submitCount,
      }) => (
        <form
          className={styles.form}
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby="contact-form-title"
          data-testid="contact-form"
        >
          <h3 id="contact-form-title" className={styles.title}>
            {t('contact.title')}
          </h3>
          <NearestOffice locale={locale} />
          <div className={styles.grid}>
            {textFields.map((field) => (
              <TextField
                key={field.name}
                {...field}
                label={t(`contact.field.${field.name}`)}
                value={values[field.name]}
                max={contactLimits[field.name]}
                error={touched[field.name] || submitCount > 0 ? errors[field.name] : undefined}
                onChange={handleChange}
                onBlur={handleBlur}
              />
            ))}
          </div>
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor="contact-website">{t('contact.honeypot')}</label>
            <input
              ref={honeypot}
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <div className={styles.consent}>
            <input
              id="contact-consent"
              name="consent"
              type="checkbox"
              checked={values.consent}
              onChange={(event) => void setFieldValue('consent', event.target.checked)}
              onBlur={handleBlur}
              aria-invalid={errors.consent && (touched.consent || submitCount > 0) ? true : undefined}
              aria-describedby={errors.consent ? 'contact-consent-error' : undefined}
            />
            <label
              htmlFor="contact-consent"
              onClick={followSiteLink}
              dangerouslySetInnerHTML={{ __html: inline(consentHtml) }}
            />
            <p id="contact-consent-error" className={styles.error}>
              {errors.consent && (touched.consent || submitCount > 0) ? errors.consent : null}
            </p>
          </div>
          <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('contact.sending') : t('contact.submit')}
          </button>
        </form>
      )}
    </Formik>
  );
}

export default ContactForm;
