import type { Collection, EntryRule } from '../types';
import { label, orderField, slugFieldFor } from './common';
import { isTimeZone } from './events';
import { locationKinds, openingDays } from '../options';
import { overseasName, placeCode } from '../../region/region-names';

const timePattern = {
  regex: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$',
  rule: 'a time of day, HH:MM (24 hours)',
  message: label('请按 24 小时制填写时间，例如 08:30', 'Give a 24-hour time, e.g. 08:30'),
};

/**
 * A direct line with its country code: +86 27 8765 4300, +49 351 …. A 400 or 800 hotline cannot be
 * dialled from abroad nor from most mobile plans outside China, and it reaches the call centre,
 * not the site: the map lists only numbers that ring there.
 */
export const directPhonePattern = {
  regex: '^\\+(?!86[ -]?[48]00)[1-9][0-9]{0,2}(?:[ -]?[0-9]{1,5}){2,6}$',
  rule: 'a direct number with its country code such as +86 27 8765 4300, not a 400 or 800 hotline',
  message: label(
    '请填写带国家区号的直拨电话，例如 +86 27 8765 4300；400、800 热线不能作为网点电话',
    'Give a direct number with its country code, e.g. +86 27 8765 4300; a 400 or 800 hotline cannot be a location’s phone',
  ),
};

const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A location's rules across fields: known regions, a named distributor, a known zone, closing after opening. */
export function locationRules(entry: Record<string, unknown>): EntryRule[] {
  const problems: EntryRule[] = [];
  const serves = Array.isArray(entry.serves) ? (entry.serves as unknown[]) : [];
  const unknown = serves.filter((name) => typeof name !== 'string' || (name !== overseasName && !placeCode(name)));
  if (unknown.length)
    problems.push({
      field: 'serves',
      rule: `${unknown.map((name) => JSON.stringify(name)).join(', ')} is not a province or country the region lookup knows (use short Chinese names such as 湖北, 江苏, 韩国, or ${overseasName})`,
      message: label(
        `${unknown.map((name) => `“${String(name)}”`).join('、')}不是能识别的省份或国家，请写中文简称，如 湖北、江苏、韩国，或“${overseasName}”`,
        `${unknown.map((name) => `“${String(name)}”`).join(', ')}: not a province or country the site recognises; use short Chinese names such as 湖北, 江苏, 韩国, or “${overseasName}”`,
      ),
    });
  if (entry.kind === 'distributor' && !given(entry.company))
    problems.push({
      field: 'company',
      rule: 'a distributor needs its company name',
      message: label('经销商需要填写公司名称', 'A distributor needs its company name'),
    });
  if (given(entry.timeZone) && !isTimeZone(entry.timeZone))
    problems.push({
      field: 'timeZone',
      rule: `"${String(entry.timeZone)}" is not a time zone name such as Asia/Shanghai or Europe/Berlin`,
      message: label(
        `“${String(entry.timeZone)}”不是能识别的时区，请写 洲/城市 形式，例如 Asia/Shanghai、Europe/Berlin`,
        `“${String(entry.timeZone)}” is not a time zone the site knows; write it as region/city, e.g. Asia/Shanghai, Europe/Berlin`,
      ),
    });
  if (given(entry.opens) && given(entry.closes) && String(entry.closes) <= String(entry.opens))
    problems.push({
      field: 'closes',
      rule: 'the closing time is not after the opening time',
      message: label('下班时间必须晚于上班时间', 'The closing time must be after the opening time'),
    });
  return problems;
}

/**
 * The company's places and its distributors: the About page lists them, the support page draws
 * them on the map beside the list, and the contact form's nearest-office line chooses among them.
 */
