import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { qrSvg } from '../qr/qr';

/**
 * The WeChat official account's QR code, drawn at build time from the link in the site settings
 * (footer.wechatUrl): an SVG under /static/ named by its content, so it is cached for good and a
 * new link gets a new file. Empty link: no image.
 */
export function writeWechatQr(url: string | null | undefined, publicDir = path.resolve('public')): string | null {
  if (!url) return null;
  const svg = qrSvg(url, { title: 'WeChat QR code' });
  const name = `wechat-qr-${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.svg`;
  const file = path.join(publicDir, 'static', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
  }
  return `/static/${name}`;
}

/** The public-security filing's record on the national platform: its 14-digit number is the query. */
export function publicSecurityRecord(filing: string | null | undefined): string | null {
  const code = /(\d{14})/.exec(filing ?? '')?.[1];
  return code ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}` : null;
}

/** Worked out at build time, so that pages carry the results and no code for them. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  (create as (resolvers: object) => void)({
    SiteSettingsFooter: {
      wechatQr: {
        type: 'String',
        resolve: (source: { wechatUrl?: string | null }) => writeWechatQr(source.wechatUrl),
      },
      publicSecurityUrl: {
        type: 'String',
        resolve: (source: { publicSecurity?: string | null }) => publicSecurityRecord(source.publicSecurity),
      },
    },
  });
};
