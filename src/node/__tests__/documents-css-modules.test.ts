/**
 * @jest-environment node
 */
// The documents run from an esbuild bundle (scripts/lib/documents-code.ts), where a component's
// CSS module gives its own class names, as jest's identity-obj-proxy does, and a plain stylesheet
// nothing: the documents carry their own CSS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { cssModulesAsNames } from '../../../scripts/lib/documents-code';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-css-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

it('gives each class of a CSS module its own name, and a plain stylesheet nothing', async () => {
  fs.writeFileSync(
    path.join(temp, 'table.module.css'),
    `/* .commented {} */
.scroll { overflow-x: auto; background: url(./grid.png); }
.table th, .table td { padding: 0.5rem; }
.wide-cell:hover { width: 1.5em; }`,
  );
  fs.writeFileSync(path.join(temp, 'global.css'), 'body { margin: 0 }');
  fs.writeFileSync(
    path.join(temp, 'entry.ts'),
    `import './global.css';
     import * as styles from './table.module.css';
     module.exports = { ...styles };`,
  );
  const result = await esbuild.build({
    entryPoints: [path.join(temp, 'entry.ts')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    plugins: [cssModulesAsNames],
    logLevel: 'silent',
  });
  const module = { exports: {} as Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the bundle just made
  new Function('module', 'exports', result.outputFiles[0]!.text)(module, module.exports);
  expect(module.exports).toEqual({ scroll: 'scroll', table: 'table', 'wide-cell': 'wide-cell' });
});
