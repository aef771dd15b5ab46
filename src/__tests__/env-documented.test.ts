/**
 * @jest-environment node
 */
// Every environment variable the site, its server and its scripts read is documented in one of the
// variable lists of the README or docs/*.md, and every variable documented is read somewhere
// (an operator configures from the documents, not the code). A list is a table whose first column
// is "Variable", or a list of items "- `NAME` — read in `file`; default ... . Meaning"
// (docs/configuration.md).
import fs from 'node:fs';
import path from 'node:path';
import { type EnvRead, envReads, shellEnvReads } from './env-reads';

const root = path.join(__dirname, '..', '..');

/** Where variables are read: the site and server (src/), the scripts, Gatsby's config files. Tests are not. */
function scannedFiles(): string[] {
  const under = (dir: string) =>
    fs.existsSync(path.join(root, dir))
      ? fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`)
      : [];
  return [
    ...under('src'),
    ...under('scripts'),
    ...under('config'),
    ...fs.readdirSync(root).filter((file) => /^gatsby-[a-z]+\.tsx?$/.test(file)),
  ]
    .filter((file) => /\.(ts|tsx|mts|mjs|js|sh)$/.test(file) && !/(^|\/)__tests__\//.test(file))
    .filter((file) => !file.endsWith('gatsby-types.d.ts'))
    .sort();
}

/** Read, and deliberately in no table: the project's own plumbing (checked to be set where named) and an old name. */
const notConfiguration: Record<string, { why: string; setIn?: string[] }> = {
  DEPLOY_BRANCH: {
    why: 'set by the CI jobs for scripts/deploy.sh',
    setIn: ['.github/workflows/deploy.yml', '.gitlab-ci.yml'],
  },
  DEPLOY_COMMIT: {
    why: 'set by the CI jobs for scripts/deploy.sh',
    setIn: ['.github/workflows/deploy.yml', '.gitlab-ci.yml'],
  },
  PUBLISH_BRANCH: { why: '`npm run cms` names its branch to its publisher', setIn: ['scripts/cms.mjs'] },
  PUBLISH_STATUS_FILE: { why: '`npm run cms` shares the publish state with its server', setIn: ['scripts/cms.mjs'] },
  DECAP_SERVER_PORT: {
    why: '`npm run cms` tells its stale-write guard where decap-server listens',
    setIn: ['scripts/cms.mjs'],
  },
  PUBLISH_COMMIT: { why: 'the publisher names the commit it builds', setIn: ['src/server/publish/main.ts'] },
  DOCUMENTS_HANDOVER: {
    why: 'the build tells `gatsby build` where to await the documents printed beside it (docs/documents.md)',
    setIn: ['scripts/lib/build-steps.mjs'],
  },
  CMS_AUTH_BASE_URL: { why: 'an old name, read only to fail the build with "renamed: set CMS_BASE_URL"' },
};

interface ConfigurationTable {
  /** The document and the heading above the list. */
  heading: string;
  /** Variable → the "Read in" file paths (empty when the list names none). */
  rows: Map<string, string[]>;
}

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const variableNames = (text: string) => [...text.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);

/** A variable item: "- `NAME`[, `OTHER`][ (secret)] — ...", its continuation lines indented. */
const variableItem = /^- ((?:`[A-Z][A-Z0-9_]*`(?:, )?)+)(?: \(secret\))? — (.*)$/;

/** The variable tables and lists of one Markdown document, each with its heading. */
function configurationTables(markdown: string, document: string): ConfigurationTable[] {
  const tables: ConfigurationTable[] = [];
  let heading = '';
  let table: { table: ConfigurationTable; readIn: number } | null = null;
  let list: ConfigurationTable | null = null;
  let item: { names: string[]; text: string } | null = null;
  const endItem = () => {
    if (!item || !list) return;
    // "read in `a`, `b`; default ..." (the files up to the first "; " or ". ").
    const readIn = /^read in (.*?)(?:; |\. |$)/.exec(item.text);
    for (const name of item.names) list.rows.set(name, readIn ? backticked(readIn[1]!) : []);
    item = null;
  };
  for (const line of markdown.split('\n')) {
    if (item && /^ {2}\S/.test(line)) {
      item.text += ` ${line.trim()}`;
      continue;
    }
    endItem();
    if (/^#{1,6} /.test(line)) {
      heading = `${document}: ${line.replace(/^#+ /, '')}`;
      list = null;
    }
    const listed = variableItem.exec(line);
    if (listed) {
      if (!list || list.heading !== heading) {
        list = { heading, rows: new Map() };
        tables.push(list);
      }
      item = { names: variableNames(listed[1]!), text: listed[2]! };
      continue;
    }
    if (!line.startsWith('|')) {
      table = null;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (table === null) {
      if (cells[0] !== 'Variable') continue;
      table = { table: { heading, rows: new Map() }, readIn: cells.indexOf('Read in') };
      tables.push(table.table);
      continue;
    }
    if (/^-+$/.test(cells[0] ?? '')) continue;
    const files = table.readIn >= 0 ? backticked(cells[table.readIn] ?? '') : [];
    for (const name of variableNames(cells[0] ?? '')) table.table.rows.set(name, files);
  }
  endItem();
  return tables;
}

/** The table a missing variable belongs in, by where it is read. */
function tableFor(name: string, reads: EnvRead[]): string {
  if (reads.every((read) => read.where.startsWith('scripts/deploy.sh'))) {
    return 'docs/operations.md: Deploying on every publish (CI)';
  }
  if (reads.every((read) => read.where.startsWith('src/cms/'))) {
    return 'docs/configuration.md: Setting up the backend (administrators)';
  }
  return 'docs/configuration.md: Environment variables';
}

/** The README and every document under docs/. */
const documents = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const tables = documents.flatMap((document) =>
  configurationTables(fs.readFileSync(path.join(root, document), 'utf8'), document),
);
const files = scannedFiles();
const readsByName = new Map<string, EnvRead[]>();
const dynamicReads: string[] = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.sh')) {
    for (const read of shellEnvReads(file, text))
      readsByName.set(read.name, [...(readsByName.get(read.name) ?? []), read]);
    continue;
  }
  const { reads, dynamic } = envReads(file, text);
  for (const read of reads) readsByName.set(read.name, [...(readsByName.get(read.name) ?? []), read]);
  dynamicReads.push(...dynamic.map((read) => `${read.where}: ${read.text}`));
}
const places = (reads: EnvRead[]) => [...new Set(reads.map((read) => read.where))].join(', ');

