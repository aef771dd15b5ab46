import type { Collection, Field, Label } from '../types';
import { label } from './common';
import { statisticsPatterns, statisticsProblems, statisticsProviders } from '../../statistics/providers';

const count = (name: string, zh: string, en: string) =>
  ({ name, type: 'number', integer: true, min: 0, i18n: false, required: true, label: label(zh, en) }) as const;

/** The pages whose title and description editors set in the site settings, in menu order. */
export const seoPages = ['home', 'products', 'solutions', 'news', 'supports', 'experts', 'about'] as const;
export type SeoPage = (typeof seoPages)[number];

const seoPageLabels: Record<SeoPage, Label> = {
  home: label('首页', 'Home'),
  products: label('产品中心', 'Products'),
  solutions: label('行业方案', 'Solutions'),
  news: label('新闻中心', 'News'),
  supports: label('服务支持', 'Service support'),
  experts: label('专家团队', 'Experts'),
  about: label('关于我们', 'About us'),
};

/** Search engines show about 60 characters of a title and 160 of a description (Chinese: about half). */
export const seoLimits = { title: 60, description: 160 } as const;

const seoPage = (page: SeoPage): Field => ({
  name: page,
  type: 'object',
  required: true,
  label: seoPageLabels[page],
  fields: [
    {
      name: 'title',
      type: 'string',
      required: true,
      maxLength: seoLimits.title,
      label: label('标题', 'Title'),
      hint: label(
        '页面大标题和浏览器标签、搜索结果中的标题（品牌名会自动加在后面）',
        "The page's heading and its title in browser tabs and search results (the brand is added after it)",
      ),
    },
    {
      name: 'description',
      type: 'text',
      required: true,
      maxLength: seoLimits.description,
      label: label('描述', 'Description'),
      hint: label(
        '搜索结果中的摘要，列表页也显示在标题下方；中文建议 80 字以内',
        'The summary in search results, also shown under the heading of list pages',
      ),
    },
  ],
});

/** Site paths (/products/) or https addresses; never protocol-relative (//host) or other schemes. */
export const footerUrlPattern = {
  regex: '^(?:/(?!/)\\S*|https://[^\\s/]\\S*)$',
  rule: 'a site path such as /products/ or an https:// address',
  message: label(
    '请填写本站路径（如 /products/）或以 https:// 开头的完整网址',
    'Give a site path such as /products/ or a full address starting with https://',
  ),
};

/** ICP filing (ICP备案号) as the MIIT registry issues it: 鄂ICP备2018012345号-1. */
export const icpPattern = '^[\\u4e00-\\u9fff]{1,2}ICP[备证]\\d{6,12}号(?:-\\d{1,3})?$';
/** Public-security filing (公网安备案号): 鄂公网安备 42018502001234号, 14 digits. */
export const publicSecurityPattern = '^[\\u4e00-\\u9fff]{1,2}公网安备 ?(\\d{14})号$';

/**
 * What a site served in China shows in its footer on every page, in both languages: the filing
 * numbers with their registry links, the WeChat official account's QR code, LinkedIn and the
 * privacy notice. Written once (not per language): the numbers and addresses are the same.
 */
