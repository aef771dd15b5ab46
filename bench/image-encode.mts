// Sharp's encode time and output bytes per format, for choosing the image settings.
// `npx tsx bench/image-encode.mts [publicDir]` after a build: every resized image the build wrote
// (public/static/<digest>/<args>/<name>.<ext>) is encoded again from its upload, one at a time on
// one libvips thread, with gatsby-plugin-sharp's own settings (quality 50, sharp's default efforts,
// attention crop) and with the alternatives below, so each row is the same work measured the same
// way. A variant encodes only the formats it names. The fallback format follows the last build:
// a PNG variant needs a build whose PNG uploads had PNG fallbacks (before gatsby-config's JPG).
// VARIANTS=0,2 picks rows by index.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

type Format = 'avif' | 'webp' | 'png' | 'jpg';

interface Output {
  source: string;
  format: Format;
  width: number;
  height: number;
  bytes: number;
}

/** sharp's options for one format; `jpeg: true` encodes that output as JPEG instead. */
type EncodeOptions = sharp.AvifOptions & sharp.WebpOptions & sharp.PngOptions & sharp.JpegOptions & { jpeg?: boolean };

/** One way of encoding: sharp's options per output format (a format left out is not encoded). */
type Variant = { name: string; encode: Partial<Record<Format, EncodeOptions>> };

const base: Record<Format, EncodeOptions> = {
  avif: { quality: 50 },
  webp: { quality: 50 },
  png: { compressionLevel: 9, adaptiveFiltering: false, quality: 50 },
  jpg: { quality: 50, progressive: true },
};

const variants: Variant[] = [
  { name: 'gatsby-plugin-sharp alone: q50, AVIF effort 4, PNG palette', encode: base },
  ...[3, 2, 1].map((effort) => ({ name: `AVIF effort ${effort}`, encode: { avif: { quality: 50, effort } } })),
  ...[4, 1].map((effort) => ({ name: `PNG palette effort ${effort}`, encode: { png: { ...base.png, effort } } })),
  { name: 'PNG truecolour level 9', encode: { png: { compressionLevel: 9, adaptiveFiltering: false } } },
  ...[50, 75].map((quality) => ({
    name: `PNG sources: JPEG q${quality} fallback`,
    encode: { png: { jpeg: true, quality, progressive: true } },
  })),
  // As built now (src/node/images.ts; gatsby-config's jpgOptions; JPG fallbacks, also where the
  // build being measured still had PNG ones).
  {
    name: 'chosen: AVIF effort 2, JPEG q75 fallbacks',
    encode: {
      ...base,
      avif: { quality: 50, effort: 2 },
      png: { jpeg: true, quality: 75, progressive: true },
      jpg: { quality: 75, progressive: true },
    },
  },
];
const only = process.env.VARIANTS?.split(',');

function uploads(root: string) {
  const byName = new Map<string, string>();
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (/\.(png|jpe?g)$/i.test(file)) byName.set(path.parse(file).name, path.join(root, file));
  }
  return byName;
}

async function outputs(publicDir: string, sources: Map<string, string>): Promise<Output[]> {
  const dir = path.join(publicDir, 'static');
  const list: Output[] = [];
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const { name, ext } = path.parse(file);
    const format = ext.slice(1) as Format;
    const source = sources.get(name);
    if (!source || !(format in base)) continue;
    const full = path.join(dir, file);
    const { width = 0, height = 0 } = await sharp(full).metadata();
    list.push({ source, format, width, height, bytes: fs.statSync(full).size });
  }
  return list;
}

async function encode(output: Output, options: EncodeOptions) {
  const pipeline = sharp(output.source)
    .rotate()
    .resize(output.width, output.height, { fit: 'cover', position: sharp.strategy.attention });
  const formatted = options.jpeg
    ? pipeline.jpeg(options)
    : output.format === 'avif'
      ? pipeline.avif(options)
      : output.format === 'webp'
        ? pipeline.webp(options)
        : output.format === 'png'
          ? pipeline.png(options)
          : pipeline.jpeg(options);
  const started = process.hrtime.bigint();
  const buffer = await formatted.toBuffer();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: buffer.length };
}

const publicDir = path.resolve(process.argv[2] ?? 'public');
const list = await outputs(publicDir, uploads(path.resolve('static/uploads')));
sharp.concurrency(1);
const rows = [];
for (const variant of variants.filter((_, index) => !only || only.includes(String(index)))) {
  const totals = new Map<Format, { files: number; ms: number; bytes: number }>();
  for (const output of list) {
    const options = variant.encode[output.format];
    if (!options) continue;
    const { ms, bytes } = await encode(output, options);
    const total = totals.get(output.format) ?? { files: 0, ms: 0, bytes: 0 };
    totals.set(output.format, { files: total.files + 1, ms: total.ms + ms, bytes: total.bytes + bytes });
  }
  for (const [format, { files, ms, bytes }] of totals) {
    rows.push({
      variant: variant.name,
      format,
      files,
      's (1 thread)': +(ms / 1000).toFixed(2),
      KB: Math.round(bytes / 1024),
    });
  }
}
console.table(rows);
console.log(
  `The build wrote: ${(['avif', 'webp', 'png', 'jpg'] as Format[])
    .map((f) => `${f} ${Math.round(list.filter((o) => o.format === f).reduce((s, o) => s + o.bytes, 0) / 1024)} KB`)
    .join(', ')}`,
);
