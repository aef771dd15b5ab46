import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

// Every HTML file of the build against .htmlvalidate.json (its rules are explained in docs/testing.md).
const publicDir = path.join(__dirname, '..', 'public');
const htmlFiles = fs
  .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
  .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
  .sort();

describe('built HTML (html-validate)', () => {
  it('finds every page of the build', () => {
    expect(htmlFiles.length).toBeGreaterThan(100);
  });

  // React writes a large Suspense boundary (a lazily loaded part is one) into a hidden element at
  // the end of the body, moved in by a script, unless told otherwise (render-in-order.ts): without
  // JavaScript, and for a crawler that reads the HTML only, such a part of the page stays hidden.
  it('has every part of every page in place, none waiting for a script to move it in', () => {
    const outOfOrder = htmlFiles.filter((file) =>
      /<template id="B:|<div hidden id="S:|\$RC\(/.test(fs.readFileSync(path.join(publicDir, file), 'utf8')),
    );
    expect(outOfOrder).toEqual([]);
  });

  it('has no error in any page', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const file of htmlFiles) {
      const report = await validator.validateFile(path.join(publicDir, file));
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
