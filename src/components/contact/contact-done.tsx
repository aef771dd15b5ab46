import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestType } from '../../contact/request-types';
import { splitAtValue } from '../../i18n/split-at-value';
import * as styles from './contact-form.module.css';

/** Where free samples are shipped and how to pack them (the returns page's entry, site settings). */
export interface SampleShipping {
  address: string;
  phone: string;
  packing: readonly string[];
}

export interface ContactDoneProps {
  /** The stored message's id: the reference a visitor can quote when calling. */
  id: string;
  requestType: RequestType;
  /** After a sample request: the address and packing instructions; none known, nothing shown. */
  sampleShipping?: SampleShipping | null;
  /** After a service request: the mailbox its photos go to. */
  serviceEmail?: string;
  /** Shows an empty form again. */
  onAgain: () => void;
}

/**
 * What the form becomes once a message is stored: what happens next and when, with the
 * message's reference, until the visitor chooses to send another. Focus moves to its heading,
 * so a screen reader announces it and keyboard users continue from there.
 */
export function ContactDone({ id, requestType, sampleShipping = null, serviceEmail = '', onAgain }: ContactDoneProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [beforeReference, afterReference] = splitAtValue(t, 'contact.done.reference', 'id');
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby="contact-done-title" data-testid="contact-done">
      <h3 id="contact-done-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('contact.done.title')}
      </h3>
      <ul className={styles.next}>
        <li>{t('contact.done.call')}</li>
        {requestType === 'sample' ? <li>{t('contact.done.sample')}</li> : null}
        {requestType === 'service' ? <li>{t('contact.done.service')}</li> : null}
        {requestType === 'service' && serviceEmail ? (
          <li>{t('contact.done.photos', { email: serviceEmail })}</li>
        ) : null}
      </ul>
      {requestType === 'sample' && sampleShipping ? (
        <div data-testid="sample-shipping">
          <p>{t('contact.done.sampleShipping', { address: sampleShipping.address, phone: sampleShipping.phone })}</p>
          <ol className={styles.next}>
            {sampleShipping.packing.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <p>
        {beforeReference}
        <code className={styles.reference} data-testid="contact-reference">
          {id}
        </code>
        {afterReference}
      </p>
      <button type="button" className={styles.again} onClick={onAgain}>
        {t('contact.done.again')}
      </button>
    </section>
  );
}
