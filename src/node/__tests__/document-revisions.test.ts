/**
 * @jest-environment node
 */
// A document's revision (scripts/lib/document-revisions.ts) counts the commits that changed what it
// shows, dated by the last of them: in a throwaway repository with the site's content and strings,
// commits that change a product's picture list, a story or a page's button leave it alone; one that
// changes a figure the datasheet prints makes its next revision; uncommitted work is dated today.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentRevisions } from '../../../scripts/lib/document-revisions';

const checkout = path.join(__dirname, '../../..');
const repo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'document-revisions-')), 'site');
afterAll(() => fs.rmSync(path.dirname(repo), { recursive: true, force: true }));

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
/** Commits everything at `when` (UTC; the revision's date is the day in China). */
function commit(message: string, when: string) {
  git('add', '-A');
  execFileSync('git', ['commit', '--quiet', '-m', message], {
    cwd: repo,
    env: { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when },
  });
}
function edit(file: string, change: (text: string) => string) {
  const full = path.join(repo, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  fs.writeFileSync(full, after);
}
const revisions = () => documentRevisions(repo, { code: 'test', today: '2030-01-01' });

beforeAll(() => {
  fs.mkdirSync(repo, { recursive: true });
  for (const part of ['content', 'locales'])
    fs.cpSync(path.join(checkout, part), path.join(repo, part), { recursive: true });
  git('init', '--quiet', '-b', 'main');
  git('config', 'user.name', 'Revisions test');
  git('config', 'user.email', 'revisions@example.com');
  commit('The content', '2026-03-01T02:00:00Z');
}, 60_000);

describe('document revisions', () => {
  it('number each document 1 at the commit it first appears, dated that day in China', () => {
    const first = revisions();
    expect(first.get('datasheets/yc-fs20-ir-zh.pdf')).toEqual({ number: 1, date: '2026-03-01' });
    expect(first.get('downloads/product-catalog-2026-en.pdf')).toEqual({ number: 1, date: '2026-03-01' });
    expect(first.get('certificates/iso-9001-en.pdf')).toEqual({ number: 1, date: '2026-03-01' });
  }, 60_000);

  it('move with a commit that changes what a document shows, and only then', () => {
    // 23:30 UTC is the next morning in Wuhan.
    edit('content/products/yc-fs20-ir.yml', (text) => text.replace(/\n {2}images:\n(?: {4}- .+\n)+/, '\n'));
    edit('locales/en/common.json', (text) => text.replace(/"\n}\s*$/, '",\n  "edited.inATest": "x"\n}\n'));
    edit('content/news/2026-09-iso-audit.yml', (text) => text.replace('审核组', '审核团队'));
    commit('Nothing a document shows', '2026-04-01T23:30:00Z');
    edit('content/products/yc-fs20-ir.yml', (text) => text.replace(/(\n {2}summary: )/, '$1改'));
    commit('The YC-FS20-IR’s Chinese summary', '2026-04-02T23:30:00Z');
    const after = revisions();
    expect(after.get('datasheets/yc-fs20-ir-zh.pdf')).toEqual({ number: 2, date: '2026-04-03' });
    expect(after.get('downloads/product-catalog-2026-zh.pdf')).toEqual({ number: 2, date: '2026-04-03' });
    // Its English page has its own summary; the other models' datasheets do not show it.
    expect(after.get('datasheets/yc-fs20-ir-en.pdf')).toEqual({ number: 1, date: '2026-03-01' });
    expect(after.get('datasheets/yc-fs50-ir-zh.pdf')).toEqual({ number: 1, date: '2026-03-01' });
    expect(after.get('certificates/iso-9001-zh.pdf')).toEqual({ number: 1, date: '2026-03-01' });
  }, 60_000);

  it('count an uncommitted change to a document as its next revision, dated today', () => {
    edit('content/honors/iso-9001.yml', (text) => text.replace('number: 17326Q20417R2M', 'number: 17326Q20417R3M'));
    try {
      const now = revisions();
      expect(now.get('certificates/iso-9001-en.pdf')).toEqual({ number: 2, date: '2030-01-01' });
      expect(now.get('certificates/iso-14001-en.pdf')).toEqual({ number: 1, date: '2026-03-01' });
    } finally {
      git('checkout', '--', 'content/honors/iso-9001.yml');
    }
  }, 60_000);

  it('count in a shallow clone after fetching the rest of its history, as in the full one', () => {
    const shallow = `${repo}-shallow`;
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repo}`, shallow]);
    try {
      expect(documentRevisions(shallow, { code: 'test', today: '2030-01-01' })).toEqual(revisions());
      expect(execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: shallow, encoding: 'utf8' })).toBe(
        'false\n',
      );
    } finally {
      fs.rmSync(shallow, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuse to count in a shallow clone that cannot fetch its history, whose numbers would differ', () => {
    const shallow = `${repo}-shallow-alone`;
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repo}`, shallow]);
    execFileSync('git', ['remote', 'remove', 'origin'], { cwd: shallow });
    try {
      expect(() => documentRevisions(shallow, { code: 'test' })).toThrow('is a shallow clone');
      expect(() => documentRevisions(shallow, { code: 'test' })).toThrow('fetch-depth: 0');
    } finally {
      fs.rmSync(shallow, { recursive: true, force: true });
    }
  });
});
