/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { figureClaims } from '../model/service-fact-claims';

// Every regular expression in src/ goes through recheck, so no pattern that backtracks
// catastrophically can come back (one e-mail pattern, backtracking on a 14 KB body, once took the site down).

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

const srcDir = path.resolve(__dirname, '..');
const sourceFile = /\.(?:tsx?|m?js)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** A string the code spells out whole: 'x', "x" or `x` without substitutions. */
const literalText = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/**
 * Patterns built at run time from something other than a literal; each names where its
 * patterns come from, and those sources are checked here too.
 */
const dynamicPatterns: Record<string, string> = {
  // The content model's `pattern: { regex: '…' }` strings, gathered below as `regex` properties.
  'src/model/validate.ts field.pattern.regex': 'content model regex properties',
  // The same strings, as the CMS configuration hands them to Decap.
  'src/cms/__tests__/config.test.ts String(generated.pattern?.[0])': 'content model regex properties',
  'src/cms/__tests__/config.test.ts String(url.pattern![0])': 'content model regex properties',
  // The statistics settings' patterns, `regex` properties of the same module.
  'src/statistics/providers.ts statisticsPatterns[field].regex': 'statisticsPatterns regex properties',
  // The video embed hosts' pattern (a `regex` property) and its use in the tests of the model.
  'src/model/collections/video.ts videoEmbedPattern.regex': 'content model regex properties',
  'src/model/__tests__/video.test.ts regex': 'content model regex properties',
  // The same content-model strings, checked on uploads' paths.
  'src/model/rules/uploads.ts field.pattern.regex': 'content model regex properties',
  // A search's terms, each escaped to a literal (a word then one run of letters): no nested
  // quantifier, linear; an instance is checked below (`sampleDynamic`).
  "src/components/search/snippet.ts alternatives.join('|')": 'escaped query terms',
  // The service-fact claims, built from parts (a keyword; a stop class and a number, anchored); every
  // one is checked below.
  'src/model/service-fact-claims.ts lead': 'service-fact claim patterns',
  'src/model/service-fact-claims.ts `^${tail}`': 'service-fact claim patterns',
  'src/model/service-fact-claims.ts pattern.lead.source': 'service-fact claim patterns',
  // The slug example test reads the content model's own regex property.
  'src/model/__tests__/slug-examples.test.ts slug.pattern!.regex': 'content model regex properties',
  // A product model, escaped to a literal between two look-arounds; an instance is checked below.
  "src/model/consistency.ts `(?<![A-Z0-9-])${model.replace(/[-]/g, '\\\\-')}(?![A-Z0-9-])`": 'escaped model names',
};

/** One instance of each kind of pattern built from escaped literals, checked like the rest. */
const sampleDynamic: Pattern[] = [
  {
    where: 'src/components/search/snippet.ts (instance)',
    source: '(?<![\\p{L}\\p{N}])femtosecond[\\p{L}\\p{N}]*|飞秒|(?<![\\p{L}\\p{N}])glass[\\p{L}\\p{N}]*',
    flags: 'giu',
  },
  { where: 'src/model/consistency.ts (instance)', source: '(?<![A-Z0-9-])YC\\-FS20\\-IR(?![A-Z0-9-])', flags: '' },
  // Every service-fact claim pattern as the module builds it.
  ...figureClaims.flatMap((claim) =>
    [...claim.patterns.zh, ...claim.patterns.en].flatMap(({ lead, tail }) =>
      [lead, tail].map((pattern) => ({
        where: `src/model/service-fact-claims.ts (${claim.fact})`,
        source: pattern.source,
        flags: pattern.flags,
      })),
    ),
  ),
];

/** The regular expressions of one file: literals, RegExp(...) of literals, and content-model `regex` strings. */
function patternsIn(file: string): { patterns: Pattern[]; dynamic: string[] } {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const relative = path.relative(path.dirname(srcDir), file);
  const patterns: Pattern[] = [];
  const dynamic: string[] = [];
  const where = (node: ts.Node) => `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const end = literal.lastIndexOf('/');
      patterns.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [first, second] = node.arguments ?? [];
      const patternText = literalText(first);
      if (patternText === null) dynamic.push(`${relative} ${first?.getText(source) ?? '(nothing)'}`);
      else patterns.push({ where: where(node), source: patternText, flags: literalText(second) ?? '' });
    } else if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'regex') {
      const patternText = literalText(node.initializer);
      if (patternText !== null) patterns.push({ where: where(node), source: patternText, flags: '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { patterns, dynamic };
}

jest.setTimeout(180_000);

describe('regular expressions in src/', () => {
  const files = sourceFiles(srcDir);
  const found = files.map(patternsIn);
  const patterns = [...found.flatMap((entry) => entry.patterns), ...sampleDynamic];

  it('are found: literals, RegExp() of literals and content-model patterns', () => {
    expect(files.length).toBeGreaterThan(100);
    // The ones this test exists for, so a parser change cannot silently check nothing.
    expect(patterns).toContainEqual(
      expect.objectContaining({ where: expect.stringMatching(/^src\/contact\/schema\.ts:/) as string }),
    );
    expect(patterns.some((pattern) => pattern.where.startsWith('src/model/collections/settings.ts'))).toBe(true);
    expect(patterns.length).toBeGreaterThan(100);
  });

  it('are built at run time only from checked sources', () => {
    const dynamic = found.flatMap((entry) => entry.dynamic);
    expect(dynamic.filter((entry) => !(entry in dynamicPatterns))).toEqual([]);
  });

  /** recheck's limits in steps only (its defaults: 1.5e9 characters read per attack), seeded. */
  const byStepsOnly = {
    timeout: 300_000,
    attackTimeout: null,
    incubationTimeout: null,
    seedingTimeout: null,
    randomSeed: 0,
  };

  it('all pass recheck (none can backtrack catastrophically)', () => {
    const started = Date.now();
    const results = patterns.map((pattern) => {
      const start = Date.now();
      let result = checkSync(pattern.source, pattern.flags, { timeout: 5000 });
      // Two answers depend on the machine's speed: `unknown` (the time ran out: seen at 5 s on a
      // loaded 2-core box) and a `vulnerable` of the fuzz checker, which calls an attack string
      // that runs past 1 s vulnerable (seen for a linear pattern at a load of 20 on 2 cores). Both
      // are asked again with every limit counted in steps, not time, and a fixed seed: the same
      // answer on any machine, and a real vulnerability is found again.
      if (result.status === 'unknown' || (result.status === 'vulnerable' && result.checker === 'fuzz')) {
        result = checkSync(pattern.source, pattern.flags, byStepsOnly);
      }
      return { ...pattern, status: result.status, ms: Date.now() - start };
    });
    const unsafe = results.filter((result) => result.status !== 'safe').map(({ ms: _ms, ...result }) => result);
    const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `recheck: ${patterns.length} regular expressions in ${files.length} files, ${Date.now() - started} ms; ` +
        `slowest: ${slowest.map((result) => `${result.where} ${result.ms} ms`).join(', ')}`,
    );
    expect(unsafe).toEqual([]);
  });

  it('would catch a catastrophic e-mail pattern', () => {
    expect(checkSync('^[^\\s@]+@(?:[^\\s@]+\\.)+[^\\s@]{2,}$', '').status).toBe('vulnerable');
  });
});
