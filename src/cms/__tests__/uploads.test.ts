/**
 * @jest-environment node
 */
// Node, not jsdom: Node's File and Web Crypto are the ones browsers have.
import { createHash } from 'node:crypto';
import { fileLimit, imageLimit, isImage, sizeLimit, sizeProblem, uploadName } from '../uploads';
import { prepareUploads } from '../upload-guard';

const hash = '3f9a1c2e77d0b6a4';
const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');
const megabytes = (count: number) => Math.round(count * 1024 * 1024);

describe('uploadName', () => {
  it('writes a Chinese name in pinyin, word by word, so editors can tell pictures apart', () => {
    expect(uploadName('新品发布会现场.jpg', 'beefeabe')).toBe('xinpin-fabuhui-xianchang-beefeabe.jpg');
    expect(uploadName('产品画册.pdf', hash)).toBe('chanpin-huace-3f9a1c2e.pdf');
    expect(uploadName('规格书.pdf', hash)).toBe('guigeshu-3f9a1c2e.pdf');
    expect(uploadName('用户手册.pdf', hash)).toBe('yonghu-shouce-3f9a1c2e.pdf');
    expect(uploadName('陈志远.png', hash)).toBe('chenzhiyuan-3f9a1c2e.png');
    expect(uploadName('苏州办公室外景.jpg', hash)).toBe('suzhou-bangongshi-waijing-3f9a1c2e.jpg');
  });

  it('reads polyphonic characters by their word and writes ü as v', () => {
    expect(uploadName('重庆工厂.jpg', hash)).toBe('chongqing-gongchang-3f9a1c2e.jpg');
    expect(uploadName('银行.jpg', hash)).toBe('yinhang-3f9a1c2e.jpg');
    expect(uploadName('绿光.png', hash)).toBe('lvguang-3f9a1c2e.png');
  });

  it('keeps the ASCII part of a mixed name beside the pinyin', () => {
    expect(uploadName('YC-FS20-IR 规格书.pdf', hash)).toBe('yc-fs20-ir-guigeshu-3f9a1c2e.pdf');
    expect(uploadName('用户手册 v2.1 (final).PDF', hash)).toBe('yonghu-shouce-v2-1-final-3f9a1c2e.pdf');
    expect(uploadName('2024 展会.jpg', hash)).toBe('2024-zhanhui-3f9a1c2e.jpg');
    expect(uploadName('图片（１）.jpeg', hash)).toBe('tupian-1-3f9a1c2e.jpeg');
  });

  it('keeps English names readable', () => {
    expect(uploadName('Team photo, Suzhou lab.JPG', hash)).toBe('team-photo-suzhou-lab-3f9a1c2e.jpg');
  });

  it('keeps the extension, lowercased, and drops one that is not plain ASCII', () => {
    expect(uploadName('Photo.JPG', hash)).toBe('photo-3f9a1c2e.jpg');
    expect(uploadName('archive.tar.GZ', hash)).toBe('archive-tar-3f9a1c2e.gz');
    expect(uploadName('说明.文档', hash)).toBe('shuoming-wendang-3f9a1c2e');
    expect(uploadName('パンフレット.pdf', hash)).toBe('file-3f9a1c2e.pdf');
    expect(uploadName('README', hash)).toBe('readme-3f9a1c2e');
  });

  it('turns unsafe characters into single hyphens and folds accents', () => {
    expect(uploadName('../../etc/pa ss%20wd?#.png', hash)).toBe('etc-pa-ss-20wd-3f9a1c2e.png');
    expect(uploadName('Café Crème—Übersicht.png', hash)).toBe('cafe-creme-ubersicht-3f9a1c2e.png');
    expect(uploadName('.pdf', hash)).toBe('file-3f9a1c2e.pdf');
    expect(uploadName('---.pdf', hash)).toBe('file-3f9a1c2e.pdf');
  });

  it('keeps long names short', () => {
    const name = uploadName(`${'a'.repeat(59)}-${'b'.repeat(40)}.pdf`, hash);
    expect(name).toBe(`${'a'.repeat(59)}-3f9a1c2e.pdf`);
  });

  it('does not add the hash twice when a file is uploaded again under its upload name', () => {
    const once = uploadName('Datasheet.pdf', hash);
    expect(uploadName(once, hash)).toBe(once);
  });

  it('only ever yields safe ASCII names with a base and the hash', () => {
    for (const original of ['产品画册.pdf', '.pdf', '…', ' ', 'a b.c d', 'ÄÖÜ.PNG', '图片 (1).jpeg']) {
      expect(uploadName(original, hash)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-3f9a1c2e(?:\.[a-z0-9]+)?$/);
    }
  });
});