export const locations: Collection = {
  name: 'locations',
  label: label('全球布局', 'Global layout'),
  item: label('网点', 'Location'),
  type: 'Location',
  kind: 'folder',
  idField: 'slug',
  titleField: 'city',
  fields: [
    slugFieldFor('munich-office'),
    orderField,
    {
      name: 'kind',
      type: 'select',
      ...locationKinds,
      required: true,
      label: label('类型', 'Kind'),
      hint: label(
        '经销商是代理销售和服务的合作公司：访客所在地没有自己的网点时，网站才推荐经销商',
        'A distributor is a partner company that sells and services our lasers: the website suggests one only where none of our own sites serves the visitor’s region',
      ),
    },
    {
      name: 'company',
      type: 'string',
      label: label('经销商名称', 'Distributor’s name'),
      hint: label(
        '经销商必填：公司全称，例如 某某激光技术有限公司',
        'Required for a distributor: the company’s full name',
      ),
    },
    {
      name: 'phone',
      type: 'string',
      i18n: false,
      required: true,
      label: label('电话', 'Phone'),
      hint: label(
        '网点的直拨电话，带国家区号，例如 +86 27 8765 4300（不能填 400 热线）',
        'The location’s direct line with its country code, e.g. +86 27 8765 4300 (not a 400 hotline)',
      ),
      pattern: directPhonePattern,
    },
    { name: 'city', type: 'string', required: true, label: label('城市', 'City') },
    { name: 'country', type: 'string', required: true, label: label('国家/地区', 'Country or region') },
    { name: 'address', type: 'string', required: true, label: label('地址', 'Address') },
    {
      name: 'days',
      type: 'select',
      ...openingDays,
      required: true,
      label: label('工作日', 'Working days'),
    },
    {
      name: 'opens',
      type: 'string',
      i18n: false,
      required: true,
      label: label('上班时间', 'Opens at'),
      hint: label('当地时间，24 小时制，例如 08:30', 'Local time, 24-hour, e.g. 08:30'),
      pattern: timePattern,
    },
    {
      name: 'closes',
      type: 'string',
      i18n: false,
      required: true,
      label: label('下班时间', 'Closes at'),
      hint: label('当地时间，24 小时制，例如 17:30', 'Local time, 24-hour, e.g. 17:30'),
      pattern: timePattern,
    },
    {
      name: 'timeZone',
      type: 'string',
      i18n: false,
      required: true,
      label: label('时区', 'Time zone'),
      hint: label(
        '时区，例如 Asia/Shanghai（国内网点）、Europe/Berlin、Asia/Kolkata；网站显示为“北京时间”等文字',
        'Time zone, e.g. Asia/Shanghai (sites in China), Europe/Berlin, Asia/Kolkata; the website shows it in words, such as “China Standard Time”',
      ),
      pattern: {
        regex: '^[A-Z][A-Za-z_]+(?:/[A-Z][A-Za-z_-]+)+$',
        rule: 'a time zone name such as Asia/Shanghai',
        message: label(
          '请按 洲/城市 填写时区，例如 Asia/Shanghai',
          'Write the time zone as region/city, e.g. Asia/Shanghai',
        ),
      },
    },
    {
      name: 'lat',
      type: 'number',
      i18n: false,
      required: true,
      min: -90,
      max: 90,
      label: label('纬度', 'Latitude'),
      hint: label(
        '地图上的位置：十进制度数，北纬为正，例如 武汉 30.51；可在地图软件中右键地点复制',
        'Where the map marks it: decimal degrees, north positive, e.g. Wuhan 30.51; map apps copy it from a right-click on the place',
      ),
    },
    {
      name: 'lon',
      type: 'number',
      i18n: false,
      required: true,
      min: -180,
      max: 180,
      label: label('经度', 'Longitude'),
      hint: label('十进制度数，东经为正，例如 武汉 114.40', 'Decimal degrees, east positive, e.g. Wuhan 114.40'),
    },
    {
      name: 'serves',
      type: 'list',
      of: 'string',
      i18n: false,
      label: label('服务区域', 'Serves'),
      hint: label(
        `该网点负责的省份或国家，写中文简称，每项一个（如 湖北、江苏、韩国）；「${overseasName}」指其他网点未列出的所有国家。网站按访客所在地推荐最近的网点（自己的网点优先于经销商），未匹配时推荐总部。`,
        `The provinces or countries this site looks after, by their Chinese short names, one per item (e.g. 湖北, 江苏, 韩国); "${overseasName}" means every country no other site lists. The website suggests the nearest site from the visitor's region (our own before a distributor), else the headquarters.`,
      ),
    },
  ],
  rules: locationRules,
};
