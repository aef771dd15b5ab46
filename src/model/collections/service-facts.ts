import type { Collection, EntryRule, Field, Label } from '../types';
import { label } from './common';

/** The file that holds the service facts, named in the build's messages as every figure's source. */
export const serviceFactsFile = 'settings/service.yml';

const whole = (name: string, zh: string, en: string, min: number, max: number, hint: Label): Field => ({
  name,
  type: 'number',
  integer: true,
  min,
  max,
  i18n: false,
  required: true,
  label: label(zh, en),
  hint,
});

const places = (name: string, zh: string, en: string, hint: Label): Field => ({
  name,
  type: 'relation',
  collection: 'locations',
  multiple: true,
  i18n: false,
  required: true,
  label: label(zh, en),
  hint,
});

/**
 * The service figures a buyer copies into their own machine manuals, kept once: FAQ answers and
 * generated documents show them through placeholders (service-facts.ts), and the build refuses
 * free text that states another figure (service-fact-claims.ts).
 */
export const serviceFacts: Collection = {
  name: 'serviceFacts',
  label: label('服务参数', 'Service facts'),
  type: 'ServiceFacts',
  kind: 'file',
  file: serviceFactsFile,
  titleField: 'warmUpColdStartMinutes',
  fields: [
    whole(
      'warmUpStandbyMinutes',
      '待机开机预热（分钟）',
      'Warm-up from standby (minutes)',
      1,
      120,
      label(
        '冷水机持续运行、激光器处于待机时，开机到就绪（READY）约需的分钟数。正文中写 {warm-up-standby}',
        'Minutes from switching on to READY while the chiller runs and the laser is in standby. In texts: {warm-up-standby}',
      ),
    ),
    whole(
      'warmUpColdStartMinutes',
      '冷启动预热（分钟）',
      'Warm-up from a cold start (minutes)',
      1,
      180,
      label(
        '冷水机和激光器完全断电后，开机到就绪（READY）约需的分钟数。正文中写 {warm-up-cold-start}',
        'Minutes from switching on to READY after the chiller and laser were fully off. In texts: {warm-up-cold-start}',
      ),
    ),
    whole(
      'warmUpFaultMinutes',
      '预热超时判为故障（分钟）',
      'Warm-up fault after (minutes)',
      1,
      240,
      label(
        '开机超过这个时间仍未就绪即为故障，手册的故障排除表引用它。正文中写 {warm-up-fault}',
        'Not READY after this long is a fault, as the manuals’ troubleshooting tables say. In texts: {warm-up-fault}',
      ),
    ),
    whole(
      'ambientMinCelsius',
      '环境温度下限（°C）',
      'Lowest room temperature (°C)',
      0,
      40,
      label(
        '运行环境的最低室温。正文中写 {ambient-temperature}，显示为“下限–上限 °C”',
        'The lowest room temperature for operation. In texts: {ambient-temperature}, shown as “low–high °C”',
      ),
    ),
    whole(
      'ambientMaxCelsius',
      '环境温度上限（°C）',
      'Highest room temperature (°C)',
      0,
      50,
      label('运行环境的最高室温', 'The highest room temperature for operation'),
    ),
    whole(
      'humidityMaxPercent',
      '相对湿度上限（%）',
      'Highest relative humidity (%)',
      10,
      95,
      label(
        '运行环境允许的最高相对湿度（无凝露）。正文中写 {humidity-max}',
        'The highest relative humidity for operation (non-condensing). In texts: {humidity-max}',
      ),
    ),
    whole(
      'coolantChangeMonths',
      '冷却液更换周期（月）',
      'Coolant change interval (months)',
      1,
      24,
      label(
        '冷却液与过滤器整体更换的间隔。正文中写 {coolant-change}',
        'How often the coolant and filter are replaced. In texts: {coolant-change}',
      ),
    ),
    places(
      'applicationLabs',
      '应用实验室所在网点',
      'Application labs',
      label(
        '可以打样和联合开发工艺的网点（全球布局中的条目）。正文中写 {application-labs}',
        'The locations (from Global layout) where customers test samples and develop processes. In texts: {application-labs}',
      ),
    ),
    places(
      'sparePartsStock',
      '备件库所在网点',
      'Spare-parts stock',
      label(
        '储备常用备件的网点（全球布局中的条目）。正文中写 {spare-parts-stock}',
        'The locations (from Global layout) that keep common spare parts in stock. In texts: {spare-parts-stock}',
      ),
    ),
  ],
  rules: (entry) => {
    const n = (name: string) => (typeof entry[name] === 'number' ? entry[name] : NaN);
    const problems: EntryRule[] = [];
    if (!(n('warmUpStandbyMinutes') <= n('warmUpColdStartMinutes')))
      problems.push({
        field: 'warmUpColdStartMinutes',
        rule: 'a cold start takes at least as long as a start from standby',
        message: label('冷启动预热不能短于待机开机预热', 'A cold start cannot be quicker than a start from standby'),
      });
    if (!(n('warmUpColdStartMinutes') < n('warmUpFaultMinutes')))
      problems.push({
        field: 'warmUpFaultMinutes',
        rule: 'the warm-up fault time is longer than the cold-start warm-up',
        message: label(
          '判为故障的时间应长于冷启动预热时间，否则正常开机也会被当作故障',
          'The fault time must be longer than the cold-start warm-up, or every normal start reads as a fault',
        ),
      });
    if (!(n('ambientMinCelsius') < n('ambientMaxCelsius')))
      problems.push({
        field: 'ambientMaxCelsius',
        rule: 'the highest room temperature is above the lowest',
        message: label('环境温度上限应高于下限', 'The highest room temperature must be above the lowest'),
      });
    return problems;
  },
};
