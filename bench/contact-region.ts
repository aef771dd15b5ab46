// The city lookup's cost: loading ip2region once, the lookup per message over random
// addresses, and the store path (lookup + SQLite insert) next to the insert alone. Prints
// figures, asserts nothing. Part of `npm run bench:contact`; `-- --region-only` runs only this.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRegionLookup } from '../src/server/contact/region';
import { openSqliteStore } from '../src/server/contact/store-sqlite';
import type { NewMessage } from '../src/server/contact/types';

const lookups = Number(process.env.BENCH_LOOKUPS ?? 100_000);
const inserts = Number(process.env.BENCH_REGION_INSERTS ?? 2000);

/** A deterministic pseudo-random generator (mulberry32), so runs compare. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random addresses: 80 % IPv4, 10 % IPv4-mapped IPv6, 10 % IPv6 in the allocated 2000::/3. */
function addresses(count: number): string[] {
  const next = random(12);
  const byte = () => Math.floor(next() * 256);
  const group = () => Math.floor(next() * 0x10000).toString(16);
  return Array.from({ length: count }, () => {
    const kind = next();
    const v4 = `${byte()}.${byte()}.${byte()}.${byte()}`;
    if (kind < 0.8) return v4;
    if (kind < 0.9) return `::ffff:${v4}`;
    return `${(0x2000 + Math.floor(next() * 0x2000)).toString(16)}:${group()}:${group()}:${group()}::${group()}`;
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const micro = (ns: number) => Math.round(ns / 10) / 100;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    'median µs': micro(quantile(sorted, 0.5)),
    'p99 µs': micro(quantile(sorted, 0.99)),
    'max µs': micro(sorted[sorted.length - 1]!),
  };
};

/** Nanoseconds per call of `run` for each item. */
function timeEach<T>(items: readonly T[], run: (item: T) => unknown): number[] {
  return items.map((item) => {
    const start = process.hrtime.bigint();
    run(item);
    return Number(process.hrtime.bigint() - start);
  });
}

const message = (index: number): NewMessage => ({
  submissionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  company: '压测公司',
  name: `压测用户 ${index}`,
  telephone: '13800138000',
  email: '',
  country: 'CN',
  message: '询价',
  requestType: 'general',
  product: '',
  material: '',
  process: '',
  partSize: '',
  serialNumber: '',
  locale: 'zh',
  page: '/',
  receivedAt: new Date().toISOString(),
  ipHash: 'bench',
  userAgent: 'bench',
  consentVersion: '2026-11',
  regionCountry: '',
  regionProvince: '',
  regionCity: '',
});

export async function regionBench(): Promise<void> {
  const before = process.memoryUsage();
  const loadStart = process.hrtime.bigint();
  const lookup = createRegionLookup();
  const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;
  const after = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  console.log(
    `\nCity lookup (ip2region, in process): loaded in ${loadMs.toFixed(1)} ms; ` +
      `memory +${mb(after.rss - before.rss)} MB RSS, +${mb(after.arrayBuffers - before.arrayBuffers)} MB buffers`,
  );

  const sample = addresses(lookups);
  // Warm-up: the first calls compile the search code.
  for (const ip of sample.slice(0, 5000)) lookup(ip);
  const known = sample.filter((ip) => lookup(ip).country !== null).length;
  const rows: Record<string, string | number>[] = [
    { what: `lookup, ${lookups} random addresses (${known} resolved)`, ...summary(timeEach(sample, lookup)) },
    {
      what: 'lookup, IPv4 only',
      ...summary(
        timeEach(
          sample.filter((ip) => !ip.includes(':')),
          lookup,
        ),
      ),
    },
    {
      what: 'lookup, IPv6 only (mapped and native)',
      ...summary(
        timeEach(
          sample.filter((ip) => ip.includes(':')),
          lookup,
        ),
      ),
    },
  ];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-region-'));
  const store = openSqliteStore(path.join(dir, 'contact.sqlite'));
  try {
    await store.insert(message(0)); // creates the schema
    const timeInserts = async (offset: number, withLookup: boolean) => {
      const samples: number[] = [];
      for (let index = 1; index <= inserts; index += 1) {
        const start = process.hrtime.bigint();
        const row = message(offset + index);
        if (withLookup) {
          const region = lookup(sample[index % sample.length]!);
          row.regionCountry = region.country ?? '';
          row.regionProvince = region.province ?? '';
          row.regionCity = region.city ?? '';
        }
        await store.insert(row);
        samples.push(Number(process.hrtime.bigint() - start));
      }
      return samples;
    };
    rows.push({ what: `store: SQLite insert alone (${inserts})`, ...summary(await timeInserts(0, false)) });
    rows.push({ what: `store: lookup + SQLite insert (${inserts})`, ...summary(await timeInserts(inserts, true)) });
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.table(rows);
}
