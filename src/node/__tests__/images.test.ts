import sharp from 'sharp';
import { avifEffort, setDefaultAvifEffort } from '../images';

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
