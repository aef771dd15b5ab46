/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { gatsbyFileParserPath, isTestFile, skipTestsInQueryExtraction } from '../query-files';

describe('isTestFile', () => {
  it('names the unit tests and their fixtures, and no file of the site', () => {
    for (const file of [
      '/site/src/node/__tests__/feeds.test.ts',
      '/site/src/components/__tests__/fixtures/product.tsx',
      '/site/src/__tests__/redos.test.ts',
      'C:\\site\\src\\views\\__tests__\\home.test.tsx',
      '/site/src/lib/price.test.mjs',
    ])
      expect([file, isTestFile(file)]).toEqual([file, true]);
    for (const file of [
      '/site/src/templates/news-detail.tsx',
      '/site/src/components/news/news-article.tsx',
      '/site/src/node/tests.ts',
      '/site/src/components/test-drive/test.tsx',
      '/site/.cache/fragments/image.js',
    ])
      expect([file, isTestFile(file)]).toEqual([file, false]);
  });
});

describe("Gatsby's query extraction without the tests", () => {
  const { default: FileParser } = require(gatsbyFileParserPath) as {
    default: { prototype: { parseFile: (file: string, addError: unknown) => Promise<unknown> } };
  };

  it("is Gatsby's own parser, the one its query compiler uses (a Gatsby update that moves it fails here)", () => {
    expect(typeof FileParser.prototype.parseFile).toBe('function');
    const compiler = fs.readFileSync(require.resolve('gatsby/dist/query/query-compiler'), 'utf8');
    expect(compiler).toMatch(/require\(["'`]\.\/file-parser["'`]\)/);
    expect(compiler).toContain('parser.parseFiles(files, addError)');
  });

  it('answers for a test as for a file without queries and hands every other file to Gatsby', async () => {
    const original = FileParser.prototype.parseFile;
    const seen: string[] = [];
    FileParser.prototype.parseFile = (file: string) => {
      seen.push(file);
      return Promise.resolve({ astDefinitions: [], pageSlices: {} });
    };
    try {
      skipTestsInQueryExtraction();
      skipTestsInQueryExtraction();
      const parser = Object.create(FileParser.prototype) as typeof FileParser.prototype;
      const site = path.join('/site', 'src', 'templates', 'home.tsx');
      const test = path.join('/site', 'src', 'templates', '__tests__', 'home.test.tsx');
      await expect(parser.parseFile(test, () => undefined)).resolves.toBeNull();
      await expect(parser.parseFile(site, () => undefined)).resolves.toEqual({ astDefinitions: [], pageSlices: {} });
      expect(seen).toEqual([site]);
    } finally {
      FileParser.prototype.parseFile = original;
    }
  });
});
