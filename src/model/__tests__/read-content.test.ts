import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContentOnDisk } from '../read-content';

/** A copy of the repository's content/ and static/uploads, to break on purpose. */
function contentCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  const repo = path.resolve(__dirname, '../../..');
  fs.cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
  fs.cpSync(path.join(repo, 'static'), path.join(root, 'static'), { recursive: true });
  return root;
}

describe('checkContentOnDisk', () => {
  let root: string;
  beforeAll(() => {
    root = contentCopy();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('passes the shipped content and lists the English fallbacks', () => {
    const report = checkContentOnDisk(root);
    expect(report.problems).toEqual([]);
    expect(report.files.length).toBeGreaterThan(100);
    for (const line of report.fallbacks) expect(line).toMatch(/^content\/\S+\.yml: en\.\w+$/);
  });

  it('sees the whole set: deleting a product that an expert points to names the expert file and field', () => {
    const experts = path.join(root, 'content', 'experts');
    const pointing = fs
      .readdirSync(experts)
      .map((name) => ({ name, text: fs.readFileSync(path.join(experts, name), 'utf8') }))
      .find(({ text }) => /products:[ \t]*\n\s*- /.test(text))!;
    const product = /products:[ \t]*\n\s*- ([a-z0-9-]+)/.exec(pointing.text)![1]!;
    fs.rmSync(path.join(root, 'content', 'products', `${product}.yml`));
    const { problems, fallbacks } = checkContentOnDisk(root);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: `content/experts/${pointing.name}`,
        collection: 'experts',
        path: ['products'],
        rule: 'relation',
        values: { value: product, target: 'products' },
      }),
    );
    expect(fallbacks).toEqual([]);
  });
});
