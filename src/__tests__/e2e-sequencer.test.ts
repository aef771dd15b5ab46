/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const e2eDir = path.join(__dirname, '../../e2e');
const { longest } = require('../../e2e/sequencer.cjs') as { longest: string[] };

it('starts browser-test files that exist (a renamed file would silently lose its place)', () => {
  const files = new Set(fs.readdirSync(e2eDir));
  expect(longest.filter((name) => !files.has(name))).toEqual([]);
  expect(new Set(longest).size).toBe(longest.length);
});
