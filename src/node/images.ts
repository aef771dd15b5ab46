import sharp from 'sharp';

/**
 * AVIF encoding effort (libaom speed, 0 slowest to 9): measured with bench/image-encode.mts on the
 * 141 AVIF files of the shipped site, one libvips thread: sharp's default 4 took 46 s for 524 KB,
 * effort 3 22 s for 545 KB, effort 2 9.5-11 s for 507 KB, effort 1 6 s for 547 KB, effort 0
 * 3.5 s for 873 KB. Effort 2 is five times faster and 3 % smaller at the same quality setting.
 */
export const avifEffort = 2;

type AvifOptions = Parameters<sharp.Sharp['avif']>[0];

const patched = Symbol.for('laser-site.avifEffort');
const flattened = Symbol.for('laser-site.jpegOnSurface');

/** The page surface (--color-surface in src/styles/tokens.css) that a transparent upload sits on. */
export const jpegBackground = '#ffffff';

/**
 * Makes `sharp().avif()` use `effort` when its caller names none. gatsby-plugin-sharp 5 passes
 * only `quality` and drops every other AVIF option (its createTransformObject keeps a fixed list
 * of keys), so the effort can only be given here. Its jobs run in Gatsby's main process
 * (gatsby/dist/utils/jobs/manager.js), which loads gatsby-node first; sharp is one module
 * (node_modules/sharp), so changing its prototype reaches them. Idempotent.
 */
export function setDefaultAvifEffort(effort = avifEffort): void {
  const prototype = sharp.prototype as sharp.Sharp & { [patched]?: number };
  if (prototype[patched] !== undefined) {
    prototype[patched] = effort;
    return;
  }
  const avif = prototype.avif;
  prototype[patched] = effort;
  prototype.avif = function avifWithEffort(this: sharp.Sharp, options?: AvifOptions) {
    return avif.call(this, { effort: prototype[patched], ...options });
  };
}

/**
 * Makes `sharp().jpeg()` flatten transparency onto the page surface. Every picture's fallback is a
 * JPEG (gatsby-config.ts), and JPEG has no alpha: libvips drops it, so a cut-out product photo
 * uploaded as a transparent PNG got a black background in its fallback and in its og:image link
 * preview. AVIF and WebP keep their alpha. gatsby-plugin-sharp calls `.jpeg({ force })` on every
 * pipeline, with `force` true only when the output is JPEG: only then is the image flattened. Same
 * reach and idempotence as setDefaultAvifEffort.
 */
export function flattenJpegOnSurface(background = jpegBackground): void {
  const prototype = sharp.prototype as sharp.Sharp & { [flattened]?: true };
  if (prototype[flattened]) return;
  const jpeg = prototype.jpeg;
  prototype[flattened] = true;
  prototype.jpeg = function jpegOnSurface(this: sharp.Sharp, options?: Parameters<sharp.Sharp['jpeg']>[0]) {
    return jpeg.call(options?.force === false ? this : this.flatten({ background }), options);
  };
}
