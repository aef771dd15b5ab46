import { useEffect, useState } from 'react';
import { httpClient } from '../../browser/http/client';
import type { Locale } from '../../i18n/locales';

/** The office GET /api/region suggests for this visitor (see src/server/contact/nearest-office-handler.ts). */
export interface NearestOfficeInfo {
  slug: string;
  city: string;
  phone: string | null;
  /** A distributor's company name; absent or null for our own sites. */
  company?: string | null;
}

/** Asks the server once per mount; null until known, and for good when the region is unknown or the call fails. */
export function useNearestOffice(locale: Locale): NearestOfficeInfo | null {
  const [office, setOffice] = useState<NearestOfficeInfo | null>(null);
  useEffect(() => {
    let active = true;
    httpClient
      .get<{ office?: NearestOfficeInfo | null }>('api/region', { searchParams: { locale } })
      .then(({ data }) => {
        const found = data?.office;
        if (active && found && typeof found.city === 'string') setOffice(found);
      })
      .catch(() => {
        // A suggestion only: without it the form works the same.
      });
    return () => {
      active = false;
    };
  }, [locale]);
  return office;
}
