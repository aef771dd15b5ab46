import type { Collection, Field } from '../types';
import { industries } from '../options';
import { label, orderField, slugFieldFor } from './common';
import { videoField } from './video';

/**
 * A customer's project told with its measured outcome: who (by name, as the home page's customer
 * strip shows them: Halvexa Display, phone cover-glass line), what they struggled with, what we
 * did, and the figures. Translated as a whole: each language writes its own wording and the
 * figures with it. The customers are named throughout, never "a leading display panel maker"
 * (src/model/__tests__/customer-policy.test.ts).
 */
export const caseStudyField: Field = {
  name: 'caseStudy',
  type: 'object',
  i18n: true,
  label: label('客户案例', 'Case study'),
  hint: label(
    '显示在方案页正文之后；客户写名称（须是首页客户墙上、同意署名的客户），再写产线，例如「Halvexa Display，手机盖板玻璃产线」；不写「某头部面板厂」',
    'Shown after the body of the solution page; name the customer (one on the home page’s customer strip who agreed to be named), then the line, e.g. "Halvexa Display, phone cover-glass line"; never "a leading display panel maker"',
  ),
  fields: [
    {
      name: 'customer',
      type: 'string',
      required: true,
      maxLength: 60,
      label: label('客户', 'Customer'),
    },
    { name: 'challenge', type: 'text', required: true, maxLength: 400, label: label('客户难题', 'Challenge') },
    { name: 'approach', type: 'text', required: true, maxLength: 400, label: label('我们的做法', 'What we did') },
    {
      name: 'results',
      type: 'list',
      required: true,
      label: label('实测结果', 'Measured results'),
      hint: label(
        '每项一个数字：数值写比较符和数字（< 5、+35、99.2），单位另写（μm、%），说明写测的是什么（崩边）',
        'One figure each: the value with its comparison and number (< 5, +35, 99.2), the unit apart (μm, %), the label saying what was measured (Chipping)',
      ),
      of: [
        {
          name: 'value',
          type: 'string',
          required: true,
          maxLength: 12,
          pattern: {
            regex: '^[<>≤≥≈~±+−-]?\\s?[0-9][0-9.,]*$',
            rule: 'a number, optionally after one of < > ≤ ≥ ≈ ~ ± + −',
            message: label(
              '请填写数字，可在前面加 <、>、≤、≥、≈、±、+ 或 −',
              'Write a number, optionally after <, >, ≤, ≥, ≈, ±, + or −',
            ),
          },
          label: label('数值', 'Value'),
        },
        { name: 'unit', type: 'string', maxLength: 12, label: label('单位', 'Unit') },
        { name: 'label', type: 'string', required: true, maxLength: 30, label: label('说明', 'Label') },
      ],
      summary: '{{fields.label}}: {{fields.value}} {{fields.unit}}',
    },
  ],
};

export const solutions: Collection = {
  name: 'solutions',
  label: label('行业方案', 'Solutions'),
  item: label('行业方案', 'Solution'),
  type: 'Solution',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  unique: ['title'],
  fields: [
    slugFieldFor('wafer-dicing'),
    {
      name: 'industry',
      type: 'select',
      ...industries,
      required: true,
      label: label('行业', 'Industry'),
    },
    orderField,
    { name: 'cover', type: 'image', label: label('封面图', 'Cover image') },
    { name: 'title', type: 'string', required: true, label: label('标题', 'Title') },
    { name: 'summary', type: 'text', required: true, maxLength: 200, label: label('摘要', 'Summary') },
    { name: 'body', type: 'markdown', required: true, label: label('正文', 'Body') },
    caseStudyField,
    {
      name: 'caseStudyProducts',
      type: 'relation',
      collection: 'products',
      multiple: true,
      label: label('案例所用型号', 'Models used in the case study'),
      hint: label(
        '客户案例实际使用的激光器，须是本方案推荐产品中的型号；案例文字提到的型号都要在此列出',
        "The lasers the case study's customer used: each must be one of this solution's related products, and every model its text names must be listed here",
      ),
    },
    {
      name: 'applicationLead',
      type: 'relation',
      collection: 'experts',
      required: true,
      label: label('应用负责人', 'Application lead'),
      hint: label(
        '负责本方案打样和工艺开发的在职专家，方案页上显示其姓名、职位和联系方式；已离职的专家不能担任',
        'The current member of staff who leads sample processing and process development for this solution, shown with their position and contact on its page; an expert who has left cannot be chosen',
      ),
    },
    videoField,
    {
      name: 'products',
      type: 'relation',
      collection: 'products',
      multiple: true,
      reverse: 'solutions',
      label: label('推荐产品', 'Related products'),
    },
  ],
};
