import React, { type ComponentType, useEffect, useRef, useState } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { type ContactRequestPrefill, contactFormAnchor } from '../../contact/request-link';
import { contactPrefill } from '../../contact/request-prefill';
import type { ContactFormProps } from './contact-form';
import * as styles from './contact-form-slot.module.css';

/** Start loading the form this far before it scrolls into view. */
const preloadMargin = '600px';

/**
 * Where the contact form goes. Its code (Formik, yup, the HTTP client) loads only when the slot
 * nears the viewport or is focused, so pages without a visitor heading there never pay for it.
 */
export interface ContactFormSlotProps {
  locale: Locale;
  /** What the form starts with on this page (the service page: a service request); a link's query overrides it. */
  start?: Partial<ContactRequestPrefill>;
  /** The form's heading, a message key (default: contact.title). */
  titleKey?: string;
}

export function ContactFormSlot({ locale, start, titleKey }: ContactFormSlotProps) {
  const { t } = useTranslation();
  const { brand, consentHtml, serviceEmail } = useSiteSettings(locale);
  const { privacyNotices, contactProducts, returnsPages } = useStaticQuery<Queries.PrivacyVersionQuery>(graphql`
    query PrivacyVersion {
      privacyNotices: allPrivacyNotice {
        nodes {
          locale
          version
        }
      }
      contactProducts: allProduct(sort: { model: ASC }) {
        nodes {
          locale
          model
          state
        }
      }
      returnsPages: allReturnsPage {
        nodes {
          locale
          samplePacking
          sampleLocation {
            address
            phone
          }
        }
      }
    }
  `);
  // Static queries take no variables: every language's entries come, and the page's are kept.
  // Offered for a quote or a sample: the models on sale. A service request may name any model of
  // the catalogue, a discontinued one too: those are the lasers still running in the field.
  const catalogue = contactProducts.nodes.filter((product) => product.locale === locale);
  const models = catalogue.filter((product) => product.state === 'active').map((product) => product.model);
  const serviceModels = catalogue.map((product) => product.model);
  const privacyNotice = privacyNotices.nodes.find((notice) => notice.locale === locale);
  // Where free samples go (the returns page's entry, its address from the locations).
  const returnsPage = returnsPages.nodes.find((page) => page.locale === locale);
  const sampleShipping = returnsPage?.sampleLocation
    ? {
        address: returnsPage.sampleLocation.address,
        phone: returnsPage.sampleLocation.phone ?? '',
        packing: returnsPage.samplePacking ?? [],
      }
    : null;
  // What a page's "Request a quote" link asked for (?request=…&product=…), read when the form loads.
  const [prefill, setPrefill] = useState<Partial<ContactRequestPrefill>>({});
  const slot = useRef<HTMLDivElement>(null);
  // The page's start values, as first given (the form reads them once, when it loads).
  const startValues = useRef(start);
  const [Form, setForm] = useState<ComponentType<ContactFormProps> | null>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element || Form) return;
    let active = true;
    const load = () => {
      observer?.disconnect();
      void import('./contact-form').then((module) => {
        if (!active) return;
        setPrefill({ ...startValues.current, ...contactPrefill(window.location.search) });
        setForm(() => module.ContactForm);
      });
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
            rootMargin: preloadMargin,
          })
        : null;
    if (observer) observer.observe(element);
    else load();
    return () => {
      active = false;
      observer?.disconnect();
    };
  }, [Form]);
  return (
    <div ref={slot} id={contactFormAnchor} className={styles.slot}>
      {Form ? (
        <Form
          locale={locale}
          brand={brand}
          consentVersion={privacyNotice?.version ?? 'unknown'}
          consentHtml={consentHtml}
          models={models}
          serviceModels={serviceModels}
          prefill={prefill}
          serviceEmail={serviceEmail}
          sampleShipping={sampleShipping}
          titleKey={titleKey}
        />
      ) : (
        <p className={styles.loading}>{t('contact.loading')}</p>
      )}
    </div>
  );
}
