/**
 * @jest-environment node
 */
// Gatsby's log off a terminal (scripts/lib/gatsby-log.mjs): plain lines, no terminal codes, each
// long step named while it runs. The actions below are as gatsby-cli's JSON logger wrote them in
// a real `gatsby build` (GATSBY_LOGGER=json), shortened.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const module = path.resolve(__dirname, '../lib/gatsby-log.mjs');

type Step = { line: string } | { after: number };

/** Feeds `steps` to gatsbyLog on a clock of its own (`after`: that many ms pass, then a tick); the lines it wrote. */
function format(steps: Step[]): string[] {
  const code = `import { gatsbyLog } from ${JSON.stringify(module)};
    let time = 0;
    const lines = [];
    const log = gatsbyLog({ write: (line) => lines.push(line), now: () => time });
    for (const step of ${JSON.stringify(steps)}) {
      if ('line' in step) log.line(step.line);
      else { time += step.after; log.tick(); }
    }
    console.log(JSON.stringify(lines));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

const action = (type: string, payload: unknown) => ({ line: JSON.stringify({ type, payload, timestamp: 'x' }) });
const start = (uuid: string, text: string, type = 'spinner', extra = {}) =>
  action('ACTIVITY_START', { id: text, uuid, text, type, status: 'IN_PROGRESS', statusText: '', ...extra });
const end = (uuid: string, text: string, duration: number, statusText?: string) => [
  action('ACTIVITY_END', { uuid, id: text, status: 'SUCCESS', duration, type: 'spinner' }),
  action('LOG', { level: 'ACTIVITY_SUCCESS', text, duration, statusText, activity_uuid: uuid }),
];

describe('gatsbyLog', () => {
  it('prints each step as the plain `success <step> - <s>s` line, without terminal codes', () => {
    expect(
      format([
        action('SET_STATUS', 'IN_PROGRESS'),
        start('a', 'load plugins'),
        ...end('a', 'load plugins', 1.01772071),
        action('LOG', { level: 'INFO', text: 'Total nodes: 772, SitePage nodes: 137' }),
        action('LOG', { level: 'WARNING', text: '\u001b[33mslow\u001b[39m query' }),
        action('LOG', { level: 'ACTIVITY_SUCCESS', text: 'Clean up stale nodes', duration: 0.5, statusText: '137/0' }),
        action('RENDER_PAGE_TREE', { root: '/x', components: [], pages: [], functions: [] }),
        action('LOG', { level: 'DEBUG', text: 'verbose only' }),
        { line: '\u001b[2K\u001b[1A\u001b[2K\u001b[Ga plugin printing by itself' },
        { line: '' },
      ]),
    ).toEqual([
      'success load plugins - 1.018s',
      'info Total nodes: 772, SitePage nodes: 137',
      'warn slow query',
      'success Clean up stale nodes - 0.500s - 137/0',
      'a plugin printing by itself',
    ]);
  });

  it('names a step running past 5 s while it runs, and says so again after 30 s without a line', () => {
    expect(
      format([
        start('b', 'Building production JavaScript and CSS bundles'),
        { after: 3000 },
        { after: 3000 },
        { after: 20_000 },
        { after: 10_000 },
        start('c', 'Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs', 'progress', { current: 0, total: 138 }),
        action('ACTIVITY_UPDATE', { uuid: 'c', id: 'x', current: 12 }),
        { after: 6000 },
        ...end('b', 'Building production JavaScript and CSS bundles', 42.5),
        { after: 30_000 },
        ...end('c', 'Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs', 38, '138/138 3.6/s'),
        { after: 60_000 },
      ]),
    ).toEqual([
      '… Building production JavaScript and CSS bundles (6 s so far)',
      '… still working: Building production JavaScript and CSS bundles (36 s)',
      '… Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs (6 s so far, 12 of 138)',
      'success Building production JavaScript and CSS bundles - 42.500s',
      '… still working: Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs (36 s, 12 of 138)',
      'success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 38.000s - 138/138 3.6/s',
    ]);
  });

  it('prints an error with its code, text and file', () => {
    expect(
      format([
        action('LOG', {
          level: 'ERROR',
          code: '85901',
          type: 'GRAPHQL.QUERY_EXTRACTION',
          text: 'There was an error in your GraphQL query:\n\nCannot query field "nope"',
          filePath: '/work/site/src/templates/news.tsx',
          location: { start: { line: 12, column: 7 } },
        }),
      ]),
    ).toEqual([
      'ERROR #85901 GRAPHQL.QUERY_EXTRACTION',
      'There was an error in your GraphQL query:',
      '',
      'Cannot query field "nope"',
      'File: /work/site/src/templates/news.tsx:12:7',
    ]);
  });
});
