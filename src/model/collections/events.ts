import type { Collection, EntryRule } from '../types';
import { eventKinds } from '../options';
import { parseDate } from '../rules/dates';
import { label, slugFieldFor } from './common';

const timePattern = {
  regex: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$',
  rule: 'a time of day, HH:MM (24 hours)',
  message: label('请按 24 小时制填写时间，例如 14:30', 'Give a 24-hour time, e.g. 14:30'),
};

/** Whether `zone` is an IANA time zone this runtime knows (Asia/Shanghai, Europe/Berlin). */
export function isTimeZone(zone: unknown): boolean {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** An event's rules across fields: its days in order, what a trade show and a webinar each need. */
export function eventRules(entry: Record<string, unknown>): EntryRule[] {
  const problems: EntryRule[] = [];
  const start = parseDate(entry.start);
  const end = parseDate(entry.end);
  if (start && end && end < start)
    problems.push({
      field: 'end',
      rule: 'the last day is before the first day',
      message: label('结束日期不能早于开始日期', 'The last day cannot be before the first day'),
    });
  if (entry.kind === 'fair') {
    for (const [field, zh, en] of [
      ['city', '城市', 'city'],
      ['venue', '场馆', 'venue'],
    ] as const)
      if (!given(entry[field]))
        problems.push({
          field,
          rule: `a trade show needs its ${en}`,
          message: label(`展会需要填写${zh}`, `A trade show needs its ${en}`),
        });
  }
  if (entry.kind === 'webinar') {
    if (!given(entry.startTime))
      problems.push({
        field: 'startTime',
        rule: 'a webinar needs its start time',
        message: label('线上研讨会需要填写开始时间', 'A webinar needs its start time'),
      });
    if (!isTimeZone(entry.timeZone))
      problems.push({
        field: 'timeZone',
        rule: `a webinar needs an IANA time zone such as Asia/Shanghai${given(entry.timeZone) ? `, not "${String(entry.timeZone)}"` : ''}`,
        message: label(
          '线上研讨会需要填写时区，例如 Asia/Shanghai、Europe/Berlin',
          'A webinar needs its time zone, e.g. Asia/Shanghai or Europe/Berlin',
        ),
      });
    if (
      given(entry.startTime) &&
      given(entry.endTime) &&
      start &&
      end &&
      start.getTime() === end.getTime() &&
      String(entry.endTime) <= String(entry.startTime)
    )
      problems.push({
        field: 'endTime',
        rule: 'the end time is not after the start time',
        message: label('结束时间必须晚于开始时间', 'The end time must be after the start time'),
      });
  }
  return problems;
}

export const events: Collection = {
  name: 'events',
  label: label('展会与活动', 'Events'),
  item: label('活动', 'Event'),
  type: 'Event',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  summary: '{{start}} {{title}}',
  unique: ['title'],
  fields: [
    slugFieldFor('2027-04-photonics-fair'),
    {
      name: 'kind',
      type: 'select',
      ...eventKinds,
      required: true,
      label: label('类型', 'Kind'),
    },
    { name: 'title', type: 'string', required: true, label: label('名称', 'Title') },
    { name: 'start', type: 'date', required: true, label: label('开始日期', 'First day') },
    {
      name: 'end',
      type: 'date',
      required: true,
      label: label('结束日期', 'Last day'),
      hint: label('单日活动填写与开始日期相同的日期', 'For a one-day event, the same date as the first day'),
    },
    {
      name: 'startTime',
      type: 'string',
      i18n: false,
      label: label('开始时间', 'Start time'),
      hint: label(
        '线上研讨会必填：按下方时区的当地时间，24 小时制，例如 14:30',
        'Required for a webinar: local time in the time zone below, 24-hour, e.g. 14:30',
      ),
      pattern: timePattern,
    },
    {
      name: 'endTime',
      type: 'string',
      i18n: false,
      label: label('结束时间', 'End time'),
      hint: label('线上研讨会选填：不填按一小时计', 'Optional for a webinar: one hour when left blank'),
      pattern: timePattern,
    },
    {
      name: 'timeZone',
      type: 'string',
      i18n: false,
      label: label('时区', 'Time zone'),
      hint: label(
        '线上研讨会必填：开始时间所在的时区，例如 Asia/Shanghai（国内活动）、Europe/Berlin；网站按访客所在时区换算显示',
        'Required for a webinar: the time zone of the start time, e.g. Asia/Shanghai (events in China), Europe/Berlin; the site converts it to the visitor’s zone',
      ),
      pattern: {
        regex: '^[A-Z][A-Za-z_]+/[A-Z][A-Za-z_]+$',
        rule: 'an IANA time zone name such as Asia/Shanghai',
        message: label(
          '请按 洲/城市 填写时区，例如 Asia/Shanghai',
          'Write the time zone as region/city, e.g. Asia/Shanghai',
        ),
      },
    },
    {
      name: 'city',
      type: 'string',
      label: label('城市', 'City'),
      hint: label('展会必填', 'Required for a trade show'),
    },
    {
      name: 'venue',
      type: 'string',
      label: label('场馆', 'Venue'),
      hint: label('展会必填，例如 武汉国际博览中心', 'Required for a trade show, e.g. Wuhan International Expo Centre'),
    },
    {
      name: 'booth',
      type: 'string',
      i18n: false,
      maxLength: 20,
      label: label('展位号', 'Booth'),
      hint: label('展会的展位号，确定后填写，例如 A3-2108', 'The trade show booth, once assigned, e.g. A3-2108'),
    },
    {
      name: 'registration',
      type: 'string',
      i18n: false,
      label: label('报名链接', 'Registration link'),
      pattern: {
        regex: '^https://',
        rule: 'an https:// address',
        message: label('请填写以 https:// 开头的完整网址', 'Give a full address starting with https://'),
      },
    },
    { name: 'summary', type: 'text', required: true, maxLength: 240, label: label('简介', 'Summary') },
    {
      name: 'products',
      type: 'relation',
      collection: 'products',
      multiple: true,
      label: label('展出产品', 'Products shown'),
      hint: label(
        '名称和简介提到的型号都要在此列出，活动会链接到它们的产品页',
        'Every model the title and summary name must be listed here; the event links to their pages',
      ),
    },
  ],
  rules: eventRules,
};
