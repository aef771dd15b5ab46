import type { EntryRule, Field, ObjectField } from '../types';
import { label } from './common';
import { localeMap, wordingIn } from './locale-map';

/**
 * Video hosts whose players may be embedded, with the path their embed URLs start with. The CSP's
 * frame-src (src/server/http/app.ts) is made from this list: nothing else can be framed.
 */
export const videoEmbedHosts = [
  { host: 'player.bilibili.com', path: '/player.html?', example: 'https://player.bilibili.com/player.html?bvid=…' },
  { host: 'player.youku.com', path: '/embed/', example: 'https://player.youku.com/embed/…' },
] as const;

/** The origins of the allowed players: the only frames a page may load (CSP frame-src). */
export const videoEmbedOrigins: readonly string[] = videoEmbedHosts.map(({ host }) => `https://${host}`);

/**
 * An embed URL of an allowed host: https, the host's player path, then no spaces or quotes.
 * Written out (not built from the list) so the ReDoS check reads it; a test holds it to the list.
 */
export const videoEmbedPattern = {
  regex: '^https://(?:player\\.bilibili\\.com/player\\.html\\?|player\\.youku\\.com/embed/)[^\\s"\'<>]+$',
  rule: `an embed URL of ${videoEmbedHosts.map(({ example }) => example).join(' or ')}`,
  message: label(
    `只能使用哔哩哔哩或优酷的嵌入地址，例如 ${videoEmbedHosts[0].example}`,
    `Only Bilibili or Youku embed URLs, e.g. ${videoEmbedHosts[0].example}`,
  ),
};

/** Whether an embed URL is one the site may frame. */
export const isAllowedEmbed = (url: string) => new RegExp(videoEmbedPattern.regex).test(url);

const whenVideo = (zh: string, en: string) => label(`添加视频时必填。${zh}`, `Required when a video is added. ${en}`);
const captionsPattern = {
  regex: '\\.vtt$',
  rule: 'a .vtt file',
  message: label('请上传 .vtt 格式的字幕文件', 'Upload a .vtt file (WebVTT)'),
};

const captionsHint = label(
  '可不填。字幕文件为 .vtt 格式（剪映等字幕软件可以导出），只用于上传到本站的视频',
  'Optional. A .vtt captions file (WebVTT, exported by most captioning tools), for videos hosted here only',
);

