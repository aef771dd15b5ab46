import type { Collection, EntryRule, Label } from '../types';
import { parseDate } from '../rules/dates';
import { todayInChina } from '../today';
import { label, slugFieldFor } from './common';
import { videoField } from './video';
import { honorKinds } from '../options';

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

/** What a certification states, each required of one (honours are awards and need none of them). */
export const certificateFields = ['issuer', 'number', 'scope', 'issued', 'expires'] as const;

/**
 * A certification names its issuing body, number, scope and validity, and is still valid: the
 * build refuses a certificate past its expiry date (a buyer who checks it finds it lapsed).
 * `today` is the day in China (YYYY-MM-DD), where the certificates are held.
 */
export function certificateRules(entry: Record<string, unknown>, today = todayInChina()): EntryRule[] {
  if (entry.kind !== 'certification') return [];
  const problems: EntryRule[] = [];
  const names: Record<(typeof certificateFields)[number], Label & { rule: string }> = {
    issuer: { ...label('颁发机构', 'Issued by'), rule: 'issuing body' },
    number: { ...label('证书编号', 'Certificate number'), rule: 'certificate number' },
    scope: { ...label('认证范围', 'Scope'), rule: 'scope' },
    issued: { ...label('发证日期', 'Issued on'), rule: 'date of issue' },
    expires: { ...label('有效期至', 'Valid until'), rule: 'expiry date' },
  };
  for (const field of certificateFields) {
    const value = entry[field];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
      problems.push({
        field,
        rule: `a certification gives its ${names[field].rule}`,
        message: label(
          `资质认证需要填写“${names[field].zh}”，客户凭它核实证书`,
          `A certification needs its “${names[field].en}”: buyers check the certificate by it`,
        ),
      });
  }
  const issued = parseDate(entry.issued)?.toISOString().slice(0, 10);
  const expires = parseDate(entry.expires)?.toISOString().slice(0, 10);
  if (issued && expires && expires <= issued)
    problems.push({
      field: 'expires',
      rule: `the expiry date ${expires} is not after the date of issue ${issued}`,
      message: label(
        `有效期至 ${expires} 应晚于发证日期 ${issued}`,
        `The expiry date ${expires} must come after the date of issue ${issued}`,
      ),
    });
  else if (expires && expires < today)
    problems.push({
      field: 'expires',
      rule: `the certificate expired on ${expires}: enter the renewed certificate or delete this one`,
      message: label(
        `证书已于 ${expires} 过期：请填写换发的新证书，或删除这张证书`,
        `The certificate expired on ${expires}: enter the renewed certificate, or delete this one`,
      ),
    });
  return problems;
}

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
    {
      name: 'issuer',
      type: 'string',
      required: true,
      label: label('颁发机构', 'Issued by'),
      hint: label(
        '机构的完整名称；资质认证写发证的认证机构全称（如“某某认证有限公司”），不要写“第三方认证机构”',
        'The body’s full name; for a certification, the certification body that issued it by name, never “a third-party certification body”',
      ),
    },
    {
      name: 'number',
      type: 'string',
      i18n: false,
      label: label('证书编号', 'Certificate number'),
      hint: label(
        '资质认证必填：证书上印的编号，客户凭它向发证机构核实',
        'Required for a certification: the number printed on the certificate, by which a buyer checks it with the issuing body',
      ),
      pattern: {
        regex: '^[A-Za-z0-9][A-Za-z0-9./-]*(?: [A-Za-z0-9./-]+)*$',
        rule: 'letters, digits, ".", "/" and "-", single spaces between parts',
        message: label(
          '只能使用英文字母、数字、“.”“/”“-”，各部分之间最多一个空格',
          'Use letters, digits, “.”, “/” and “-” only, with single spaces between parts',
        ),
      },
    },
    {
      name: 'scope',
      type: 'text',
      maxLength: 300,
      label: label('认证范围', 'Scope'),
      hint: label(
        '资质认证必填：证书上写明的认证范围（覆盖的产品、活动和场所）',
        'Required for a certification: the scope the certificate states (the products, activities and sites it covers)',
      ),
    },
    {
      name: 'issued',
      type: 'date',
      label: label('发证日期', 'Issued on'),
      hint: label(
        '资质认证必填：本证书的发证日期',
        'Required for a certification: the date this certificate was issued',
      ),
    },
    {
      name: 'expires',
      type: 'date',
      label: label('有效期至', 'Valid until'),
      hint: label(
        '资质认证必填：证书的有效期截止日；过期的证书不能发布，请换成新证书或删除',
        'Required for a certification: the last day the certificate is valid; an expired certificate cannot be published: enter the renewed one or delete it',
      ),
    },
  ],
  rules: certificateRules,
};
