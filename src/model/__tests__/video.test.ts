import { collectionNamed } from '..';
import { type ContentFile, validateContent, validateFile } from '../validate';
import { localizeEntry } from '../localize';
import { isAllowedEmbed, videoEmbedHosts, videoEmbedOrigins, videoEmbedPattern } from '../collections/video';
import { cmsCollection } from '../../cms/config';

const existing = new Set([
  '/uploads/videos/pulse-1234abcd.mp4',
  '/uploads/videos/pulse-1234abcd.webm',
  '/uploads/videos/pulse-1234abcd.jpg',
  '/uploads/videos/pulse-zh-1234abcd.vtt',
  '/uploads/videos/pulse-en-1234abcd.vtt',
  '/uploads/videos/huge-1234abcd.mp4',
]);
const context = {
  publicFileExists: (path: string) => existing.has(path),
  publicFileBytes: (path: string) => (path.includes('huge') ? 25 * 1024 * 1024 : 1000),
};

const video = {
  title: '飞秒脉冲加工玻璃',
  titleIn: { en: 'Femtosecond pulses on glass' },
  poster: '/uploads/videos/pulse-1234abcd.jpg',
  duration: 12,
  mp4: '/uploads/videos/pulse-1234abcd.mp4',
  webm: '/uploads/videos/pulse-1234abcd.webm',
  captions: { zh: '/uploads/videos/pulse-zh-1234abcd.vtt', en: '/uploads/videos/pulse-en-1234abcd.vtt' },
};
const embed = {
  title: '工厂参观',
  poster: video.poster,
  duration: 65,
  embed: 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD',
};

const about = (zh: Record<string, unknown>, en: Record<string, unknown> = {}): ContentFile => ({
  collection: collectionNamed('about'),
  path: 'content/about/about.yml',
  data: {
    zh: { companyTitle: '公司', company: '介绍', culture: [{ title: '使命', text: '精密' }], joinLead: '欢迎', ...zh },
    en: { companyTitle: 'Company', ...en },
  },
});
const news = (videoValue: unknown): ContentFile => ({
  collection: collectionNamed('news'),
  path: 'content/news/open-day.yml',
  data: {
    zh: {
      slug: 'open-day',
      category: 'company',
      date: '2026-01-05',
      title: '开放日',
      summary: '摘要',
      body: '正文',
      video: videoValue,
    },
  },
});
const where = 'content/about/about.yml: zh.video';

describe('the video field', () => {
  it.each(['products', 'solutions', 'news', 'about'])('is a field of %s, written once for both languages', (name) => {
    const field = collectionNamed(name).fields.find((candidate) => candidate.name === 'video');
    expect(field).toMatchObject({ type: 'object', i18n: false });
    expect(field?.required).toBeFalsy();
  });

  it('accepts a video hosted here, an embed, and no video at all', () => {
    expect(validateFile(about({ video }), context)).toEqual([]);
    expect(validateFile(about({ video: embed }), context)).toEqual([]);
    expect(validateFile(about({}), context)).toEqual([]);
    // What Decap leaves of a group that was opened and cleared.
    expect(validateFile(about({ video: { title: '', poster: '', mp4: null } }), context)).toEqual([]);
  });

  it.each([
    [{ ...video, poster: undefined }, `${where}.poster: is required`],
    [{ ...video, title: '' }, `${where}.title: is required`],
    [{ ...video, duration: undefined }, `${where}.duration: is required`],
    [{ ...video, duration: 0 }, `${where}.duration: must be at least 1, got 0`],
    [
      { ...video, mp4: undefined, webm: undefined },
      `${where}.mp4: needs a video: an MP4 or WebM file, or an embed URL`,
    ],
    [{ ...video, embed: embed.embed }, `${where}.embed: give either video files hosted here or an embed URL, not both`],
    [
      { ...embed, captions: { zh: video.captions.zh } },
      `${where}.captions: captions go with video files hosted here (embedded players bring their own)`,
    ],
    [
      { ...video, mp4: '/uploads/videos/pulse-1234abcd.webm' },
      `${where}.mp4: "/uploads/videos/pulse-1234abcd.webm" must be a .mp4 file`,
    ],
    [
      { ...video, captions: { en: '/uploads/videos/pulse-1234abcd.jpg' } },
      `${where}.captions.en: "/uploads/videos/pulse-1234abcd.jpg" must be a .vtt file`,
    ],
    [
      { ...video, mp4: '/uploads/videos/gone-1234abcd.mp4' },
      `${where}.mp4: file /uploads/videos/gone-1234abcd.mp4 does not exist (looked in static/uploads/videos/gone-1234abcd.mp4)`,
    ],
    [
      { ...video, mp4: '/uploads/videos/huge-1234abcd.mp4' },
      `${where}.mp4: file /uploads/videos/huge-1234abcd.mp4 is 25.0 MB, over the 20.0 MB limit: make it smaller and upload it again`,
    ],
    [{ ...video, sound: 'on' }, `${where}.sound: unknown field`],
  ])('names the file and field of a broken video (%#)', (value, problem) => {
    expect(validateFile(about({ video: value }), context)).toContain(problem);
  });

  it('refuses an embed from a host that is not allowed, naming the hosts that are', () => {
    const problems = validateContent([news({ ...embed, embed: 'https://www.youtube.com/embed/abc' })], context);
    expect(problems).toEqual([
      'content/news/open-day.yml: zh.video.embed: "https://www.youtube.com/embed/abc" must be an embed URL of https://player.bilibili.com/player.html?bvid=… or https://player.youku.com/embed/…',
    ]);
  });

  it('is not translated: an English section may not repeat it', () => {
    expect(validateFile(about({ video }, { video }), context)).toContain(
      'content/about/about.yml: en.video: is not translated; write it once under zh',
    );
  });
});

