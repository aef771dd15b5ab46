/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeWechatQr } from '../wechat-qr';

describe('writeWechatQr', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wechat-qr-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the QR image of the link under /static/, named by its content', () => {
    const url = writeWechatQr('http://weixin.qq.com/r/mp/yaochen-laser-official', dir);
    expect(url).toMatch(/^\/static\/wechat-qr-[0-9a-f]{12}\.svg$/);
    const svg = fs.readFileSync(path.join(dir, url!), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 41 41"/);
    expect(writeWechatQr('http://weixin.qq.com/r/mp/yaochen-laser-official', dir)).toBe(url);
    expect(writeWechatQr('http://weixin.qq.com/r/mp/another', dir)).not.toBe(url);
  });

  it('draws nothing without a link', () => {
    expect(writeWechatQr('', dir)).toBeNull();
    expect(writeWechatQr(null, dir)).toBeNull();
  });
});