const footerBlock: Field = {
  name: 'footer',
  type: 'object',
  i18n: false,
  required: true,
  label: label('页脚备案与社交账号', 'Footer: filings and social accounts'),
  fields: [
    {
      name: 'icp',
      type: 'string',
      i18n: false,
      required: true,
      label: label('ICP 备案号', 'ICP filing number'),
      hint: label(
        '工信部备案系统中的网站备案号，例如 鄂ICP备2018012345号-1；中英文页脚都显示，并链接到 beian.miit.gov.cn',
        'The site filing number from the MIIT registry, e.g. 鄂ICP备2018012345号-1; shown on every page in both languages, linking to beian.miit.gov.cn',
      ),
      pattern: {
        regex: icpPattern,
        rule: 'an ICP filing number such as 鄂ICP备2018012345号-1',
        message: label(
          '请按备案系统的写法填写，例如 鄂ICP备2018012345号-1',
          'Write it as the registry does, e.g. 鄂ICP备2018012345号-1',
        ),
      },
    },
    {
      name: 'publicSecurity',
      type: 'string',
      i18n: false,
      label: label('公安备案号', 'Public-security filing number'),
      hint: label(
        '全国互联网安全管理服务平台的备案号，例如 鄂公网安备 42018502001234号；链接到该号码的备案记录。尚未取得时留空',
        'The number from the public-security filing platform, e.g. 鄂公网安备 42018502001234号; links to its record. Leave empty until you have one',
      ),
      pattern: {
        regex: publicSecurityPattern,
        rule: 'a public-security filing number such as 鄂公网安备 42018502001234号 (14 digits)',
        message: label('例如 鄂公网安备 42018502001234号（14 位数字）', 'E.g. 鄂公网安备 42018502001234号 (14 digits)'),
      },
    },
    {
      name: 'wechatAccount',
      type: 'string',
      i18n: false,
      maxLength: 30,
      label: label('微信公众号名称', 'WeChat official account name'),
      hint: label('显示在二维码下方', 'Shown under the QR code'),
    },
    {
      name: 'wechatUrl',
      type: 'string',
      i18n: false,
      maxLength: 200,
      label: label('微信公众号二维码链接', 'WeChat official account QR link'),
      hint: label(
        '公众号二维码所代表的链接：在公众平台「公众号设置」中下载二维码，用扫码工具读出其中的链接（如 http://weixin.qq.com/r/…）；发布时网站会据此生成二维码图片。留空则不显示二维码',
        "The link the account's QR code stands for (download the code under the platform's account settings and read it with a scanner: an http(s) link such as http://weixin.qq.com/r/…); the QR image is drawn when the site is published. Empty: no QR code",
      ),
      pattern: {
        regex: '^https?://[^\\s/]\\S*$',
        rule: 'an http(s) address such as http://weixin.qq.com/r/...',
        message: label('请填写以 http:// 或 https:// 开头的链接', 'Give a link starting with http:// or https://'),
      },
    },
    {
      name: 'linkedin',
      type: 'string',
      i18n: false,
      label: label('领英主页', 'LinkedIn page'),
      hint: label('公司的领英主页地址；留空则不显示', "The company's LinkedIn page; empty: not shown"),
      pattern: {
        regex: '^https://(?:[a-z]{2,3}\\.)?linkedin\\.com/\\S+$',
        rule: 'a LinkedIn address such as https://www.linkedin.com/company/...',
        message: label(
          '请填写领英地址，例如 https://www.linkedin.com/company/yaochen-laser',
          'Give a LinkedIn address, e.g. https://www.linkedin.com/company/yaochen-laser',
        ),
      },
    },
    {
      name: 'privacy',
      type: 'string',
      i18n: false,
      required: true,
      label: label('隐私声明链接', 'Privacy notice link'),
      hint: label(
        '中文站路径（英文站自动加 /en），通常为 /privacy/',
        'Its Chinese path (the English site adds /en itself), usually /privacy/',
      ),
      pattern: footerUrlPattern,
    },
  ],
};

const promiseFields = (titleMax: number, textMax: number): Field[] => [
  { name: 'title', type: 'string', required: true, maxLength: titleMax, label: label('标题', 'Title') },
  { name: 'text', type: 'text', required: true, maxLength: textMax, label: label('内容', 'Text') },
];

// --- Site statistics (src/statistics/): one block, `statistics`, written once for both languages. ---
const statisticsField = (
  provider: string,
  name: keyof typeof statisticsPatterns,
  zh: string,
  en: string,
  rule: string,
  message: Label,
  hint: Label,
): Field => ({
  name,
  type: 'string',
  label: label(zh, en),
  hint,
  pattern: { regex: statisticsPatterns[name].regex, rule, message },
  // Only the chosen service's fields are shown in the CMS.
  shownWhen: { field: 'provider', is: provider },
});