/** The parts of a video a page shows: the group's fields as GraphQL and the views know them. */
export const videoParts: Field[] = [
  {
    name: 'title',
    type: 'string',
    required: true,
    maxLength: 80,
    label: label('视频标题', 'Video title'),
    hint: whenVideo('中文标题，播放按钮会读出它', 'The Chinese title; the play button reads it out'),
  },
  wordingIn('title', {
    name: 'titleIn',
    label: label('其他语言的视频标题', 'Video title in other languages'),
    part: (language) => ({
      type: 'string',
      maxLength: 80,
      label: label(`${language.zh}视频标题`, `Video title in ${language.en}`),
      hint: label(
        `${language.zh}页面显示的标题；留空时显示中文标题`,
        `Shown on ${language.en} pages; left empty, they show the Chinese title`,
      ),
    }),
  }),
  {
    name: 'poster',
    type: 'image',
    required: true,
    label: label('封面图', 'Poster image'),
    hint: whenVideo(
      '点击播放前显示的画面，建议 16:9、1280×720 像素的 JPEG 图片',
      'What visitors see before they press play: 16:9, 1280×720 pixels, JPEG',
    ),
  },
  {
    name: 'duration',
    type: 'number',
    integer: true,
    min: 1,
    max: 36000,
    required: true,
    label: label('时长（秒）', 'Duration (seconds)'),
    hint: whenVideo('例如 65 表示 1 分 05 秒', 'e.g. 65 for 1:05'),
  },
  {
    name: 'mp4',
    type: 'file',
    pattern: {
      regex: '\\.mp4$',
      rule: 'a .mp4 file',
      message: label('请上传 .mp4 格式的视频', 'Upload a .mp4 file'),
    },
    label: label('视频文件（MP4 格式）', 'Video file, MP4'),
    hint: label(
      '在本站播放的视频，MP4 格式（剪辑软件通常默认导出这种格式），不超过 20 MB；与下面的外部视频嵌入地址二选一',
      'A video played from this site, as an MP4 file (what video editors usually export; H.264), at most 20 MB; either this or the external video embed URL below',
    ),
  },
  {
    name: 'webm',
    type: 'file',
    pattern: {
      regex: '\\.webm$',
      rule: 'a .webm file',
      message: label('请上传 .webm 格式的视频', 'Upload a .webm file'),
    },
    label: label('视频文件（WebM 格式）', 'Video file, WebM'),
    hint: label(
      '可不填。同一段视频另存的 WebM 格式（一种体积更小的网页视频格式），浏览器支持时优先播放它',
      'Optional. The same video saved as WebM, a smaller web video format that browsers play first when they can',
    ),
  },
  {
    name: 'embed',
    type: 'string',
    pattern: videoEmbedPattern,
    label: label('外部视频嵌入地址', 'External video embed URL'),
    hint: label(
      '视频在哔哩哔哩或优酷上时填写。哔哩哔哩：视频页点“分享”→“嵌入代码”，复制其中以 https://player.bilibili.com/player.html?bvid= 开头的地址；优酷：以 https://player.youku.com/embed/ 开头的地址',
      'Bilibili: Share → embed code, the src address (player.bilibili.com/player.html?bvid=…); Youku: player.youku.com/embed/…',
    ),
  },
  localeMap({
    name: 'captions',
    label: label('字幕文件', 'Captions files'),
    hint: captionsHint,
    part: (language) => ({
      type: 'file',
      pattern: captionsPattern,
      label: label(`${language.zh}字幕文件`, `${language.en} captions file`),
    }),
  }),
];

const given = (value: unknown) => typeof value === 'string' && value !== '';

/** One source: files hosted here or an embed, never both; captions only for files hosted here. */
export function videoRules(video: Record<string, unknown>): EntryRule[] {
  const hosted = given(video.mp4) || given(video.webm);
  const problems: EntryRule[] = [];
  if (hosted && given(video.embed))
    problems.push({
      field: 'embed',
      rule: 'give either video files hosted here or an embed URL, not both',
      message: label(
        '上传的视频文件和外部嵌入地址只能填一种，请删除其中一个',
        'Give either uploaded video files or an embed URL, not both: remove one',
      ),
    });
  if (!hosted && !given(video.embed))
    problems.push({
      field: 'mp4',
      rule: 'needs a video: an MP4 or WebM file, or an embed URL',
      message: label(
        '需要一个视频：上传 MP4 或 WebM 文件，或填写嵌入地址',
        'Needs a video: upload an MP4 or WebM file, or give an embed URL',
      ),
    });
  const captions = typeof video.captions === 'object' && video.captions !== null ? video.captions : {};
  if (!hosted && Object.values(captions).some(given))
    problems.push({
      field: 'captions',
      rule: 'captions go with video files hosted here (embedded players bring their own)',
      message: label(
        '字幕只用于上传的视频文件，嵌入的播放器自带字幕，请删除字幕',
        'Captions go with uploaded video files (embedded players bring their own): remove them',
      ),
    });
  return problems;
}

/** The optional `video` field of products, solutions, news and About. */
export const videoField: ObjectField = {
  name: 'video',
  type: 'object',
  i18n: false,
  label: label('视频', 'Video'),
  hint: label(
    '可不填。上传视频文件，或填写哔哩哔哩、优酷的嵌入地址；两种方式都需要封面图、时长和标题',
    'Optional. Upload an MP4 (and WebM) file, or give a Bilibili or Youku embed URL; both need a poster and duration',
  ),
  fields: videoParts,
  rules: videoRules,
  typeName: 'Video',
};
