import type { Collection } from '../types';
import { label, orderField, slugFieldFor } from './common';

export const faqs: Collection = {
  name: 'faqs',
  label: label('常见问题', 'Common problems'),
  item: label('问题', 'Question'),
  type: 'Faq',
  kind: 'folder',
  idField: 'slug',
  titleField: 'question',
  fields: [
    slugFieldFor('warm-up-time'),
    orderField,
    { name: 'question', type: 'string', required: true, label: label('问题', 'Question') },
    {
      name: 'answer',
      type: 'markdown',
      required: true,
      label: label('解答', 'Answer'),
      hint: label(
        '预热时间、环境条件、冷却液更换周期、应用实验室和备件库请写占位符，如 {warm-up-cold-start}、{humidity-max}、{coolant-change}、{application-labs}，网站会填入“服务参数”中的数值；直接写出与之不同的数字时无法发布',
        'For warm-up times, room conditions, the coolant interval, labs and parts stores write a placeholder such as {warm-up-cold-start}, {humidity-max}, {coolant-change} or {application-labs}: the site fills in the figure from Service facts. A different figure written out cannot be published',
      ),
    },
  ],
};
