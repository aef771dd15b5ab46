/**
 * The customer and partner strip of the home page: wordmarks drawn by scripts/samples/draw-identity.mjs
 * (static/images/partners/<slug>.svg). The names are invented for this site; none is a real company.
 * They are the customers the site names throughout: every case study is told under one of these
 * names (src/model/__tests__/customer-policy.test.ts), never as "a leading display panel maker".
 */
export const partners = [
  { slug: 'halvexa-display', name: 'Halvexa Display' },
  { slug: 'qorvane-semiconductor', name: 'Qorvane Semiconductor' },
  { slug: 'brixolt-energy', name: 'Brixolt Energy' },
  { slug: 'tessarine-medical', name: 'Tessarine Medical' },
  { slug: 'novacline-glass', name: 'Novacline Glass Works' },
  { slug: 'zemtrix-circuits', name: 'Zemtrix Circuits' },
  { slug: 'orvessa-solar', name: 'Orvessa Solar' },
] as const;
