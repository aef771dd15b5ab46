import type { ProblemRule } from '../../model/validate';
import type { PublishedChange } from '../../server/publish/status';

/** The editor's UI language in /admin (Decap's zh_Hans is our zh). */
export type PanelLocale = 'zh' | 'en';

type Values = Record<string, unknown>;
type Text = (values: Values) => string;
const q = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The publishing panel's words, in both UI languages. */
export const panelText = {
  zh: {
    title: '发布状态',
    building: '正在发布…',
    live: (time: string) => `已上线（${time}）`,
    failed: '发布失败',
    failedHelp: '请修改以下问题后重新发布，网站仍显示上一个版本：',
    buildError: '网站构建出错（不是内容问题），请联系技术人员。网站仍显示上一个版本。',
    change: '最新修改：',
    details: '构建日志',
    steps: { preparing: '取出这次保存的内容', checking: '检查内容', building: '生成网页', finishing: '压缩文件并上线' },
    stepOf: (index: number, total: number) => `第 ${index} 步，共 ${total} 步`,
    queued: '发布期间又有新的保存，这次发布完成后会接着发布。',
    fixAndSave: '改正后直接再次保存即可，无需刷新页面。',
    liveNow: '网站现在显示：',
    recent: '最近的发布',
    undo: '撤销上次发布',
    undoing: '正在撤销…',
    undoConfirm: (what: string, when: string) =>
      `撤销后，网站将恢复为${when}“${what}”之后的内容。撤销本身也会记录在修改历史中。确定撤销吗？`,
    undoAlso: (count: number) => `发布失败的 ${count} 次保存还没有上线，也会一并撤回。`,
    refusedTitle: '有保存没有通过检查，已自动撤回',
    refusedLive: (time: string) => `其他修改已上线 ${time}；有保存没有通过检查，已撤回（见下方说明）`,
    refused: (what: string, who: string, when: string) =>
      `“${what}”（${who ? `${who}，` : ''}${when}保存）没有通过检查，网站没有采用它。为了让之后的其他修改能上线，系统已自动撤回这次保存（修改历史中仍保留）。问题如下：`,
    refusedFix: '请按上面的说明改正后，重新填写并保存一次。',
    undoBusy: '正在发布，请等发布完成后再撤销。',
    undoNothing: '没有可以撤销的发布。',
    undoFailed: '撤销没有成功，网站内容未变。请稍后再试。',
    collapse: '收起',
    expand: '展开发布状态',
  },
  en: {
    title: 'Publishing',
    building: 'Publishing…',
    live: (time: string) => `Live since ${time}`,
    failed: 'Publish failed',
    failedHelp: 'Fix these and publish again; the site still shows the previous version:',
    buildError:
      'The site build failed (not a content problem): ask a developer. The site still shows the previous version.',
    change: 'Latest change: ',
    details: 'Build log',
    steps: {
      preparing: 'Taking out the saved version',
      checking: 'Checking the content',
      building: 'Making the pages',
      finishing: 'Compressing and going live',
    },
    stepOf: (index: number, total: number) => `step ${index} of ${total}`,
    queued: 'More saves came in meanwhile: they are published right after this.',
    fixAndSave: 'Correct it and save again; no need to reload the page.',
    liveNow: 'The site shows: ',
    recent: 'Recent publishes',
    undo: 'Undo last publish',
    undoing: 'Undoing…',
    undoConfirm: (what: string, when: string) =>
      `The site goes back to how it was after “${what}”, saved ${when}. The undo is kept in the history too. Undo now?`,
    undoAlso: (count: number) =>
      `${count === 1 ? 'A save whose publish failed is' : `${count} saves whose publish failed are`} not live yet: the undo takes ${count === 1 ? 'it' : 'them'} back too.`,
    refusedTitle: 'A save did not pass the checks and was taken back',
    refusedLive: (time: string) =>
      `The other changes are live since ${time}; a save that did not pass the checks was taken back (see below)`,
    refused: (what: string, who: string, when: string) =>
      `“${what}” (${who ? `${who}, ` : ''}saved ${when}) did not pass the checks, so the site did not take it. It was taken back automatically so that the changes saved after it could go live (the history keeps it). The problems:`,
    refusedFix: 'Correct them as described and save it again.',
    undoBusy: 'A publish is running: undo once it has finished.',
    undoNothing: 'There is no publish to undo.',
    undoFailed: 'The undo did not work; the site is unchanged. Try again in a moment.',
    collapse: 'Collapse',
    expand: 'Show publishing status',
  },
};