describe('embed hosts', () => {
  it.each([
    ['https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&page=1', true],
    ['https://player.youku.com/embed/XNTk2NzE0NjM2OA==', true],
    ['http://player.bilibili.com/player.html?bvid=BV1xx411c7mD', false],
    ['https://player.bilibili.com.evil.example/player.html?bvid=1', false],
    ['https://evil.example/?https://player.bilibili.com/player.html?bvid=1', false],
    ['https://player.youku.com/embed/', false],
    ['https://player.youku.com/embed/x" onload="alert(1)', false],
    ['https://www.bilibili.com/video/BV1xx411c7mD', false],
    ['https://www.youtube.com/embed/abc', false],
  ])('%s allowed: %s', (url, allowed) => expect(isAllowedEmbed(url)).toBe(allowed));

  it('are exactly the hosts of the list that makes the CSP (the pattern is written out)', () => {
    for (const { host, path } of videoEmbedHosts) expect(isAllowedEmbed(`https://${host}${path}x1`)).toBe(true);
    // The pattern, rebuilt from the list: each host and path with its dots and "?" escaped.
    const escaped = (text: string) => text.split('.').join('\\.').split('?').join('\\?');
    const alternatives = videoEmbedHosts.map(({ host, path }) => escaped(`${host}${path}`)).join('|');
    expect(videoEmbedPattern.regex).toBe(`^https://(?:${alternatives})[^\\s"'<>]+$`);
  });

  it('are the only origins pages may frame', () => {
    expect(videoEmbedOrigins).toEqual(['https://player.bilibili.com', 'https://player.youku.com']);
  });
});

describe('the video on a page', () => {
  const collection = collectionNamed('about');
  const data = { zh: { companyTitle: '公司', video }, en: { companyTitle: 'Company' } };

  it('has the Chinese title on Chinese pages and the English one on English pages', () => {
    expect(localizeEntry(collection, data, 'zh').fields.video).toEqual({ ...video, titleIn: undefined, embed: null });
    expect(localizeEntry(collection, data, 'en').fields.video).toMatchObject({
      title: 'Femtosecond pulses on glass',
      mp4: video.mp4,
    });
    expect(localizeEntry(collection, data, 'en').fields.video).not.toHaveProperty('titleIn');
  });

  it('lists a Chinese title without English wording as a fallback', () => {
    const entry = localizeEntry(collection, { zh: { video: { ...video, titleIn: { en: '' } } } }, 'en');
    expect(entry.fields.video).toMatchObject({ title: video.title });
    expect(entry.fallbacks).toContain('en.video.title');
  });

  it('is absent (null) when none is set or the group was left blank', () => {
    expect(localizeEntry(collection, { zh: {} }, 'zh').fields.video).toBeNull();
    expect(localizeEntry(collection, { zh: { video: { title: '' } } }, 'en').fields.video).toBeNull();
    // As the CMS leaves a group it opened and cleared: its per-language parts blank too.
    const cleared = { title: '', titleIn: { en: '' }, captions: { zh: '', en: null } };
    expect(localizeEntry(collection, { zh: { video: cleared } }, 'zh').fields.video).toBeNull();
  });
});

describe('the video field in the CMS', () => {
  const field = cmsCollection(collectionNamed('products'), 'en').fields!.find(
    (candidate) => candidate.name === 'video',
  );
  const part = (name: string) =>
    (field as unknown as { fields: { name: string; required: boolean; pattern?: [string, string] }[] }).fields.find(
      (candidate) => candidate.name === name,
    )!;

  it('is an optional group whose parts Decap does not require (the build does, once a video is given)', () => {
    expect(field).toMatchObject({ widget: 'object', required: false, i18n: false });
    expect(part('poster').required).toBe(false);
    expect(part('title').required).toBe(false);
  });

  it('checks file types and embed hosts before saving, in the editor’s language', () => {
    expect(part('mp4').pattern).toEqual(['\\.mp4$', 'Upload a .mp4 file']);
    const captions = part('captions') as unknown as {
      fields: { name: string; label: string; pattern?: [string, string] }[];
    };
    // One captions file per locale of the table, named in the editor's language.
    expect(captions.fields.map((file) => [file.name, file.label])).toEqual([
      ['zh', 'Chinese captions file'],
      ['en', 'English captions file'],
    ]);
    expect(captions.fields[1]!.pattern?.[1]).toBe('Upload a .vtt file (WebVTT)');
    const [regex, message] = part('embed').pattern!;
    expect(new RegExp(regex).test('https://player.youku.com/embed/XNTk2')).toBe(true);
    expect(new RegExp(regex).test('https://v.qq.com/x/page/abc.html')).toBe(false);
    expect(message).toContain('Bilibili or Youku');
  });
});
