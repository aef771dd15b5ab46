import React, { useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  contactErrors,
  contactFormStart,
  contactLimits,
  isRequestType,
  normalizeContact,
  personFields,
  type ContactFormValues,
  type RequestType,
} from '../../contact/schema';
import type { ContactRequestPrefill } from '../../contact/request-link';
import { HttpError, httpClient } from '../../browser/http/client';
import { type Locale, localeInfo } from '../../i18n/locales';
import { useNotify } from '../toaster/use-notify';
import { NearestOffice } from './nearest-office';
import { TextField } from './text-field';
import { CountryField } from './country-field';
import { RequestFields } from './request-fields';
import { ContactDone, type SampleShipping } from './contact-done';
import { useContactToken } from './use-contact-token';
import * as styles from './contact-form.module.css';

export interface ContactFormProps {
  locale: Locale;
  brand: string;
  /** The privacy notice version shown next to the consent box; stored with the message. */
  consentVersion: string;
  /** The consent sentence from the site settings (sanitized HTML, with its link to the privacy notice). */
  consentHtml: string;
  /** The active product models, offered in the product field. */
  models?: readonly string[];
  /** The models a service request may name: the catalogue's, discontinued ones too (default: `models`). */
  serviceModels?: readonly string[];
  /** What a page's action filled in (request type, product); the visitor can change it. */
  prefill?: Partial<ContactRequestPrefill>;
  /** The service mailbox: a service request's photos are e-mailed there (the form takes no uploads). */
  serviceEmail?: string;
  /** Where free samples go and how to pack them, shown once a sample request is stored. */
  sampleShipping?: SampleShipping | null;
  /** The form's heading, a message key (the service page's form says "Service request form", under its section's "Send a service request"). */
  titleKey?: string;
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

/**
 * How each field about the sender is typed in; a field added to the schema must be added here
 * (the request fields have their own component). The e-mail address is required in English.
 */
const fieldInputs: Record<
  (typeof personFields)[number],
  {
    type?: 'tel' | 'email';
    autoComplete: string;
    required?: boolean | ((locale: Locale) => boolean);
    multiline?: boolean;
  }
> = {
  company: { autoComplete: 'organization' },
  name: { autoComplete: 'name', required: true },
  telephone: { type: 'tel', autoComplete: 'tel', required: true },
  email: { type: 'email', autoComplete: 'email', required: (locale) => localeInfo[locale].emailRequired },
  message: { autoComplete: 'off', required: true, multiline: true },
};
const textFields = (locale: Locale) =>
  personFields.map((name) => {
    const { required, ...input } = fieldInputs[name];
    return { name, ...input, required: typeof required === 'function' ? required(locale) : Boolean(required) };
  });

/** The message just stored: the success panel shows its reference until the visitor sends another. */
interface Sent {
  id: string;
  requestType: RequestType;
}

/** The contact form: Formik with the shared schema, posting to /api/contact. */
/**
 * After a submit that the checks refused, focus the first field at fault (in the form's order) and
 * bring it into view: on a phone the first messages were above the screen, below only the button.
 */
function FocusFirstError({ submitCount, isSubmitting }: { submitCount: number; isSubmitting: boolean }) {
  const marker = React.useRef<HTMLSpanElement>(null);
  const handled = React.useRef(0);
  React.useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center', behavior: 'auto' });
  }, [submitCount, isSubmitting]);
  return <span ref={marker} hidden />;
}

export function ContactForm({
  locale,
  brand,
  consentVersion,
  consentHtml,
  models = [],
  serviceModels = models,
  prefill = {},
  serviceEmail = '',
  sampleShipping = null,
  titleKey = 'contact.title',
}: ContactFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { token, renew } = useContactToken();
  const honeypot = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [initialValues] = useState<ContactFormValues>(() => ({ ...contactFormStart(locale), ...prefill }));

  const validate = async (values: ContactFormValues) =>
    Object.fromEntries(Object.entries(await contactErrors(values, { locale })).map(([field, key]) => [field, t(key)]));

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    const normalized = normalizeContact(values);
    const body = {
      ...normalized,
      website: honeypot.current?.value ?? '',
      token,
      locale,
      page: window.location.pathname,
      consentVersion,
    };
    try {
      const response = await httpClient.post<{ id?: string }>('api/contact', body, {
        headers: { 'Accept-Language': locale },
      });
      void notify('success', t('contact.success', { brand }));
      // The next message starts from what the page asked for, as this one did.
      helpers.resetForm({ values: initialValues });
      renew();
      setSent({
        id: response.data?.id ?? '',
        requestType: isRequestType(normalized.requestType) ? normalized.requestType : 'general',
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const data = (error.data ?? {}) as { error?: string; fields?: Record<string, string> };
      if (data.fields) helpers.setErrors(data.fields);
      if (error.kind === 'timeout') void notify('error', t('contact.error.timeout'));
      else if (error.kind === 'network') void notify('error', t('contact.error.network'));
      else void notify(error.status === 429 ? 'warning' : 'error', data.error ?? t('contact.error.unavailable'));
    }
  };

  if (sent)
    return (
      <ContactDone
        id={sent.id}
        requestType={sent.requestType}
        sampleShipping={sampleShipping}
        serviceEmail={serviceEmail}
        onAgain={() => setSent(null)}
      />
    );

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit} validateOnChange={false}>
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
          <FocusFirstError submitCount={submitCount} isSubmitting={isSubmitting} />
          <h3 id="contact-form-title" className={styles.title}>
            {t(titleKey)}
          </h3>
          <NearestOffice locale={locale} />
          <RequestFields models={models} serviceModels={serviceModels} serviceEmail={serviceEmail} />
          <div className={styles.grid}>
            {textFields(locale).map((field) => (
              <React.Fragment key={field.name}>
                {/* The country or region goes with the sender's details, before the message. */}
                {field.name === 'message' ? (
                  <CountryField
                    locale={locale}
                    value={values.country}
                    error={touched.country || submitCount > 0 ? errors.country : undefined}
                    onChange={handleChange}
                    onBlur={handleBlur}
                  />
                ) : null}
                <TextField
                  {...field}
                  label={t(`contact.field.${field.name}`)}
                  value={values[field.name]}
                  max={contactLimits[field.name]}
                  error={touched[field.name] || submitCount > 0 ? errors[field.name] : undefined}
                  onChange={handleChange}
                  onBlur={handleBlur}
                />
              </React.Fragment>
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
