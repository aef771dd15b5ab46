import type { EntryRule, Field, ObjectField } from '../types';
import { label } from './common';

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
  message: label('请上传 .vtt 格式的字幕（WebVTT）', 'Upload a .vtt file (WebVTT)'),
};

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
  {
    name: 'titleEn',
    type: 'string',
    maxLength: 80,
    variantOf: { field: 'title', locale: 'en' },
    label: label('英文视频标题', 'Video title in English'),
    hint: label(
      '英文页面显示的标题；留空时显示中文标题',
      'Shown on English pages; left empty, they show the Chinese title',
    ),
  },
  {
    name: 'poster',
    type: 'image',
    required: true,
    label: label('封面图', 'Poster image'),
    hint: whenVideo(
      '点击播放前显示的画面，建议 16:9、1280×720 像素的 JPEG',
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
      message: label('请上传 .mp4 格式的视频（H.264）', 'Upload a .mp4 file'),
    },
    label: label('视频文件 MP4', 'Video file, MP4'),
    hint: label(
      '上传到本站的视频（H.264 编码，不超过 20 MB）；与外部视频二选一',
      'A video hosted here (H.264, at most 20 MB); either this or an external video',
    ),
  },
  {
    name: 'webm',
    type: 'file',
    pattern: {
      regex: '\\.webm$',
      rule: 'a .webm file',
      message: label('请上传 .webm 格式的视频（VP9）', 'Upload a .webm file'),
    },
    label: label('视频文件 WebM（可选）', 'Video file, WebM (optional)'),
    hint: label('同一视频的 WebM 版本，通常更小', 'The same video as WebM, usually smaller'),
  },
  {
    name: 'embed',
    type: 'string',
    pattern: videoEmbedPattern,
    label: label('外部视频嵌入地址', 'External video embed URL'),
    hint: label(
      '哔哩哔哩：分享 → 嵌入代码中 src 的地址（player.bilibili.com/player.html?bvid=…）；优酷：player.youku.com/embed/…',
      'Bilibili: Share → embed code, the src address (player.bilibili.com/player.html?bvid=…); Youku: player.youku.com/embed/…',
    ),
  },
  {
    name: 'captionsZh',
    type: 'file',
    pattern: captionsPattern,
    label: label('中文字幕 WebVTT（可选）', 'Chinese captions, WebVTT (optional)'),
  },
  {
    name: 'captionsEn',
    type: 'file',
    pattern: captionsPattern,
    label: label('英文字幕 WebVTT（可选）', 'English captions, WebVTT (optional)'),
  },
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
  if (!hosted && (given(video.captionsZh) || given(video.captionsEn)))
    problems.push({
      field: 'captionsZh',
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
    '可选。上传 MP4（及 WebM）文件，或填写哔哩哔哩、优酷的嵌入地址；都需要封面图和时长',
    'Optional. Upload an MP4 (and WebM) file, or give a Bilibili or Youku embed URL; both need a poster and duration',
  ),
  fields: videoParts,
  rules: videoRules,
  typeName: 'Video',
};
