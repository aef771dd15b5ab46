// `npm run content:check`: validates every YAML file under content/ against the model, as the build does.
// `--json` prints the problems as data (the publisher of `npm run cms` shows them to editors).
import path from 'node:path';
import { checkContentOnDisk } from '../src/model/read-content';
import { formatProblem } from '../src/model/validate';

const root = path.resolve(__dirname, '..');
const { files, problems } = checkContentOnDisk(root);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files: files.length, problems }));
} else if (problems.length) {
  console.error(`${problems.length} problem(s) in content/:\n  ${problems.map(formatProblem).join('\n  ')}`);
} else {
  console.log(`content/ is valid: ${files.length} files`);
}
process.exit(problems.length ? 1 : 0);
