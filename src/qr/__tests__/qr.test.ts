/**
 * @jest-environment node
 */
// The drawn symbols are real QR codes: each image is rendered to pixels (sharp) and read back
// by an independent decoder (jsQR), at the smallest size the footer shows and with longer texts
// that need the larger versions (blocks, alignment patterns, version information).
import sharp from 'sharp';
import jsQR from 'jsqr';
import { encodeQr, qrSvg } from '../qr';

async function decode(svg: string, pixels: number) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 600 })
    .resize(pixels, pixels, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height);
}

describe('qrSvg', () => {
  it.each([
    ['version 1', 'https://w.cn/a', 1],
    ['a short https address', 'https://w.url.cn/s/Yc', 2],
    ['Chinese text (UTF-8)', '曜辰激光 微信公众号', 3],
    ['a WeChat official account', 'http://weixin.qq.com/r/mp/q0NsSVXEmwRwrXnC9x2K', 4],
    ['version 5 (two blocks)', `https://www.yaochen-laser.cn/?${'a'.repeat(40)}`, 5],
    ['version 7 (four blocks, version information)', `https://www.yaochen-laser.cn/?${'b'.repeat(80)}`, 7],
    ['version 8', `https://www.yaochen-laser.cn/?${'c'.repeat(100)}`, 8],
    ['version 10 (16-bit count, short and long blocks)', 'd'.repeat(200), 10],
  ])('encodes %s so that a decoder reads it back', async (_name, text, version) => {
    const modules = encodeQr(text);
    expect(modules).toHaveLength(version * 4 + 17);
    const read = await decode(qrSvg(text), (version * 4 + 25) * 6);
    expect(read?.data).toBe(text);
    expect(read?.version).toBe(version);
  });

  it('is read at the footer size (112 px) too', async () => {
    const text = 'http://weixin.qq.com/r/mp/q0NsSVXEmwRwrXnC9x2K';
    expect((await decode(qrSvg(text), 112))?.data).toBe(text);
  });

  it('draws the three finder patterns and a four-module quiet zone', () => {
    const modules = encodeQr('https://w.url.cn/s/Yc');
    const size = modules.length;
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      expect(modules[y]!.slice(x, x + 7)).toEqual(new Array(7).fill(true));
      expect(modules[y + 1]!.slice(x, x + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(modules[y + 3]!.slice(x, x + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    expect(qrSvg('https://w.url.cn/s/Yc')).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
  });

  it('escapes its title', () => {
    expect(qrSvg('x', { title: 'A & <B>' })).toContain('<title>A &amp; &lt;B&gt;</title>');
  });
});
