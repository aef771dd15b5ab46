import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import type { CompanyLocation } from '../about/location-list';
import { locationKinds, openingDays } from '../../model/options/about';
import { optionKey } from '../../model/options/option-set';
import { PhoneLink } from '../contact-link/contact-link';
import { mapPanels, panelPicture } from './map-panels';
import { locationAnchor, locationMarks } from './location-marks';
import { clockTime, isChinaZone, zoneName } from './opening-hours';
import * as styles from './location-map.module.css';

/** A location as the map and its list show it: the card's fields, its hours and its place. */
export interface MappedLocation extends CompanyLocation {
  company: string | null;
  days: string | null;
  opens: string | null;
  closes: string | null;
  timeZone: string | null;
  lat: number | null;
  lon: number | null;
}

/** "周一至周五 8:30–17:30（北京时间）": the hours in the local time of the place, its zone in words. */
function OpeningHours({ location, locale }: { location: MappedLocation; locale: Locale }) {
  const { t } = useTranslation();
  const { days, opens, closes, timeZone } = location;
  if (!days || !opens || !closes || !timeZone) return null;
  const zone = isChinaZone(timeZone) ? t('locations.hours.chinaTime') : (zoneName(timeZone, locale) ?? timeZone);
  return (
    // The zone's words come from the runtime's time zone names, which a browser may word
    // differently from the build: the build's words stay.
    <p className={styles.line} suppressHydrationWarning>
      {t('locations.hours', {
        days: t(optionKey(openingDays, days)),
        opens: clockTime(opens),
        closes: clockTime(closes),
        zone,
      })}
    </p>
  );
}

/**
 * Where to find us: the list of offices, service centres and distributors (what every reader
 * gets), beside a map of China and the world whose markers link to their entries. No script:
 * a marker is a link to its entry, highlighted as the page's target.
 */
export function LocationMap({ locations, locale }: { locations: readonly MappedLocation[]; locale: Locale }) {
  const { t } = useTranslation();
  const marks = locationMarks(
    locations.flatMap((location) =>
      location.lat === null || location.lon === null ? [] : [{ ...location, lat: location.lat, lon: location.lon }],
    ),
  );
  const nameOf = (location: MappedLocation) =>
    location.company
      ? t('locations.map.distributorName', { company: location.company, city: location.city })
      : t('locations.map.siteName', { city: location.city, kind: t(optionKey(locationKinds, location.kind)) });
  return (
    <div className={styles.layout}>
      <ul className={styles.list} aria-label={t('locations.map.listLabel')}>
        {locations.map((location) => (
          <li key={location.slug} id={locationAnchor(location.slug)} className={styles.entry}>
            <p className={location.kind === 'distributor' ? styles.distributorKind : styles.kind}>
              {t(optionKey(locationKinds, location.kind))}
            </p>
            <h3 className={styles.city}>
              {t('about.location.place', { city: location.city, country: location.country })}
            </h3>
            {location.company ? <p className={styles.company}>{location.company}</p> : null}
            <p className={styles.line}>{location.address}</p>
            {location.phone ? (
              <p className={styles.line}>
                {t('about.location.phone')} <PhoneLink number={location.phone} />
              </p>
            ) : null}
            <OpeningHours location={location} locale={locale} />
          </li>
        ))}
      </ul>
      <div className={styles.maps}>
        {mapPanels.map((panel) => (
          <figure key={panel.id} className={styles.panel}>
            <figcaption className={styles.caption}>{t(`locations.map.${panel.id}`)}</figcaption>
            <div className={styles.picture}>
              <img
                src={panelPicture(panel, locale)}
                alt=""
                width={panel.width}
                height={panel.height}
                loading="lazy"
                decoding="async"
              />
              {marks
                .filter((mark) => mark.panel === panel)
                .map((mark) => (
                  <a
                    key={mark.places[0]!.slug}
                    href={`#${locationAnchor(mark.places[0]!.slug)}`}
                    className={
                      mark.places.every((place) => place.kind === 'distributor') ? styles.distributorMark : styles.mark
                    }
                    style={{ left: `${mark.x.toFixed(2)}%`, top: `${mark.y.toFixed(2)}%` }}
                    aria-label={mark.places.map(nameOf).join(t('locations.map.nameSeparator'))}
                    data-testid="location-marker"
                  />
                ))}
            </div>
          </figure>
        ))}
        <ul className={styles.legend} aria-hidden="true">
          <li className={styles.legendOwn}>{t('locations.map.legendOwn')}</li>
          <li className={styles.legendDistributor}>{t('locations.map.legendDistributor')}</li>
        </ul>
      </div>
    </div>
  );
}

export const locationMapFields = graphql`
  fragment LocationMapItem on Location {
    ...LocationListItem
    company
    days
    opens
    closes
    timeZone
    lat
    lon
  }
`;
