/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteStatisticsSettings } from '../statistics';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'statistics-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

describe('siteStatisticsSettings', () => {
  it("reads the default locale's statistics block of content/settings/site.yml", () => {
    write(
      'content/settings/site.yml',
      'zh:\n  brand: 曜辰激光\n  statistics:\n    provider: plausible\n    plausibleDomain: laser.test\nen:\n  brand: Yaochen\n',
    );
    expect(siteStatisticsSettings(root)).toEqual({ provider: 'plausible', plausibleDomain: 'laser.test' });
  });

  it('is null without the file, without the block, or when the file is no YAML', () => {
    expect(siteStatisticsSettings(root)).toBeNull();
    write('content/settings/site.yml', 'zh:\n  brand: 曜辰激光\n');
    expect(siteStatisticsSettings(root)).toBeNull();
    write('content/settings/site.yml', 'zh: [unclosed\n');
    expect(siteStatisticsSettings(root)).toBeNull();
  });

  it('reads the shipped settings: statistics off', () => {
    expect(siteStatisticsSettings(path.join(__dirname, '..', '..', '..'))).toEqual({ provider: 'none' });
  });
});
