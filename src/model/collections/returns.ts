import type { Collection, EntryRule } from '../types';
import { label } from './common';

/**
 * The service and returns page (/supports/service/): when to call, what to send, how to pack, the
 * return addresses by region (chosen from the locations, so an address is kept in one place), and
 * where free samples go with how to pack them (shown after a sample request).
 */
export function returnsRules(entry: Record<string, unknown>): EntryRule[] {
  const problems: EntryRule[] = [];
  const returns = Array.isArray(entry.returnLocations) ? (entry.returnLocations as unknown[]) : [];
  if (new Set(returns).size !== returns.length)
    problems.push({
      field: 'returnLocations',
      rule: 'a return address is listed twice',
      message: label('同一个网点不能重复列为返修地址', 'A location cannot be listed twice as a return address'),
    });
  return problems;
}

export const returns: Collection = {
  name: 'returns',
  label: label('售后与返修', 'Service and returns'),
  type: 'ReturnsPage',
  kind: 'file',
  file: 'returns/returns.yml',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'string', required: true, maxLength: 40, label: label('标题', 'Title') },
    {
      name: 'summary',
      type: 'text',
      required: true,
      maxLength: 200,
      label: label('摘要', 'Summary'),
      hint: label('页面开头和搜索结果中显示的一两句话', 'One or two sentences shown at the top and in search results'),
    },
    {
      name: 'whenToCall',
      type: 'markdown',
      required: true,
      label: label('何时联系我们', 'When to call'),
      hint: label(
        '哪些情况先打热线远程诊断、哪些需要返厂；热线号码和服务时间由网站自动显示',
        'Which faults to phone in for remote diagnosis first and which need a return; the site shows the hotline and its hours',
      ),
    },
    {
      name: 'sendItems',
      type: 'list',
      of: 'string',
      i18n: true,
      required: true,
      label: label('需要提供的信息', 'What to send'),
      hint: label('每项一条，例如 型号和序列号', 'One item per line, e.g. the model and serial number'),
    },
    {
      name: 'packing',
      type: 'list',
      of: 'string',
      i18n: true,
      required: true,
      label: label('包装要求', 'Packing'),
      hint: label('按顺序每步一条', 'One step per item, in order'),
    },
    {
      name: 'returnLocations',
      type: 'relation',
      collection: 'locations',
      multiple: true,
      required: true,
      label: label('返修地址', 'Return addresses'),
      hint: label(
        '从“全球布局”中选择受理返修的网点；地址、电话和服务区域取自网点本身',
        'Choose the locations that accept returns from Global layout; their address, phone and the regions they serve come from there',
      ),
    },
    {
      name: 'sampleLocation',
      type: 'relation',
      collection: 'locations',
      required: true,
      label: label('样品寄送地址', 'Where samples go'),
      hint: label(
        '免费打样的样品寄往的网点（通常是应用实验室所在工厂），提交打样申请后显示',
        'The location samples for free processing are shipped to (usually the factory with the applications lab); shown after a sample request',
      ),
    },
    {
      name: 'samplePacking',
      type: 'list',
      of: 'string',
      i18n: true,
      required: true,
      label: label('样品包装要求', 'Packing samples'),
      hint: label('提交打样申请后显示，每步一条', 'Shown after a sample request, one step per item'),
    },
  ],
  rules: returnsRules,
};
