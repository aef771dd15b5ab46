import type { TFunction } from 'i18next';
import { type Locale, localeInfo } from '../../i18n/locales';

/** What a model's delivery reads from its entry (products' leadTimeWeeks and firstDelivery). */
export interface Delivery {
  state: string;
  leadTimeWeeks?: number | null;
  /** YYYY-MM-DD. */
  firstDelivery?: string | null;
}

/** A calendar date's month in the page's language: 2027年1月, January 2027. */
export function monthOf(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A model on sale's delivery in one line: 首批交付：2027年1月 · 交货周期约 12 周 / First deliveries:
 * January 2027 · Lead time: about 12 weeks. Null for a discontinued model or one that gives neither.
 */
export function deliveryText(model: Delivery, locale: Locale, t: TFunction): string | null {
  if (model.state !== 'active') return null;
  const parts = [
    model.firstDelivery ? t('products.firstDelivery', { date: monthOf(model.firstDelivery, locale) }) : null,
    model.leadTimeWeeks ? t('products.leadTime', { count: model.leadTimeWeeks }) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}