describe('the documented variables (README.md, docs/*.md)', () => {
  test('the scan finds the tables and the reads it must (a scan that finds nothing proves nothing)', () => {
    expect(tables.map((table) => table.heading)).toEqual(
      expect.arrayContaining([
        'docs/configuration.md: Environment variables',
        'docs/configuration.md: Setting up the backend (administrators)',
        'docs/operations.md: Deploying on every publish (CI)',
      ]),
    );
    expect(files).toEqual(expect.arrayContaining(['src/server/http/main.ts', 'scripts/deploy.sh', 'gatsby-config.ts']));
    for (const name of ['PORT', 'CONTACT_RATE_LIMIT', 'CMS_REPO', 'DEPLOY_HOST', 'CHROMIUM_PATH']) {
      expect(readsByName.has(name)).toBe(true);
    }
  });

  test('no variable is read under a computed name', () => {
    expect(dynamicReads).toEqual([]);
  });

  test('every variable read is documented', () => {
    const documented = new Set(tables.flatMap((table) => [...table.rows.keys()]));
    const missing = [...readsByName]
      .filter(([name]) => !documented.has(name) && !(name in notConfiguration))
      .map(([name, reads]) => `${name} (read in ${places(reads)}) is missing from the list "${tableFor(name, reads)}"`);
    expect(missing).toEqual([]);
  });

  test('every documented variable is read, where the table says', () => {
    const problems: string[] = [];
    for (const table of tables) {
      for (const [name, readIn] of table.rows) {
        const reads = readsByName.get(name) ?? [];
        if (reads.length === 0) {
          problems.push(`"${table.heading}" documents ${name}, which nothing in src/, scripts/ or gatsby-*.ts reads`);
          continue;
        }
        for (const file of readIn) {
          if (!reads.some((read) => read.where.startsWith(`${file}:`) || read.where.startsWith(`${file} `))) {
            problems.push(`"${table.heading}" says ${name} is read in ${file}; it is read in ${places(reads)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('the variables left out on purpose are read, and set where they say', () => {
    const problems = Object.entries(notConfiguration).flatMap(([name, { setIn = [] }]) => [
      ...(readsByName.has(name) ? [] : [`${name} is left out of the tables, but nothing reads it any more`]),
      ...setIn
        .filter((file) => !fs.readFileSync(path.join(root, file), 'utf8').includes(name))
        .map((file) => `${name} is left out of the tables as set in ${file}, which does not set it`),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('envReads', () => {
  const names = (text: string, file = 'src/example.ts') => envReads(file, text).reads.map((read) => read.name);

  test('process.env, globalThis.process.env and runtimeEnv(), by property and by literal key', () => {
    expect(
      names(`
        const a = process.env.ALPHA;
        const b = globalThis.process.env.BETA;
        const c = runtimeEnv().GAMMA;
        const d = process.env['DELTA'];
      `),
    ).toEqual(['ALPHA', 'BETA', 'GAMMA', 'DELTA']);
  });

  test('destructuring, and names bound to the environment by value, default or type', () => {
    expect(
      names(`
        const { ONE, TWO: two, THREE = '3' } = process.env;
        const env = runtimeEnv();
        env.FOUR;
        function f(settings = process.env) { return settings.FIVE; }
        function g(vars: NodeJS.ProcessEnv) { return vars.SIX; }
        function h(vars: Record<string, string | undefined>) { return vars.SEVEN; }
        function k({ env = process.env } = {}) { return env.EIGHT; }
      `),
    ).toEqual(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT']);
  });

  test('other objects called env, and variables only written, are not reads', () => {
    expect(
      names(`
        function navigate(env: SwitchEnvironment) { return env.current; }
        process.env.FORCE_COLOR ??= '1';
        process.env.WRITTEN = 'x';
        spawn('x', [], { env: { ...process.env, CHILD_ONLY: '1' } });
      `),
    ).toEqual([]);
  });

  test('an alias naming its variables counts them all; a computed key elsewhere is reported', () => {
    const { reads, dynamic } = envReads(
      'src/example.ts',
      `
        type Vars = Partial<Record<'CMS_ONE' | 'CMS_TWO', string>>;
        function read(env: Vars, name: keyof Vars) { return env[name]; }
        function leak(name: string) { return process.env[name]; }
      `,
    );
    expect(reads.map((read) => read.name)).toEqual(['CMS_ONE', 'CMS_TWO']);
    expect(dynamic).toEqual([{ where: 'src/example.ts:4', text: 'process.env[name]' }]);
  });

  test('plain JavaScript (.mjs) too', () => {
    expect(names('export const port = process.env.PORT ?? 9000;', 'scripts/x.mjs')).toEqual(['PORT']);
  });

  test('shell scripts: upper-case variables it reads, not those it assigns, nor comments', () => {
    const reads = shellEnvReads(
      'scripts/x.sh',
      ['# uses $IN_COMMENT', 'LOCAL=1', 'echo "$LOCAL ${REMOTE_HOST:-x} $REMOTE_PORT $lower"'].join('\n'),
    );
    expect(reads).toEqual([
      { name: 'REMOTE_HOST', where: 'scripts/x.sh:3' },
      { name: 'REMOTE_PORT', where: 'scripts/x.sh:3' },
    ]);
  });
});
