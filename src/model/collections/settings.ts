import type { Collection } from '../types';
import { label } from './common';

const count = (name: string, zh: string, en: string) =>
  ({ name, type: 'number', integer: true, min: 0, i18n: false, required: true, label: label(zh, en) }) as const;

export const settings: Collection = {
  name: 'settings',
  label: label('站点设置', 'Site settings'),
  type: 'SiteSettings',
  kind: 'file',
  file: 'settings/site.yml',
  titleField: 'brand',
  fields: [
    { name: 'brand', type: 'string', required: true, label: label('品牌名', 'Brand') },
    { name: 'companyName', type: 'string', required: true, label: label('公司全称', 'Company name') },
    { name: 'tagline', type: 'string', required: true, label: label('标语', 'Tagline') },
    { name: 'heroTitle', type: 'string', required: true, label: label('首页主标题', 'Home headline') },
    { name: 'heroLead', type: 'text', required: true, label: label('首页导语', 'Home lead') },
    count('founded', '成立年份', 'Year founded'),
    count('cleanRoomArea', '洁净厂房与办公面积（平方米）', 'Clean room and office area (m²)'),
    count('patents', '专利数', 'Patents'),
    count('unitsPerYear', '年出货量（台）', 'Units shipped a year'),
    count('salesCities', '销售覆盖城市', 'Sales cities'),
    count('patentApplications', '专利申请数', 'Patent applications'),
    count('rdInvestmentPercent', '研发投入占营收比例（%）', 'R&D investment (% of revenue)'),
    count('rdStaff', '研发人员', 'R&D staff'),
    { name: 'headquarters', type: 'string', required: true, label: label('总部城市', 'Headquarters city') },
    { name: 'address', type: 'string', required: true, label: label('地址', 'Address') },
    { name: 'phone', type: 'string', i18n: false, required: true, label: label('总机', 'Phone') },
    { name: 'hotline', type: 'string', i18n: false, required: true, label: label('技术支持热线', 'Support hotline') },
    { name: 'hotlineHours', type: 'string', required: true, label: label('热线服务时间', 'Hotline hours') },
    { name: 'email', type: 'string', i18n: false, required: true, label: label('邮箱', 'E-mail') },
  ],
};
