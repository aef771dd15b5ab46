import React from 'react';
import type { HeadProps } from 'gatsby';
import { messagesFrom, translate } from '../../i18n/messages';
import type { PageContext } from '../../types/page-context';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { Seo } from './seo';
import { defaultShareImage } from './share-image';
import { organization } from './structured-data/organization';
import type { SeoPage } from '../../model/collections/settings';

type LocalesData = { locales?: Parameters<typeof messagesFrom>[0] } | null | undefined;

export interface PageHeadProps<D extends LocalesData> extends HeadProps<D, PageContext> {
  /** A page whose title and description editors set in the site settings (`seo`). */
  page?: SeoPage;
  /** A message key, or the text itself when `title` is given. */
  titleKey?: string;
  descriptionKey?: string;
  title?: string | null;
  description?: string | null;
  noindex?: boolean;
  jsonLd?: object[];
  /** The page's own picture for shared links (product render, news cover, expert photo): its alt is the title. */
  image?: string | null;
}

/**
 * Head for any template. Gatsby's Head has no i18next context, so the messages come from the
 * page's own query and the locale from its context.
 */
export function PageHead<D extends LocalesData>({
  data,
  pageContext,
  page,
  titleKey,
  descriptionKey,
  title,
  description,
  noindex,
  jsonLd,
  image,
}: PageHeadProps<D>) {
  const messages = messagesFrom(data?.locales);
  const site = useSiteSettings(pageContext.locale);
  const { brand } = site;
  const seo = page ? site.seo[page] : null;
  const pageTitle = title ?? seo?.title ?? (titleKey ? translate(messages, titleKey) : brand);
  return (
    <Seo
      locale={pageContext.locale}
      path={pageContext.i18n.path}
      brand={brand}
      title={pageTitle}
      // Pages without a description of their own use the home page's.
      description={
        description ??
        seo?.description ??
        (descriptionKey ? translate(messages, descriptionKey) : site.seo.home.description)
      }
      noindex={noindex}
      jsonLd={[organization(site), ...(jsonLd ?? [])]}
      image={
        image
          ? { src: image, alt: pageTitle }
          : {
              src: defaultShareImage.src,
              alt: translate(messages, defaultShareImage.altKey),
              width: defaultShareImage.width,
              height: defaultShareImage.height,
            }
      }
    />
  );
}