describe('size limits', () => {
  const photo = { name: '现场照片.jpg', type: 'image/jpeg' };
  const pdf = { name: '产品画册.pdf', type: 'application/pdf' };

  it('allows 5 MB for images and 20 MB for other files', () => {
    expect(imageLimit).toBe(5 * 1024 * 1024);
    expect(fileLimit).toBe(20 * 1024 * 1024);
    expect(sizeLimit(photo)).toBe(imageLimit);
    expect(sizeLimit(pdf)).toBe(fileLimit);
    // A browser that does not know the type still gets the image limit from the extension.
    expect(isImage({ name: 'scan.PNG', type: '' })).toBe(true);
    expect(isImage({ name: 'scan.pdf', type: '' })).toBe(false);
  });

  it('accepts a file at its limit and refuses one byte more, in the editor language', () => {
    expect(sizeProblem({ ...photo, size: imageLimit }, 'zh_Hans')).toBeNull();
    expect(sizeProblem({ ...pdf, size: megabytes(12) }, 'en')).toBeNull();
    expect(sizeProblem({ ...photo, size: imageLimit + 1 }, 'zh_Hans')).toContain('5.1 MB，超过了 5 MB 的上限');
    expect(sizeProblem({ ...photo, size: megabytes(12) }, 'zh_Hans')).toBe(
      '图片“现场照片.jpg”有 12.0 MB，超过了 5 MB 的上限，未上传。请先压缩或缩小尺寸（例如长边不超过 2500 像素、保存为 JPEG），再重新上传。',
    );
    expect(sizeProblem({ ...photo, size: megabytes(12) }, 'en')).toMatch(
      /^The image “现场照片.jpg” is 12.0 MB, over the 5 MB limit, and was not uploaded\./,
    );
    expect(sizeProblem({ ...pdf, size: megabytes(21) }, 'en')).toMatch(
      /^The file “产品画册.pdf” is 21.0 MB, over the 20 MB/,
    );
    expect(sizeProblem({ ...pdf, size: megabytes(21) }, 'zh_Hans')).toMatch(
      /^文件“产品画册.pdf”有 21.0 MB，超过了 20 MB/,
    );
  });
});

describe('prepareUploads', () => {
  it('renames by content: same content, same name; different content, different names', async () => {
    const datasheet = new File(['%PDF datasheet'], '规格书.pdf', { type: 'application/pdf' });
    const manual = new File(['%PDF manual'], '用户手册.pdf', { type: 'application/pdf' });
    const again = new File(['%PDF datasheet'], '规格书.pdf', { type: 'application/pdf' });
    const result = await prepareUploads([datasheet, manual, again], 'zh_Hans');
    if (!('files' in result)) throw new Error(result.problem);
    const names = result.files.map((file) => file.name);
    expect(names).toEqual([
      `guigeshu-${sha256('%PDF datasheet').slice(0, 8)}.pdf`,
      `yonghu-shouce-${sha256('%PDF manual').slice(0, 8)}.pdf`,
      `guigeshu-${sha256('%PDF datasheet').slice(0, 8)}.pdf`,
    ]);
    expect(names[0]).not.toBe(names[1]);
    // The renamed file is the same file: content and type.
    expect(await result.files[1]!.text()).toBe('%PDF manual');
    expect(result.files[1]!.type).toBe('application/pdf');
  });

  it('refuses the whole choice when one file is too large', async () => {
    const big = new File([new Uint8Array(imageLimit + 1)], '现场照片.jpg', { type: 'image/jpeg' });
    const small = new File(['x'], 'ok.png', { type: 'image/png' });
    await expect(prepareUploads([small, big], 'en')).resolves.toEqual({
      problem: expect.stringMatching(/^The image “现场照片.jpg” is 5.1 MB, over the 5 MB limit/),
    });
  });
});
