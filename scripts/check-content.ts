// `npm run content:check`: validates every YAML file under content/ against the model, as the build does.
import path from 'node:path';
import { readContentFiles, staticFiles } from '../src/model/read-content';
import { validateContent } from '../src/model/validate';

const root = path.resolve(__dirname, '..');
const files = readContentFiles(root);
const errors = validateContent(files, staticFiles(root));
if (errors.length) {
  console.error(`${errors.length} problem(s) in content/:\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
console.log(`content/ is valid: ${files.length} files`);
