// The served build holds only the scripts and stylesheets its own pages can load: Gatsby never
// empties public/ between builds, and every old app-<hash>.js or commons-<hash>.js used to be copied
// into each kept build and served for ever (src/node/stale-assets.ts removes them after a build).
// Checked against what the build itself names, not against the list stale-assets.ts keeps.
import fs from 'node:fs';
import path from 'node:path';

const servedBuild = fs.realpathSync(path.join(__dirname, '..', '.builds', 'current'));
const served = path.join(servedBuild, 'public');
const hashedBundle = /^(?:[\w~-]+-[0-9a-f]{20}\.js|[\w~-]+\.[0-9a-f]{20}\.css)$/;

/** The bundle names Gatsby's webpack.stats.json and chunk-map.json name, and the hashes the runtime loads lazy chunks by. */
function referenced() {
  // Kept beside the served tree, never in it (src/server/publish/builds.ts).
  const stats = fs.readFileSync(path.join(servedBuild, 'build-only', 'webpack.stats.json'), 'utf8');
  const chunkMap = fs.readFileSync(path.join(served, 'chunk-map.json'), 'utf8');
  const names = new Set(
    [...`${stats}\n${chunkMap}`.matchAll(/[\w~-]+(?:-[0-9a-f]{20}\.js|\.[0-9a-f]{20}\.css)/g)].map(([name]) => name),
  );
  const runtime = [...names].filter((name) => name.startsWith('webpack-runtime-'));
  const lazyHashes = new Set(
    runtime.flatMap((name) =>
      [...fs.readFileSync(path.join(served, name), 'utf8').matchAll(/"([0-9a-f]{20})"/g)].map(([, hash]) => hash!),
    ),
  );
  return { names, runtime, lazyHashes };
}

describe('the served build', () => {
  it('holds no hashed script or stylesheet that its webpack stats, chunk map or runtime does not name', () => {
    const { names, runtime, lazyHashes } = referenced();
    expect(runtime).toHaveLength(1);
    const bundles = fs.readdirSync(served).filter((name) => hashedBundle.test(name));
    expect(bundles.filter((name) => name.startsWith('app-'))).toHaveLength(1);
    const unreferenced = bundles.filter(
      (name) => !names.has(name) && !lazyHashes.has(name.slice(-'0123456789abcdef0123.js'.length, -'.js'.length)),
    );
    expect(unreferenced).toEqual([]);
    // Nor their maps, licences or compressed copies.
    const leftovers = fs
      .readdirSync(served)
      .filter((name) => /\.(?:map|LICENSE\.txt|br|gz)$/.test(name))
      .map((name) => name.replace(/(?:\.map|\.LICENSE\.txt)?(?:\.br|\.gz)?$/, ''))
      .filter((name) => hashedBundle.test(name) && !bundles.includes(name));
    expect(leftovers).toEqual([]);
  });

  it('loads every page with scripts that are all there', () => {
    const { names } = referenced();
    for (const name of names) expect([name, fs.existsSync(path.join(served, name))]).toEqual([name, true]);
  });
});
