import type { JobPosting } from '../../about/job-posting-card';
import { type SchemaObject, context } from './schema';

/** What the structured data needs besides the posting: who hires and the localized list headings. */
export interface JobPostingContext {
  brand: string;
  siteUrl: string;
  labels: { responsibilities: string; requirements: string };
}

/** How long a posting stays valid for search engines after it was posted. */
export const validDays = 90;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const htmlList = (heading: string, items: readonly string[]) =>
  `<p><strong>${escapeHtml(heading)}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** `YYYY-MM-DD` plus whole days, in UTC so no time zone shifts the date. */
export function addDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A schema.org JobPosting with the fields Google requires for job search results. */
export function jobPosting(job: JobPosting, { brand, siteUrl, labels }: JobPostingContext): SchemaObject {
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: job.title,
    description:
      htmlList(labels.responsibilities, job.responsibilities) + htmlList(labels.requirements, job.requirements),
    identifier: { '@type': 'PropertyValue', name: brand, value: job.slug },
    datePosted: job.postedDate,
    validThrough: addDays(job.postedDate, validDays),
    employmentType: job.employmentType === 'intern' ? 'INTERN' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: brand, sameAs: siteUrl, url: siteUrl },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.workplace, addressCountry: 'CN' },
    },
    totalJobOpenings: job.headcount,
  };
}