/** The statistics provider, off by default; src/statistics/providers.ts reads it. */
export const statisticsSettings: Field = {
  name: 'statistics',
  type: 'object',
  i18n: false,
  label: label('访问统计', 'Visitor statistics'),
  hint: label(
    '选择统计服务并填写它给的编号；选“不使用”时页面不加载任何统计代码。隐私声明会自动写明所选的服务',
    'Choose a statistics service and give its site id; with "None" pages load no statistics code. The privacy notice names the chosen service by itself',
  ),
  fields: [
    {
      name: 'provider',
      type: 'select',
      required: true,
      options: statisticsProviders,
      messages: 'statistics.provider',
      label: label('统计服务', 'Service'),
    },
    statisticsField(
      'baidu',
      'baiduSiteId',
      '百度统计站点 ID',
      'Baidu Tongji site id',
      'the 32 hex digits after hm.js? in the code Baidu Tongji gives',
      label(
        '请填写百度统计代码中 hm.js? 后面的 32 位字符',
        'Give the 32 characters after hm.js? in the Baidu Tongji code',
      ),
      label(
        '百度统计「代码获取」页面中 hm.js? 后面的 32 位字符',
        "The 32 characters after hm.js? on Baidu Tongji's code page",
      ),
    ),
    statisticsField(
      'umami',
      'umamiScriptUrl',
      'Umami 统计代码网址',
      'Umami script URL',
      'an https:// address of the Umami script, e.g. https://stats.example.cn/script.js',
      label(
        '请填写以 https:// 开头的网址，例如 https://stats.example.cn/script.js',
        'Give an https:// address such as https://stats.example.cn/script.js',
      ),
      label(
        '公司自己架设的 Umami 统计服务器上统计代码的网址，可在 Umami 后台该网站的“跟踪代码”中复制',
        "The address of the tracking script on your own Umami server, shown in the website's tracking code in Umami",
      ),
    ),
    statisticsField(
      'umami',
      'umamiWebsiteId',
      'Umami 网站编号',
      'Umami website id',
      'a UUID such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
      label(
        '请填写 Umami 的网站编号，形如 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b（字母小写）',
        'Give the Umami website id (a lower-case UUID such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b)',
      ),
      label(
        'Umami 后台「设置」→「网站」中该网站的编号（Website ID），形如 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
        "The website's Website ID under Settings → Websites in Umami, such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
      ),
    ),
    statisticsField(
      'plausible',
      'plausibleDomain',
      'Plausible 站点域名',
      'Plausible site domain',
      'a domain name such as www.example.cn (no https://, no path)',
      label(
        '请填写域名，例如 www.example.cn（不要 https:// 和路径）',
        'Give a domain such as www.example.cn (no https://, no path)',
      ),
      label('在 Plausible 中添加的站点域名', 'The site domain as added in Plausible'),
    ),
    statisticsField(
      'plausible',
      'plausibleScriptOrigin',
      'Plausible 服务器网址',
      'Plausible server',
      'an https:// origin without a path, e.g. https://plausible.example.cn',
      label('请填写以 https:// 开头、不带路径的地址', 'Give an https:// address without a path'),
      label(
        '只有公司自己架设 Plausible 服务器时才填写；留空即使用 Plausible 官方的统计服务',
        'Only for a Plausible server of your own; leave empty to use the Plausible service itself',
      ),
    ),
  ],
};
// --- end of site statistics ---

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
    count('patents', '已授权专利数', 'Patents granted'),
    count('unitsPerYear', '年出货量（台）', 'Units shipped a year'),
    count('salesCities', '销售覆盖城市', 'Sales cities'),
    count('patentApplications', '累计专利申请数（含已授权）', 'Patent applications filed (granted ones included)'),
    count('rdInvestmentPercent', '研发投入占营收比例（%）', 'R&D investment (% of revenue)'),
    count('rdStaff', '研发人员', 'R&D staff'),
    { name: 'headquarters', type: 'string', required: true, label: label('总部城市', 'Headquarters city') },
    { name: 'address', type: 'string', required: true, label: label('地址', 'Address') },
    { name: 'phone', type: 'string', i18n: false, required: true, label: label('总机', 'Phone') },
    { name: 'hotline', type: 'string', i18n: false, required: true, label: label('技术支持热线', 'Support hotline') },
    { name: 'hotlineHours', type: 'string', required: true, label: label('热线服务时间', 'Hotline hours') },
    { name: 'email', type: 'string', i18n: false, required: true, label: label('邮箱', 'E-mail') },
    {
      name: 'careersEmail',
      type: 'string',
      i18n: false,
      required: true,
      label: label('招聘邮箱', 'Recruiting mailbox'),
      hint: label(
        '应聘者的简历发送到这个邮箱（加入我们、职位信息）',
        'Where applicants send their CV (Join Us, job postings)',
      ),
      pattern: {
        regex: '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$',
        rule: 'an e-mail address such as hr@example.com',
        message: label('请填写有效的邮箱地址，例如 hr@example.com', 'Give an e-mail address such as hr@example.com'),
      },
    },
    {
      name: 'serviceEmail',
      type: 'string',
      i18n: false,
      required: true,
      label: label('售后服务邮箱', 'Service mailbox'),
      hint: label(
        '技术支持与售后服务的邮箱（服务支持页），与销售邮箱分开',
        'Where technical support and service requests go (Support page), apart from sales',
      ),
      pattern: {
        regex: '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$',
        rule: 'an e-mail address such as service@example.com',
        message: label(
          '请填写有效的邮箱地址，例如 service@example.com',
          'Give an e-mail address such as service@example.com',
        ),
      },
    },
    {
      name: 'contactLead',
      type: 'text',
      required: true,
      maxLength: 200,
      label: label('首页留言区导语', 'Home contact lead'),
    },
    {
      name: 'consent',
      type: 'markdown',
      required: true,
      label: label('留言表单的同意声明', 'Contact form consent'),
      hint: label(
        '显示在留言表单的勾选框旁。请保留指向隐私声明的链接：中文页用 [《隐私声明》](/privacy/)，英文页用 [privacy notice](/en/privacy/)（英文栏里照此书写）',
        "Shown beside the contact form's checkbox. Keep the link to the privacy notice: [《隐私声明》](/privacy/) in Chinese, [privacy notice](/en/privacy/) in English",
      ),
    },
    {
      name: 'servicePromises',
      type: 'list',
      i18n: true,
      required: true,
      label: label('服务承诺', 'Service promises'),
      hint: label(
        '服务支持页「远程诊断与现场服务」中的各项',
        'The items of "Remote diagnosis and on-site service" on Service support',
      ),
      of: promiseFields(30, 300),
    },
    {
      name: 'serviceSteps',
      type: 'list',
      i18n: true,
      required: true,
      label: label('服务流程', 'Service process'),
      hint: label(
        '服务支持页「服务流程」的各个步骤，按顺序',
        'The steps of "Service process" on Service support, in order',
      ),
      of: promiseFields(30, 200),
    },
    {
      name: 'footerLinks',
      type: 'list',
      i18n: true,
      required: true,
      label: label('页脚快速链接', 'Footer links'),
      hint: label(
        '站内页面写中文站的路径（如 /products/，英文站自动加 /en），站外写 https:// 地址',
        'Pages of this site: their Chinese path (/products/; the English site adds /en itself); other sites: an https:// address',
      ),
      of: [
        { name: 'label', type: 'string', required: true, maxLength: 20, label: label('文字', 'Label') },
        {
          name: 'url',
          type: 'string',
          required: true,
          pattern: footerUrlPattern,
          label: label('链接', 'Link'),
        },
      ],
    },
    footerBlock,
    {
      name: 'seo',
      type: 'object',
      i18n: true,
      required: true,
      label: label('页面标题与描述（搜索引擎显示）', 'Page titles and descriptions (search engines)'),
      hint: label(
        '各页面在百度等搜索引擎的结果和浏览器标签上显示的标题与简介',
        'The title and summary each page shows in search engine results and browser tabs',
      ),
      fields: seoPages.map(seoPage),
    },
    statisticsSettings,
  ],
  rules: (entry) => [
    ...(typeof entry.consent === 'string' && !entry.consent.includes('](/privacy/)')
      ? [
          {
            field: 'consent',
            rule: 'must link to the privacy notice: [《隐私声明》](/privacy/)',
            message: label(
              '必须包含指向隐私声明的链接：[《隐私声明》](/privacy/)',
              'Must link to the privacy notice: [Privacy notice](/privacy/)',
            ),
          },
        ]
      : []),
    ...statisticsProblems(entry.statistics as never)
      .filter(({ rule }) => rule.startsWith('is required'))
      .map(({ field, rule }) => ({
        field: 'statistics',
        path: [field],
        rule,
        message: label('选用了这个统计服务时必须填写', 'Required for the chosen statistics service'),
      })),
  ],
};