/** Each rule in plain words; `values` come from the structured problem. */
export const ruleText: Record<PanelLocale, Record<ProblemRule, Text>> = {
  zh: {
    'missing-file': () => '文件不存在',
    'invalid-yaml': (v) => `文件格式有误，无法读取（${q(v.error)}）`,
    'not-a-mapping': () => '内容的结构不对，无法按字段读取',
    'unknown-locale': () => '不是网站使用的语言',
    'unknown-field': () => '不是这个栏目的字段',
    'not-translated': () => '这个字段只需在中文里填写一次，英文里不要重复',
    required: () => '必须填写，但现在是空的',
    type: (v) => `填写的内容类型不对（“${q(v.value)}”）`,
    'too-long': (v) => `太长了：${q(v.length)} 个字符，最多 ${q(v.max)} 个`,
    pattern: (v) => `“${q(v.value)}”的格式不对`,
    range: (v) =>
      v.min !== undefined
        ? `不能小于 ${q(v.min)}（现在是 ${q(v.value)}）`
        : `不能大于 ${q(v.max)}（现在是 ${q(v.value)}）`,
    date: (v) => `“${q(v.value)}”不是有效的日期`,
    option: (v) => `“${q(v.value)}”不是可选的选项`,
    'file-path': () => '不是有效的文件地址，请重新上传',
    'file-missing': (v) => `文件 ${q(v.value)} 不存在（没有上传或已被删除）`,
    'file-name-unsafe': (v) => `文件名“${q(v.value)}”无法使用，请重新上传这个文件`,
    'file-too-large': (v) =>
      `文件 ${q(v.value)} 有 ${q(v.megabytes)} MB，超过了 ${q(v.limit)} MB 的上限，请压缩后重新上传`,
    'empty-item': () => '列表里有一项是空的',
    'duplicate-id': (v) => `“${q(v.id)}”已被 ${q(v.previous)} 使用，请换一个`,
    'file-name': (v) => `“${q(v.id)}”与文件名“${q(v.fileName)}”不一致`,
    relation: (v) => `指向的${q(v.targetLabel)}“${q(v.value)}”不存在（可能已被删除）`,
    'entry-rule': (v) => `不符合规则（${q(v.message)}）`,
  },
  en: {
    'missing-file': () => 'the file does not exist',
    'invalid-yaml': (v) => `the file cannot be read (${q(v.error)})`,
    'not-a-mapping': () => 'the content is not laid out as fields',
    'unknown-locale': () => 'is not a language of the site',
    'unknown-field': () => 'is not a field of this collection',
    'not-translated': () => 'is written once, in Chinese: remove it from the English version',
    required: () => 'is required but empty',
    type: (v) => `holds the wrong kind of value ("${q(v.value)}")`,
    'too-long': (v) => `is too long: ${q(v.length)} characters, at most ${q(v.max)}`,
    pattern: (v) => `"${q(v.value)}" is not in the expected format`,
    range: (v) =>
      v.min !== undefined
        ? `must be at least ${q(v.min)} (is ${q(v.value)})`
        : `must be at most ${q(v.max)} (is ${q(v.value)})`,
    date: (v) => `"${q(v.value)}" is not a valid date`,
    option: (v) => `"${q(v.value)}" is not one of the options`,
    'file-path': () => 'is not a valid file address: upload the file again',
    'file-missing': (v) => `the file ${q(v.value)} does not exist (not uploaded, or deleted)`,
    'file-name-unsafe': (v) => `the file name "${q(v.value)}" cannot be used: upload the file again`,
    'file-too-large': (v) =>
      `the file ${q(v.value)} is ${q(v.megabytes)} MB, over the ${q(v.limit)} MB limit: make it smaller and upload it again`,
    'empty-item': () => 'has an empty item in its list',
    'duplicate-id': (v) => `"${q(v.id)}" is already used by ${q(v.previous)}: pick another`,
    'file-name': (v) => `"${q(v.id)}" does not match the file name "${q(v.fileName)}"`,
    relation: (v) => `points to ${q(v.targetLabel)} "${q(v.value)}", which does not exist (deleted?)`,
    'entry-rule': (v) => q(v.message),
  },
};

/** A saved change in the editor's words: 新闻《…》 / News "…" (describe-change.ts made it from the commit). */
export function changeText(
  change: PublishedChange,
  locale: PanelLocale,
  label: (collection: string) => string,
): string {
  const title = change.title?.[locale] ?? change.title?.zh;
  const more = change.more > 0 ? (locale === 'zh' ? `等 ${change.more + 1} 项` : ` and ${change.more} more`) : '';
  if (change.kind === 'undo') {
    const undid = change.undid ? changeText(change.undid, locale, label) : '';
    return locale === 'zh'
      ? `撤销了${undid ? `“${undid}”` : '上次发布'}`
      : `Undid ${undid ? `“${undid}”` : 'the last publish'}`;
  }
  if (change.kind === 'refused') {
    const undid = change.undid ? changeText(change.undid, locale, label) : '';
    const others =
      change.more > 0 ? (locale === 'zh' ? `等 ${change.more + 1} 次保存` : ` and ${change.more} more`) : '';
    return locale === 'zh'
      ? `撤回了没有通过检查的保存${undid ? `“${undid}”` : ''}${others}`
      : `Took back ${undid ? `“${undid}”` : 'a save'}${others}, which did not pass the checks`;
  }
  if (change.kind === 'upload') {
    return locale === 'zh' ? `上传了文件 ${change.file ?? ''}${more}` : `Uploaded ${change.file ?? 'a file'}${more}`;
  }
  if (!change.collection) return locale === 'zh' ? '网站内容更新' : 'Site update';
  const name = label(change.collection);
  if (locale === 'zh') {
    const verb = { create: '新建', update: '修改', delete: '删除', other: '修改' }[change.kind];
    return `${verb}${name}${title ? `《${title}》` : ''}${more}`;
  }
  const what = `${name}${title ? ` "${title}"` : ''}${more}`;
  return { create: `New: ${what}`, update: `Edited: ${what}`, delete: `Deleted: ${what}`, other: `Edited: ${what}` }[
    change.kind
  ];
}
