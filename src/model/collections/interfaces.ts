import type { Collection, EntryRule } from '../types';
import { commandUnits, lineEndings, parameterLimits, parameterTypes, productSeries, serialFramings } from '../options';
import { label, slugFieldFor } from './common';
import { wordingIn } from './locale-map';

/**
 * A series' remote-control interface: how to connect (RS-232, Ethernet), and its commands with
 * their parameter, reply and errors. The series' command set PDF (a downloads entry with
 * `document: commands`) is printed from it; the rules here are those of one entry, the range
 * against the product data is checked across entries (interfaceSpecProblems, consistency.ts).
 */

/** A command as written: a word (`POW`, `*IDN`), `?` for a query, one parameter in angle brackets. */
export const commandNamePattern = '^\\*?[A-Z][A-Z0-9]*(?::[A-Z][A-Z0-9]*)*(?:\\?| <[a-z]+>)$';

/** What two names of one command share: `POW <value>` and `POW <level>` are the same command. */
export const commandKey = (name: string) => {
  const open = name.indexOf('<');
  return (open < 0 ? name : `${name.slice(0, open)}<>`).trim().toUpperCase();
};

const takesParameter = (name: unknown) => typeof name === 'string' && name.includes('<');

/** A unit's scale to the base unit of its kind (W, Hz, pulses), for comparing a range with product data. */
export const unitScale: Partial<Record<string, number>> = {
  W: 1,
  mW: 1e-3,
  Hz: 1,
  kHz: 1e3,
  MHz: 1e6,
  pulses: 1,
};

/** The units a parameter that sets each product figure may be given in. */
export const limitUnits: Record<string, readonly string[]> = {
  averagePower: ['W', 'mW'],
  repetitionRate: ['Hz', 'kHz', 'MHz'],
  burst: ['pulses'],
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const itemsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>) : {}))
    : [];
/** The error codes a command names: `E03 E07` → [E03, E07]. */
export const codesOf = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(/[\s,，、]+/).filter(Boolean) : [];

/** An interface's rules inside one entry: unique commands, consistent ranges, known error codes. */
export function interfaceRules(entry: Record<string, unknown>): EntryRule[] {
  const problems: EntryRule[] = [];
  const commands = itemsOf(entry.commands);
  const errors = itemsOf(entry.errors);
  const at = (index: number, field: string, rule: string, zh: string, en: string) =>
    problems.push({ field: 'commands', path: [index, field], rule, message: label(zh, en) });

  const seen = new Map<string, number>();
  commands.forEach((command, index) => {
    const name = typeof command.name === 'string' ? command.name.trim() : '';
    if (!name) return;
    const key = commandKey(name);
    const first = seen.get(key);
    if (first !== undefined)
      at(
        index,
        'name',
        `command "${name}" is listed twice (also command ${first + 1})`,
        `命令 ${name} 重复：第 ${first + 1} 条已有同一命令`,
        `The command ${name} is listed twice: command ${first + 1} is the same`,
      );
    else seen.set(key, index);
  });

  const codeOf = (error: Record<string, unknown>) => (typeof error.code === 'string' ? error.code : '');
  const known = new Set(errors.map(codeOf));
  const codes = new Map<string, number>();
  errors.forEach((error, index) => {
    const code = codeOf(error);
    if (!code) return;
    if (codes.has(code))
      problems.push({
        field: 'errors',
        path: [index, 'code'],
        rule: `error code ${code} is listed twice`,
        message: label(`错误代码 ${code} 重复`, `The error code ${code} is listed twice`),
      });
    codes.set(code, index);
  });

  commands.forEach((command, index) => {
    const name = typeof command.name === 'string' ? command.name.trim() : `#${index + 1}`;
    const { type, min, max, unit, limit } = command;
    if (takesParameter(command.name) && !type)
      at(
        index,
        'type',
        `"${name}" takes a parameter: give its type`,
        `命令 ${name} 带参数，请选择参数类型`,
        `${name} takes a parameter: choose its type`,
      );
    if (!takesParameter(command.name) && type)
      at(
        index,
        'type',
        `"${name}" takes no parameter (no <…> in its name) but gives a parameter type`,
        `命令 ${name} 不带参数（名称中没有 <…>），请清空参数类型`,
        `${name} takes no parameter (its name has no <…>): clear the parameter type`,
      );
    if (type === 'integer' || type === 'decimal') {
      if (!isNumber(min) || !isNumber(max))
        at(
          index,
          isNumber(min) ? 'max' : 'min',
          `"${name}" needs the lowest and highest value of its parameter`,
          `命令 ${name} 的参数需要填写最小值和最大值`,
          `${name} needs the lowest and highest value of its parameter`,
        );
      else if (min >= max)
        at(
          index,
          'max',
          `"${name}": the highest value ${max} is not above the lowest ${min}`,
          `命令 ${name} 的最大值 ${max} 必须大于最小值 ${min}`,
          `${name}: the highest value ${max} must be above the lowest ${min}`,
        );
      if (type === 'integer' && [min, max].some((value) => isNumber(value) && !Number.isInteger(value)))
        at(
          index,
          'min',
          `"${name}" takes whole numbers: its range is not whole`,
          `命令 ${name} 的参数为整数，最小值和最大值也要是整数`,
          `${name} takes whole numbers: give a whole lowest and highest value`,
        );
      if (!unit)
        at(
          index,
          'unit',
          `"${name}" needs the unit of its parameter`,
          `命令 ${name} 的参数需要选择单位`,
          `${name} needs the unit of its parameter`,
        );
    }
    if (type === 'choice') {
      if (codesOf(command.choices).length < 2)
        at(
          index,
          'choices',
          `"${name}" needs at least two choices`,
          `命令 ${name} 的参数需要至少两个可选值，用空格分隔，例如 OPEN CLOSE`,
          `${name} needs at least two choices, separated by spaces, e.g. OPEN CLOSE`,
        );
      if (isNumber(min) || isNumber(max))
        at(
          index,
          'min',
          `"${name}" takes one of its choices: a range does not apply`,
          `命令 ${name} 的参数是可选值，不需要填写最小值和最大值`,
          `${name} takes one of its choices: leave the lowest and highest value blank`,
        );
    }
    if (typeof limit === 'string' && limit) {
      if (type !== 'integer' && type !== 'decimal')
        at(
          index,
          'limit',
          `"${name}": only a number can be limited by the product data`,
          `只有数值参数才能对应产品参数，请清空命令 ${name} 的“对应产品参数”`,
          `Only a number can match a product figure: clear “Matches product figure” of ${name}`,
        );
      else if (typeof unit === 'string' && unit && !limitUnits[limit]?.includes(unit))
        at(
          index,
          'unit',
          `"${name}": a parameter setting ${limit} is given in ${limitUnits[limit]?.join(', ')}, not ${unit}`,
          `命令 ${name} 对应产品参数，单位只能是 ${limitUnits[limit]?.join('、')}`,
          `${name} matches a product figure: its unit can only be ${limitUnits[limit]?.join(', ')}`,
        );
    }
    for (const code of codesOf(command.errors))
      if (!known.has(code))
        at(
          index,
          'errors',
          `"${name}" names error ${code}, which the error table does not list`,
          `命令 ${name} 引用的错误代码 ${code} 不在错误代码表中`,
          `${name} names the error code ${code}, which is not in the error table`,
        );
  });
  return problems;
}

