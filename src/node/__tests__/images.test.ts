import sharp from 'sharp';
import { avifEffort, flattenJpegOnSurface, jpegBackground, setDefaultAvifEffort } from '../images';

/** The AVIF effort sharp will encode with (its options are internal, and this is the setting). */
const heifEffort = (image: sharp.Sharp) => (image as unknown as { options: { heifEffort: number } }).options.heifEffort;

const blank = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f3f95' } });

describe('setDefaultAvifEffort', () => {
  afterAll(() => setDefaultAvifEffort(avifEffort));

  it('gives AVIF the chosen effort when the caller names only a quality, as gatsby-plugin-sharp does', () => {
    setDefaultAvifEffort();
    expect(avifEffort).toBe(2);
    expect(heifEffort(blank().avif({ quality: 50 }))).toBe(2);
    expect(heifEffort(blank().avif())).toBe(2);
  });

  it('keeps an effort the caller names, and can be set again without wrapping twice', () => {
    setDefaultAvifEffort();
    const avif = sharp.prototype.avif;
    setDefaultAvifEffort(3);
    expect(sharp.prototype.avif).toBe(avif);
    expect(heifEffort(blank().avif({ quality: 50 }))).toBe(3);
    expect(heifEffort(blank().avif({ quality: 50, effort: 6 }))).toBe(6);
  });

  it('still encodes AVIF (and leaves other formats to their own options)', async () => {
    setDefaultAvifEffort();
    const { info } = await blank().avif({ quality: 50 }).toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('heif');
    const png = await blank().png().avif({ quality: 50, force: false }).toBuffer({ resolveWithObject: true });
    expect(png.info.format).toBe('png');
  });
});

describe('flattenJpegOnSurface', () => {
  /** A 4×4 PNG, fully transparent: what a cut-out product photo is around the product. */
  const transparentPng = () =>
    sharp({ create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
  const firstPixel = async (image: Buffer) => [...(await sharp(image).raw().toBuffer()).subarray(0, 3)];

  it('puts a transparent upload on the white surface in its JPEG fallback (libvips alone gives black)', async () => {
    const png = await transparentPng();
    flattenJpegOnSurface();
    expect(jpegBackground).toBe('#ffffff');
    const jpeg = await sharp(png).resize(2).jpeg({ quality: 75 }).toBuffer();
    for (const channel of await firstPixel(jpeg)) expect(channel).toBeGreaterThan(250);
  });

  it('leaves WebP and AVIF their alpha, as gatsby-plugin-sharp chains every format with force: false', async () => {
    flattenJpegOnSurface();
    const jpegFlag = sharp.prototype.jpeg;
    flattenJpegOnSurface();
    expect(sharp.prototype.jpeg).toBe(jpegFlag);
    const webp = await sharp(await transparentPng())
      .webp({ force: true })
      .jpeg({ force: false })
      .toBuffer({ resolveWithObject: true });
    expect(webp.info.format).toBe('webp');
    expect((await sharp(webp.data).metadata()).hasAlpha).toBe(true);
  });
});
