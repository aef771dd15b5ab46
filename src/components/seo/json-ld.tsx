import React from 'react';

/** The one way structured data goes into a page's head (inside Gatsby's Head, via Seo). */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // JSON.stringify cannot close the script element: "<" is escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
