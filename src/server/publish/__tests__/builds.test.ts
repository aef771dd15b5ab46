import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  activateBuild,
  builtAt,
  contentHash,
  currentBuild,
  listBuilds,
  listingLines,
  newBuildId,
  rollbackBuild,
  servedBuildDir,
  switchBuild,
} from '../builds';

let root: string;

/** What `gatsby build` leaves behind, with `marker` in the home page. */
function fakeBuild(marker: string) {
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true });
  fs.mkdirSync(path.join(root, 'public'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public', 'index.html'), marker);
  fs.writeFileSync(path.join(root, 'public', '404.html'), 'not found');
  const functions = path.join(root, '.cache', 'functions');
  fs.mkdirSync(functions, { recursive: true });
  fs.writeFileSync(path.join(functions, 'health.js'), `module.exports = () => ${JSON.stringify(marker)};`);
  const entry = {
    functionRoute: 'health',
    relativeCompiledFilePath: 'health.js',
    absoluteCompiledFilePath: path.join(functions, 'health.js'),
  };
  fs.writeFileSync(path.join(functions, 'manifest.json'), JSON.stringify([entry]));
  fs.writeFileSync(path.join(root, '.cache', 'redirects.json'), '[]');
}

/** Where the served build's manifest points for the health Function. */
const functionPath = () =>
  (JSON.parse(served('.cache/functions/manifest.json')) as { absoluteCompiledFilePath: string }[])[0]!
    .absoluteCompiledFilePath;

const served = (file: string) => fs.readFileSync(path.join(servedBuildDir(root)!, file), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'builds-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('switchBuild', () => {
  it('copies public/, the Functions and redirects into .builds/<id>/ and points current at it', () => {
    expect(servedBuildDir(root)).toBeNull();
    fakeBuild('first');
    const info = switchBuild(root, { commit: 'abcdef0123456789' });
    expect(served('public/index.html')).toBe('first');
    expect(served('.cache/redirects.json')).toBe('[]');
    expect(fs.readFileSync(functionPath(), 'utf8')).toContain('first');
    expect(currentBuild(root)).toEqual(info);
    expect(info.commit).toBe('abcdef0123456789');
    // The copy does not change with the next build's files.
    fakeBuild('second, not switched');
    expect(served('public/index.html')).toBe('first');
  });

  it('links the files a new build left unchanged or rewrote as they were to the previous build, copies the rest; neither changes the other', () => {
    fakeBuild('first');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, 'public', file)), { recursive: true });
      fs.writeFileSync(path.join(root, 'public', file), text);
    };
    write('static/photo.jpg', 'jpeg bytes');
    write('page/index.html', 'page v1');
    const first = switchBuild(root, { commit: 'a'.repeat(40) });
    // The next build changes one page (same length, a later time), writes the home page again as
    // it was (a later time) and leaves the photo alone.
    const later = new Date(Date.now() + 5000);
    write('page/index.html', 'page v2');
    fs.utimesSync(path.join(root, 'public', 'page/index.html'), later, later);
    fs.writeFileSync(path.join(root, 'public', 'index.html'), 'first');
    fs.utimesSync(path.join(root, 'public', 'index.html'), later, later);
    const second = switchBuild(root, { commit: 'b'.repeat(40) });
    const inode = (id: string, file: string) => fs.statSync(path.join(root, '.builds', id, 'public', file)).ino;
    expect(inode(second.id, 'static/photo.jpg')).toBe(inode(first.id, 'static/photo.jpg'));
    expect(inode(second.id, 'page/index.html')).not.toBe(inode(first.id, 'page/index.html'));
    expect(inode(second.id, 'index.html')).toBe(inode(first.id, 'index.html'));
    expect(served('public/page/index.html')).toBe('page v2');
    expect(fs.readFileSync(path.join(root, '.builds', first.id, 'public', 'page/index.html'), 'utf8')).toBe('page v1');
    // A later build writing public/ in place never reaches a kept build: none links to public/.
    fs.writeFileSync(path.join(root, 'public', 'static/photo.jpg'), 'new bytes!');
    expect(served('public/static/photo.jpg')).toBe('jpeg bytes');
    expect(inode(second.id, 'static/photo.jpg')).not.toBe(fs.statSync(path.join(root, 'public/static/photo.jpg')).ino);
  });

  it('keeps the source maps and webpack.stats.json out of the served tree, beside it in build-only/', () => {
    fakeBuild('first');
    fs.writeFileSync(path.join(root, 'public', 'app-0123456789abcdef0123.js'), 'app()');
    fs.writeFileSync(path.join(root, 'public', 'app-0123456789abcdef0123.js.map'), '{"sourcesContent":["x"]}');
    fs.writeFileSync(path.join(root, 'public', 'styles.0123456789abcdef0123.css.map'), '{}');
    fs.writeFileSync(path.join(root, 'public', 'webpack.stats.json'), '{"namedChunkGroups":{}}');
    const first = switchBuild(root);
    const servedFiles = fs.readdirSync(path.join(servedBuildDir(root)!, 'public')).sort();
    expect(servedFiles).toEqual(['404.html', 'app-0123456789abcdef0123.js', 'index.html']);
    expect(served('build-only/webpack.stats.json')).toBe('{"namedChunkGroups":{}}');
    expect(served('build-only/app-0123456789abcdef0123.js.map')).toContain('sourcesContent');
    // Unchanged in the next build: linked to the previous copy, as public/'s files are.
    const second = switchBuild(root);
    const inode = (id: string) => fs.statSync(path.join(root, '.builds', id, 'build-only', 'webpack.stats.json')).ino;
    expect(inode(second.id)).toBe(inode(first.id));
  });

  it('switches nothing when the build left no site (a failed clean build empties public/)', () => {
    fakeBuild('good');
    switchBuild(root);
    fs.rmSync(path.join(root, 'public'), { recursive: true });
    fs.mkdirSync(path.join(root, 'public'));
    expect(() => switchBuild(root)).toThrow(/no finished build/);
    expect(served('public/index.html')).toBe('good');
    expect(fs.readdirSync(path.join(root, '.builds')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('keeps the last two builds and the served one', () => {
    const ids = ['one', 'two', 'three'].map((marker) => {
      fakeBuild(marker);
      return switchBuild(root, { commit: marker, keep: 2 }).id;
    });
    expect(served('public/index.html')).toBe('three');
    const left = fs
      .readdirSync(path.join(root, '.builds'))
      .filter((name) => name !== 'current' && name !== 'functions');
    expect(left.sort()).toEqual(ids.slice(1).sort());
  });

  it('keeps one path per Function bundle content, so a content-only publish reuses the loaded Function', () => {
    fakeBuild('same code');
    switchBuild(root, { commit: 'a', keep: 2 });
    const first = functionPath();
    fs.writeFileSync(path.join(root, 'public', 'index.html'), 'new content, same Functions');
    switchBuild(root, { commit: 'b', keep: 2 });
    expect(functionPath()).toBe(first);
    fakeBuild('new code');
    switchBuild(root, { commit: 'c', keep: 2 });
    expect(functionPath()).not.toBe(first);
    expect(fs.readFileSync(functionPath(), 'utf8')).toContain('new code');
    // Builds b and c are kept: b still names the first bundle.
    expect(fs.existsSync(first)).toBe(true);
    fakeBuild('newer code');
    switchBuild(root, { commit: 'd', keep: 2 });
    expect(fs.existsSync(first)).toBe(false);
  });

  it("links the Function bundles a build left as they were to the previous build's, and keeps each manifest its own", () => {
    fakeBuild('same code');
    const first = switchBuild(root, { commit: 'a' });
    fakeBuild('same code');
    const second = switchBuild(root, { commit: 'b' });
    fakeBuild('new code');
    const third = switchBuild(root, { commit: 'c' });
    const file = (id: string, name: string) => path.join(root, '.builds', id, '.cache', 'functions', name);
    const inode = (id: string, name: string) => fs.statSync(file(id, name)).ino;
    expect(inode(second.id, 'health.js')).toBe(inode(first.id, 'health.js'));
    expect(inode(third.id, 'health.js')).not.toBe(inode(second.id, 'health.js'));
    expect(fs.readFileSync(file(second.id, 'health.js'), 'utf8')).toContain('same code');
    expect(fs.readFileSync(file(third.id, 'health.js'), 'utf8')).toContain('new code');
    expect(inode(second.id, 'manifest.json')).not.toBe(inode(first.id, 'manifest.json'));
    expect(fs.readFileSync(functionPath(), 'utf8')).toContain('new code');
  });

  it('rolls back to the build before the served one, and activates any kept build by id', () => {
    const ids = ['one', 'two', 'three'].map((marker) => {
      fakeBuild(marker);
      return switchBuild(root, { commit: marker }).id;
    });
    expect(listBuilds(root).map((build) => build.id)).toEqual(ids);
    expect(rollbackBuild(root)?.id).toBe(ids[1]);
    expect(served('public/index.html')).toBe('two');
    expect(rollbackBuild(root)?.id).toBe(ids[0]);
    expect(rollbackBuild(root)).toBeNull();
    expect(served('public/index.html')).toBe('one');
    activateBuild(root, ids[2]!);
    expect(currentBuild(root)?.commit).toBe('three');
    expect(() => activateBuild(root, '../elsewhere')).toThrow(/No finished build/);
    expect(() => activateBuild(root, 'missing')).toThrow(/No finished build/);
  });
});

describe('what tells builds apart (deploy.sh --list)', () => {
  it('names a build by the time it was made and its commit, and reads the time back', () => {
    const made = new Date('2026-11-23T16:35:12.345Z');
    expect(newBuildId('1a2b3c4d5e6f', made)).toBe('20261123T163512345Z-1a2b3c4d');
    expect(newBuildId(null, made)).toBe('20261123T163512345Z-local');
    expect(builtAt('20261123T163512345Z-1a2b3c4d')).toEqual(made);
    expect(builtAt('a-build-of-another-name')).toBeNull();
  });

  it('hashes what a build serves: builds of one commit with different edits differ, the same content is equal', () => {
    fakeBuild('edit one');
    const first = switchBuild(root, { commit: 'a'.repeat(40), uncommitted: true });
    fs.writeFileSync(path.join(root, 'public', 'index.html'), 'edit two');
    const second = switchBuild(root, { commit: 'a'.repeat(40), uncommitted: true });
    fs.writeFileSync(path.join(root, 'public', 'index.html'), 'edit one');
    const third = switchBuild(root, { commit: 'a'.repeat(40), uncommitted: false });
    expect(first.content).toMatch(/^[0-9a-f]{64}$/);
    expect(second.content).not.toBe(first.content);
    expect(third.content).toBe(first.content);
    // Recorded in build.json, and the same hash read from the copy again.
    expect(currentBuild(root)?.content).toBe(third.content);
    expect(contentHash(path.join(root, '.builds', first.id))).toBe(first.content);
    // The web server's files made from the rest (they name the build's id) leave it as it is.
    fs.writeFileSync(
      path.join(root, '.builds', first.id, 'public', '.nginx-headers.conf'),
      'add_header X-Site-Build x;',
    );
    expect(contentHash(path.join(root, '.builds', first.id))).toBe(first.content);
    // A Function's code counts; the manifest, which names this machine's paths, does not.
    fs.writeFileSync(path.join(root, '.builds', first.id, '.cache', 'functions', 'health.js'), 'changed');
    expect(contentHash(path.join(root, '.builds', first.id))).not.toBe(first.content);

    const lines = listingLines(listBuilds(root), currentBuild(root)!.id);
    const short = (hash: string | undefined) => hash!.slice(0, 12);
    const time = (id: string) =>
      builtAt(id)!
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC');
    expect(lines).toEqual([
      `  ${first.id}  built ${time(first.id)}  commit aaaaaaaaaaaa + uncommitted edits  content ${short(first.content)} (the same as ${third.id})`,
      `  ${second.id}  built ${time(second.id)}  commit aaaaaaaaaaaa + uncommitted edits  content ${short(second.content)}`,
      `* ${third.id}  built ${time(third.id)}  commit aaaaaaaaaaaa  content ${short(third.content)} (the same as ${first.id})`,
    ]);
  });

  it('lists a build recorded before content hashes as such', () => {
    expect(
      listingLines([{ id: '20260101T000000000Z-local', commit: null, switchedAt: '' }], '20260101T000000000Z-local'),
    ).toEqual([
      '* 20260101T000000000Z-local  built 2026-01-01 00:00:00 UTC  commit unknown  content not recorded (built before content hashes)',
    ]);
  });

  it('refuses an id that is not a plain name, or one kept already, switching nothing', () => {
    fakeBuild('one');
    const first = switchBuild(root, { commit: 'a' });
    expect(() => switchBuild(root, { id: '../elsewhere' })).toThrow('is not a build id');
    expect(() => switchBuild(root, { id: first.id })).toThrow('is kept already');
    expect(currentBuild(root)?.id).toBe(first.id);
    expect(fs.readdirSync(path.join(root, '.builds')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
