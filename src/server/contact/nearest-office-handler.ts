import { defaultLocale, isLocale } from '../../i18n/locales';
import { type Office, nearestOffice } from '../../region/nearest-office';
import type { RegionLookup } from './region';

export interface NearestOfficeRequest {
  method: string;
  query: Record<string, unknown>;
  ip: string;
}

/**
 * What the form shows: the office's slug, city in the page's language and phone, and a
 * distributor's company name (null for our own sites); null when unknown.
 */
export interface NearestOfficeBody {
  office: { slug: string; city: string; phone: string | null; company: string | null } | null;
}

export interface NearestOfficeDeps {
  region: RegionLookup;
  offices: () => readonly Office[];
}

/**
 * GET /api/region?locale=zh|en: the office nearest the requester, from the address Express
 * resolved (TRUST_PROXY honoured). Neither the address nor the region is echoed back, and the
 * answer differs per visitor, so it is never cached. Not rate-limited: an in-memory lookup of a
 * few microseconds and a cached file, cheaper than serving a static page.
 */
export function handleNearestOffice(request: NearestOfficeRequest, deps: NearestOfficeDeps) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return { status: 405, headers: { ...headers, Allow: 'GET, HEAD' }, body: { error: 'Method not allowed' } };
  }
  const locale = isLocale(request.query.locale) ? request.query.locale : defaultLocale;
  const office = nearestOffice(deps.region(request.ip), deps.offices());
  const body: NearestOfficeBody = {
    office: office
      ? { slug: office.slug, city: office.city[locale], phone: office.phone, company: office.company?.[locale] ?? null }
      : null,
  };
  return { status: 200, headers, body };
}
