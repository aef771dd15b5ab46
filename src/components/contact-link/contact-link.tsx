import React from 'react';

/** A phone number as a tel: link (digits and + only in the href, as written in the text). */
export function PhoneLink({ number }: { number: string }) {
  return <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a>;
}

export function EmailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}
