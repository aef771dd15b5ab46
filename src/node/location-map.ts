import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { locales } from '../i18n/locales';
import { mergedMessages } from '../i18n/catalogs';
import { translate } from '../i18n/messages';
import { mapPanels, panelPicture } from '../components/location-map/map-panels';
import { drawPanel } from '../maps/draw-map';

/**
 * public/maps/<panel>-<locale>.svg: the outline pictures of the locations map, drawn with each
 * build from the site's own outline data (src/maps/outline.ts); the markers are the page's links.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = () => {
  const publicDir = path.resolve('public');
  for (const locale of locales) {
    const caption = translate(mergedMessages(locale), 'locations.map.southChinaSea');
    for (const panel of mapPanels) {
      const file = path.join(publicDir, panelPicture(panel, locale));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, drawPanel(panel, caption));
    }
  }
};
