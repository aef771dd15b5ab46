import { isIP } from 'node:net';
import type IP2Region from 'ip2region';
import { type Locale, localeInfo } from '../../i18n/locales';
import { placeName } from '../../i18n/place-name';
import {
  type CountryCode,
  type ProvinceCode,
  cityNames,
  countryNames,
  isCountryCode,
  isProvinceCode,
  placeCode,
  provinceNames,
} from '../../region/region-names';
import { projectRequire } from './project-require';

/** Where a sender's address is registered: codes, so the stored value does not depend on a language. */
export interface Region {
  country: CountryCode | null;
  /** Chinese addresses only. */
  province: ProvinceCode | null;
  /** A Chinese city's name without 市 (南京), as the database names it; Chinese addresses only. */
  city: string | null;
}

export const unknownRegion: Region = Object.freeze({ country: null, province: null, city: null });

/** What ip2region answers: Chinese names, '' where it knows nothing. */
export interface RegionRecord {
  country: string;
  province: string;
  city: string;
}

/** The database's words for "not a public address" or "somewhere": never a place. */
const noPlace = new Set(['内网IP', '局域网', '本机地址', 'IANA保留地址', '全球', '未知', '0']);

/** A database record as a Region: unknown names, private ranges and foreign provinces drop out. */
export function regionOfRecord(record: RegionRecord | null): Region {
  if (!record) return unknownRegion;
  const country = placeCode(record.country);
  if (!country || !isCountryCode(country)) return unknownRegion;
  if (country !== 'CN') return { country, province: null, city: null };
  const provinceCode = placeCode(record.province);
  const province = provinceCode && isProvinceCode(provinceCode) ? provinceCode : null;
  const city = record.city.trim().replace(/市$/, '');
  return { country, province, city: province && city && !noPlace.has(record.city.trim()) ? city : null };
}

/** Looks up one address; never throws. */
export type RegionLookup = (ip: string) => Region;

/**
 * A lookup over ip2region's databases (IPv4 and IPv6, IPv4-mapped IPv6 too), read into memory
 * once (about 11 MB). Required from the project at run time: the package reads its data files
 * next to its own code, which the Functions bundler would move.
 */
export function createRegionLookup(): RegionLookup {
  const Database = (projectRequire()('ip2region') as { default: typeof IP2Region }).default;
  const database = new Database();
  return (ip) => {
    const address = ip.trim();
    if (isIP(address) === 0) return unknownRegion;
    try {
      return regionOfRecord(database.search(address));
    } catch {
      return unknownRegion;
    }
  };
}

/** One lookup per process, shared by every Function bundle (each has its own copy of this module). */
const lookupKey = Symbol.for('contact.regionLookup');
type LookupHolder = { [lookupKey]?: RegionLookup };

/** The region of an address with the process's database, loaded on first use; unknown when it cannot load. */
export function lookupRegion(ip: string): Region {
  const holder = globalThis as LookupHolder;
  if (!holder[lookupKey]) {
    try {
      holder[lookupKey] = createRegionLookup();
    } catch (error) {
      console.error('The IP region database could not be loaded; regions are stored as unknown:', error);
      holder[lookupKey] = () => unknownRegion;
    }
  }
  return holder[lookupKey](ip);
}

/**
 * A region in words, as the locale table says the language writes places: Latin names, most
 * specific first ("Nanjing, Jiangsu, China"), or Chinese names the other way (中国 江苏 南京).
 */
export function regionLabel(region: Region, locale: Locale): string | null {
  if (!region.country) return null;
  const latin = localeInfo[locale].placeNames === 'latin';
  const country = placeName(countryNames[region.country], locale, region.country);
  const province = region.province ? placeName(provinceNames[region.province], locale) : null;
  // A municipality is its own city (北京 北京): named once.
  const cityName = region.city && region.city !== provinceNames[region.province!]?.zh ? region.city : null;
  const city = cityName && latin ? (cityNames[cityName] ?? cityName) : cityName;
  const parts = [country, province, city].filter((part): part is string => Boolean(part));
  return latin ? parts.reverse().join(', ') : parts.join(' ');
}

/** The region a stored message holds (its region_* columns); unknown codes read as unknown. */
export function storedRegion(message: { regionCountry: string; regionProvince: string; regionCity: string }): Region {
  const country = isCountryCode(message.regionCountry) ? message.regionCountry : null;
  const province = country === 'CN' && isProvinceCode(message.regionProvince) ? message.regionProvince : null;
  return { country, province, city: province && message.regionCity ? message.regionCity : null };
}
