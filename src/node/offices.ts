import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { locales } from '../i18n/locales';
import type { Office } from '../region/nearest-office';

/** Where the build leaves the offices for the server (src/server/contact/offices.ts reads it). */
export const officesFileName = 'offices.json';

interface LocationNode {
  locale: string;
  slug: string;
  order: number;
  kind: string;
  phone: string | null;
  serves: string[];
  city: string;
  company: string | null;
}

/** The locations (distributors too) in both languages, as the data behind /api/region and the e-mail's nearest office. */
export function officesOf(nodes: readonly LocationNode[]): Office[] {
  const bySlug = new Map<string, Office>();
  for (const node of nodes) {
    const office = bySlug.get(node.slug) ?? {
      slug: node.slug,
      kind: node.kind,
      order: node.order,
      phone: node.phone || null,
      serves: node.serves,
      city: { zh: node.city, en: node.city },
      company: node.company ? { zh: node.company, en: node.company } : null,
    };
    if ((locales as readonly string[]).includes(node.locale)) {
      office.city[node.locale as keyof Office['city']] = node.city;
      if (office.company && node.company) office.company[node.locale as keyof Office['city']] = node.company;
    }
    bySlug.set(node.slug, office);
  }
  return [...bySlug.values()].sort((a, b) => a.order - b.order);
}

/**
 * public/offices.json: written with each build, so the served build's Functions suggest the
 * offices that build shows (a publish that only changes content keeps the Function bundles).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allLocation: { nodes: LocationNode[] } }>(`
    {
      allLocation(sort: { order: ASC }) {
        nodes {
          locale
          slug
          order
          kind
          phone
          serves
          city
          company
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the locations for public/offices.json', result.errors as Error[]);
    return;
  }
  fs.writeFileSync(
    path.join(path.resolve('public'), officesFileName),
    `${JSON.stringify(officesOf(result.data.allLocation.nodes))}\n`,
  );
};
