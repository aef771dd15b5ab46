import type { Collection } from '../types';
import { label, orderField, slugFieldFor } from './common';
import { videoField } from './video';
import { honorKinds, locationKinds } from '../options';
import { overseasName, placeCode } from '../../region/region-names';

/** The About Us tab: company text and culture, written once per locale. */
export const about: Collection = {
  name: 'about',
  label: label('关于我们', 'About us'),
  type: 'AboutPage',
  kind: 'file',
  file: 'about/about.yml',
  titleField: 'companyTitle',
  fields: [
    { name: 'companyTitle', type: 'string', required: true, label: label('公司介绍标题', 'Company heading') },
    { name: 'company', type: 'markdown', required: true, label: label('公司介绍', 'Company') },
    videoField,
    {
      name: 'culture',
      type: 'list',
      i18n: true,
      required: true,
      label: label('企业文化', 'Culture'),
      of: [
        { name: 'title', type: 'string', required: true, label: label('标题', 'Title') },
        { name: 'text', type: 'text', required: true, label: label('内容', 'Text') },
      ],
    },
    {
      name: 'joinLead',
      type: 'text',
      required: true,
      maxLength: 300,
      label: label('加入我们导语', 'Join Us lead'),
      hint: label('「加入我们」栏目中职位列表上方的一段话', 'The paragraph above the open positions in Join Us'),
    },
  ],
};

/** Development path: one entry per milestone, so the year is written once. */
export const milestones: Collection = {
  name: 'milestones',
  label: label('发展历程', 'Development path'),
  item: label('历程节点', 'Milestone'),
  type: 'Milestone',
  kind: 'folder',
  idField: 'slug',
  titleField: 'event',
  fields: [
    slugFieldFor('2026-new-plant'),
    {
      name: 'year',
      type: 'number',
      integer: true,
      min: 1990,
      max: 2100,
      i18n: false,
      required: true,
      label: label('年份', 'Year'),
    },
    { name: 'event', type: 'text', required: true, label: label('事件', 'Event') },
  ],
};

export const honors: Collection = {
  name: 'honors',
  label: label('荣誉资质', 'Honors and certifications'),
  item: label('荣誉或证书', 'Honor or certificate'),
  type: 'Honor',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  fields: [
    slugFieldFor('iso-9001'),
    {
      name: 'year',
      type: 'number',
      integer: true,
      min: 1990,
      max: 2100,
      i18n: false,
      required: true,
      label: label('年份', 'Year'),
    },
    { name: 'kind', type: 'select', ...honorKinds, required: true, label: label('类型', 'Kind') },
    { name: 'title', type: 'string', required: true, label: label('名称', 'Title') },
    { name: 'issuer', type: 'string', required: true, label: label('颁发机构', 'Issued by') },
  ],
};

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
    },
    { name: 'phone', type: 'string', i18n: false, label: label('电话', 'Phone') },
    { name: 'city', type: 'string', required: true, label: label('城市', 'City') },
    { name: 'country', type: 'string', required: true, label: label('国家/地区', 'Country or region') },
    { name: 'address', type: 'string', required: true, label: label('地址', 'Address') },
    {
      name: 'serves',
      type: 'list',
      of: 'string',
      i18n: false,
      label: label('服务区域', 'Serves'),
      hint: label(
        `该网点负责的省份或国家，写中文简称，每项一个（如 湖北、江苏、韩国）；「${overseasName}」指其他网点未列出的所有国家。网站按访客所在地推荐最近的网点，未匹配时推荐总部。`,
        `The provinces or countries this site looks after, by their Chinese short names, one per item (e.g. 湖北, 江苏, 韩国); "${overseasName}" means every country no other site lists. The website suggests the nearest site from the visitor's region, else the headquarters.`,
      ),
    },
  ],
  rules: (entry) => {
    const serves = Array.isArray(entry.serves) ? (entry.serves as unknown[]) : [];
    const unknown = serves.filter((name) => typeof name !== 'string' || (name !== overseasName && !placeCode(name)));
    return unknown.length
      ? [
          {
            field: 'serves',
            rule: `${unknown.map((name) => JSON.stringify(name)).join(', ')} is not a province or country the region lookup knows (use short Chinese names such as 湖北, 江苏, 韩国, or ${overseasName})`,
            message: label(
              `${unknown.map((name) => `“${String(name)}”`).join('、')}不是能识别的省份或国家，请写中文简称，如 湖北、江苏、韩国，或“${overseasName}”`,
              `${unknown.map((name) => `“${String(name)}”`).join(', ')}: not a province or country the site recognises; use short Chinese names such as 湖北, 江苏, 韩国, or “${overseasName}”`,
            ),
          },
        ]
      : [];
  },
};
