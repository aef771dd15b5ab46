import React from 'react';
import * as styles from './contact-link.module.css';

/** A phone number as a tel: link (digits and + only in the href, as written in the text). */
export function PhoneLink({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className={styles.link}>
      {number}
    </a>
  );
}

/**
 * An address with its line-break opportunities where a reader expects them, before the @ and
 * before each dot (sales@<wbr>yaochen-laser<wbr>.cn): a narrow column wraps it there, never
 * inside a word. The text (and what is copied) is the address unchanged.
 */
export function breakableAddress(address: string): React.ReactNode[] {
  return address.split(/(?=[@.])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/** The name is the address as one word (the break opportunities are not spaces to assistive technology). */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} aria-label={address} className={styles.link}>
      <span>{breakableAddress(address)}</span>
    </a>
  );
}