export const interfaces: Collection = {
  name: 'interfaces',
  label: label('远程控制接口', 'Remote-control interfaces'),
  item: label('系列接口', 'Series interface'),
  type: 'RemoteInterface',
  kind: 'folder',
  idField: 'slug',
  titleField: 'title',
  unique: ['series', 'title'],
  fields: [
    slugFieldFor('fs-series'),
    {
      name: 'series',
      type: 'select',
      ...productSeries,
      required: true,
      label: label('产品系列', 'Product series'),
      hint: label(
        '每个系列一份；命令集与接口说明（PDF）按系列生成，列出该系列全部在售型号',
        "One per series; the series' command set PDF is made from it and lists the series' active models",
      ),
    },
    {
      name: 'title',
      type: 'string',
      required: true,
      label: label('名称', 'Title'),
      hint: label('例如 飞秒系列远程控制接口', 'e.g. Femtosecond series remote-control interface'),
    },
    {
      name: 'intro',
      type: 'text',
      maxLength: 400,
      label: label('简介', 'Introduction'),
      hint: label(
        '印在命令表前面的一段话，说明这些命令能做什么',
        'A paragraph printed before the commands, on what they do',
      ),
    },
    {
      name: 'baudRate',
      type: 'number',
      integer: true,
      min: 1200,
      max: 921600,
      required: true,
      i18n: false,
      label: label('RS-232 波特率', 'RS-232 baud rate'),
      hint: label('单位 bit/s，例如 115200，须与用户手册一致', 'In bit/s, e.g. 115200, as the user manual states'),
    },
    {
      name: 'framing',
      type: 'select',
      ...serialFramings,
      required: true,
      i18n: false,
      label: label('RS-232 数据格式', 'RS-232 framing'),
    },
    {
      name: 'tcpPort',
      type: 'number',
      integer: true,
      min: 1,
      max: 65535,
      i18n: false,
      label: label('以太网 TCP 端口', 'Ethernet TCP port'),
      hint: label('没有以太网接口的系列留空', 'Leave blank for a series without Ethernet'),
    },
    {
      name: 'lineEnding',
      type: 'select',
      ...lineEndings,
      required: true,
      i18n: false,
      label: label('行结束符', 'Line ending'),
      hint: label('命令和应答都以它结尾', 'Every command and every reply ends with it'),
    },
    {
      name: 'commands',
      type: 'list',
      i18n: false,
      required: true,
      label: label('命令列表', 'Commands'),
      summary: '{{fields.name}}',
      hint: label(
        '每条命令一项。发布和保存前会核对：命令不重复；最小值小于最大值；对应产品参数的命令，最大值不超过本系列型号的参数（例如功率设定不超过最大平均功率）',
        "One item per command. Publishing and saving check that no command is listed twice, that the lowest value is below the highest, and that a command matching a product figure stays within the series' models (a power set-point no higher than the highest average power)",
      ),
      of: [
        {
          name: 'name',
          type: 'string',
          required: true,
          label: label('命令', 'Command'),
          hint: label(
            '大写字母；查询以问号结尾，设置命令的参数写在尖括号里，例如 POW? 或 POW <value>',
            'Capital letters; a query ends with a question mark, a setting names its parameter in angle brackets, e.g. POW? or POW <value>',
          ),
          pattern: {
            regex: commandNamePattern,
            rule: 'a command word in capitals, then ? or one <parameter>',
            message: label(
              '请按 大写命令词 加 ? 或 加空格和 <参数> 填写，例如 POW? 或 POW <value>',
              'Write a command word in capitals followed by ? or by a space and <parameter>, e.g. POW? or POW <value>',
            ),
          },
        },
        { name: 'summary', type: 'string', required: true, i18n: false, label: label('说明', 'Summary') },
        wordingIn('summary', {
          name: 'summaryIn',
          label: label('其他语言的说明', 'Summary in other languages'),
          part: (language) => ({
            type: 'string',
            label: label(`${language.zh}说明`, `Summary in ${language.en}`),
          }),
        }),
        {
          name: 'type',
          type: 'select',
          ...parameterTypes,
          i18n: false,
          label: label('参数类型', 'Parameter type'),
          hint: label('不带参数的命令（查询）留空', 'Leave blank for a command without a parameter (a query)'),
        },
        { name: 'min', type: 'number', i18n: false, label: label('最小值', 'Lowest value') },
        { name: 'max', type: 'number', i18n: false, label: label('最大值', 'Highest value') },
        { name: 'unit', type: 'select', ...commandUnits, i18n: false, label: label('单位', 'Unit') },
        {
          name: 'choices',
          type: 'string',
          i18n: false,
          label: label('可选值', 'Choices'),
          hint: label(
            '参数类型为“可选值”时填写，用空格分隔，例如 OPEN CLOSE',
            'For a choice: the words, separated by spaces, e.g. OPEN CLOSE',
          ),
        },
        {
          name: 'limit',
          type: 'select',
          ...parameterLimits,
          i18n: false,
          label: label('对应产品参数', 'Matches product figure'),
          hint: label(
            '参数设定的是产品的哪项参数；选择后，范围不能超过本系列型号的该项参数',
            "The product figure the parameter sets; once chosen, its range cannot exceed the series' models' figure",
          ),
        },
        {
          name: 'reply',
          type: 'string',
          required: true,
          i18n: false,
          label: label('应答格式', 'Reply format'),
          hint: label('例如 <value> W；设置成功时应答 OK', 'e.g. <value> W; a setting that succeeds replies OK'),
        },
        {
          name: 'example',
          type: 'string',
          required: true,
          i18n: false,
          label: label('应答示例', 'Reply example'),
          hint: label('例如 20.0 W', 'e.g. 20.0 W'),
        },
        {
          name: 'errors',
          type: 'string',
          i18n: false,
          label: label('可能的错误', 'Possible errors'),
          hint: label(
            '下方错误代码表中的代码，用空格分隔，例如 E03 E05',
            'Codes of the error table below, separated by spaces, e.g. E03 E05',
          ),
          pattern: {
            regex: '^E[0-9]{2}(?: E[0-9]{2})*$',
            rule: 'error codes such as E03, separated by spaces',
            message: label(
              '请填写错误代码，用空格分隔，例如 E03 E05',
              'Give error codes separated by spaces, e.g. E03 E05',
            ),
          },
        },
      ],
    },
    {
      name: 'errors',
      type: 'list',
      i18n: false,
      required: true,
      label: label('错误代码', 'Error codes'),
      summary: '{{fields.code}} {{fields.meaning}}',
      hint: label(
        '命令出错时应答 ERR 加代码，例如 ERR E03',
        'A command that fails replies ERR and the code, e.g. ERR E03',
      ),
      of: [
        {
          name: 'code',
          type: 'string',
          required: true,
          i18n: false,
          label: label('代码', 'Code'),
          pattern: {
            regex: '^E[0-9]{2}$',
            rule: 'E and two digits',
            message: label('请按 E 加两位数字填写，例如 E03', 'Give E and two digits, e.g. E03'),
          },
        },
        { name: 'meaning', type: 'string', required: true, i18n: false, label: label('含义', 'Meaning') },
        wordingIn('meaning', {
          name: 'meaningIn',
          label: label('其他语言的含义', 'Meaning in other languages'),
          part: (language) => ({ type: 'string', label: label(`${language.zh}含义`, `Meaning in ${language.en}`) }),
        }),
      ],
    },
  ],
  rules: interfaceRules,
};
