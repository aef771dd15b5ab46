/**
 * @jest-environment node
 */
import path from 'node:path';
import sharp from 'sharp';
import { defaultShareImage } from '../share-image';
import zh from '../../../../locales/zh/common.json';
import en from '../../../../locales/en/common.json';

describe('the default share image', () => {
  it('is the committed file, at the size the head announces', async () => {
    const file = path.join(__dirname, '..', '..', '..', '..', 'static', defaultShareImage.src);
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({
      format: 'jpeg',
      width: defaultShareImage.width,
      height: defaultShareImage.height,
    });
  });

  it('has its alt text in every language (every page loads the common messages)', () => {
    for (const messages of [zh, en] as Record<string, string>[]) {
      expect(messages[defaultShareImage.altKey]?.trim()).toBeTruthy();
    }
  });
});
