/**
 * The places an IP address can resolve to, named in both languages: the provinces of China
 * (ISO 3166-2:CN codes, the ip2region database's names without 省/市/自治区), the countries our
 * customers write from (ISO 3166-1 alpha-2) and the major Chinese cities. Office `serves` lists
 * in content/locations use the Chinese names below (湖北, 韩国) or `overseasName`.
 */
export interface PlaceName {
  zh: string;
  en: string;
}

export const provinceNames = {
  'CN-BJ': { zh: '北京', en: 'Beijing' },
  'CN-TJ': { zh: '天津', en: 'Tianjin' },
  'CN-HE': { zh: '河北', en: 'Hebei' },
  'CN-SX': { zh: '山西', en: 'Shanxi' },
  'CN-NM': { zh: '内蒙古', en: 'Inner Mongolia' },
  'CN-LN': { zh: '辽宁', en: 'Liaoning' },
  'CN-JL': { zh: '吉林', en: 'Jilin' },
  'CN-HL': { zh: '黑龙江', en: 'Heilongjiang' },
  'CN-SH': { zh: '上海', en: 'Shanghai' },
  'CN-JS': { zh: '江苏', en: 'Jiangsu' },
  'CN-ZJ': { zh: '浙江', en: 'Zhejiang' },
  'CN-AH': { zh: '安徽', en: 'Anhui' },
  'CN-FJ': { zh: '福建', en: 'Fujian' },
  'CN-JX': { zh: '江西', en: 'Jiangxi' },
  'CN-SD': { zh: '山东', en: 'Shandong' },
  'CN-HA': { zh: '河南', en: 'Henan' },
  'CN-HB': { zh: '湖北', en: 'Hubei' },
  'CN-HN': { zh: '湖南', en: 'Hunan' },
  'CN-GD': { zh: '广东', en: 'Guangdong' },
  'CN-GX': { zh: '广西', en: 'Guangxi' },
  'CN-HI': { zh: '海南', en: 'Hainan' },
  'CN-CQ': { zh: '重庆', en: 'Chongqing' },
  'CN-SC': { zh: '四川', en: 'Sichuan' },
  'CN-GZ': { zh: '贵州', en: 'Guizhou' },
  'CN-YN': { zh: '云南', en: 'Yunnan' },
  'CN-XZ': { zh: '西藏', en: 'Tibet' },
  'CN-SN': { zh: '陕西', en: 'Shaanxi' },
  'CN-GS': { zh: '甘肃', en: 'Gansu' },
  'CN-QH': { zh: '青海', en: 'Qinghai' },
  'CN-NX': { zh: '宁夏', en: 'Ningxia' },
  'CN-XJ': { zh: '新疆', en: 'Xinjiang' },
  'CN-TW': { zh: '台湾', en: 'Taiwan' },
  'CN-HK': { zh: '香港', en: 'Hong Kong' },
  'CN-MO': { zh: '澳门', en: 'Macao' },
} satisfies Record<string, PlaceName>;

export type ProvinceCode = keyof typeof provinceNames;

export const countryNames = {
  CN: { zh: '中国', en: 'China' },
  KR: { zh: '韩国', en: 'South Korea' },
  JP: { zh: '日本', en: 'Japan' },
  SG: { zh: '新加坡', en: 'Singapore' },
  MY: { zh: '马来西亚', en: 'Malaysia' },
  TH: { zh: '泰国', en: 'Thailand' },
  VN: { zh: '越南', en: 'Vietnam' },
  ID: { zh: '印度尼西亚', en: 'Indonesia' },
  PH: { zh: '菲律宾', en: 'Philippines' },
  KH: { zh: '柬埔寨', en: 'Cambodia' },
  MM: { zh: '缅甸', en: 'Myanmar' },
  LA: { zh: '老挝', en: 'Laos' },
  IN: { zh: '印度', en: 'India' },
  BD: { zh: '孟加拉', en: 'Bangladesh' },
  PK: { zh: '巴基斯坦', en: 'Pakistan' },
  KZ: { zh: '哈萨克斯坦', en: 'Kazakhstan' },
  AE: { zh: '阿联酋', en: 'United Arab Emirates' },
  SA: { zh: '沙特阿拉伯', en: 'Saudi Arabia' },
  IL: { zh: '以色列', en: 'Israel' },
  TR: { zh: '土耳其', en: 'Türkiye' },
  US: { zh: '美国', en: 'United States' },
  CA: { zh: '加拿大', en: 'Canada' },
  MX: { zh: '墨西哥', en: 'Mexico' },
  BR: { zh: '巴西', en: 'Brazil' },
  AR: { zh: '阿根廷', en: 'Argentina' },
  CL: { zh: '智利', en: 'Chile' },
  GB: { zh: '英国', en: 'United Kingdom' },
  IE: { zh: '爱尔兰', en: 'Ireland' },
  DE: { zh: '德国', en: 'Germany' },
  FR: { zh: '法国', en: 'France' },
  IT: { zh: '意大利', en: 'Italy' },
  ES: { zh: '西班牙', en: 'Spain' },
  PT: { zh: '葡萄牙', en: 'Portugal' },
  NL: { zh: '荷兰', en: 'Netherlands' },
  BE: { zh: '比利时', en: 'Belgium' },
  CH: { zh: '瑞士', en: 'Switzerland' },
  AT: { zh: '奥地利', en: 'Austria' },
  SE: { zh: '瑞典', en: 'Sweden' },
  NO: { zh: '挪威', en: 'Norway' },
  DK: { zh: '丹麦', en: 'Denmark' },
  FI: { zh: '芬兰', en: 'Finland' },
  PL: { zh: '波兰', en: 'Poland' },
  CZ: { zh: '捷克', en: 'Czechia' },
  HU: { zh: '匈牙利', en: 'Hungary' },
  RO: { zh: '罗马尼亚', en: 'Romania' },
  UA: { zh: '乌克兰', en: 'Ukraine' },
  RU: { zh: '俄罗斯', en: 'Russia' },
  AU: { zh: '澳大利亚', en: 'Australia' },
  NZ: { zh: '新西兰', en: 'New Zealand' },
  ZA: { zh: '南非', en: 'South Africa' },
  EG: { zh: '埃及', en: 'Egypt' },
} satisfies Record<string, PlaceName>;

export type CountryCode = keyof typeof countryNames;

/** Major Chinese cities by their Chinese name (without 市). Others keep their Chinese name in English text. */
export const cityNames: Record<string, string> = {
  北京: 'Beijing',
  上海: 'Shanghai',
  天津: 'Tianjin',
  重庆: 'Chongqing',
  广州: 'Guangzhou',
  深圳: 'Shenzhen',
  东莞: 'Dongguan',
  佛山: 'Foshan',
  珠海: 'Zhuhai',
  惠州: 'Huizhou',
  中山: 'Zhongshan',
  汕头: 'Shantou',
  南京: 'Nanjing',
  苏州: 'Suzhou',
  无锡: 'Wuxi',
  常州: 'Changzhou',
  南通: 'Nantong',
  扬州: 'Yangzhou',
  徐州: 'Xuzhou',
  昆山: 'Kunshan',
  杭州: 'Hangzhou',
  宁波: 'Ningbo',
  温州: 'Wenzhou',
  嘉兴: 'Jiaxing',
  绍兴: 'Shaoxing',
  金华: 'Jinhua',
  台州: 'Taizhou',
  合肥: 'Hefei',
  芜湖: 'Wuhu',
  福州: 'Fuzhou',
  厦门: 'Xiamen',
  泉州: 'Quanzhou',
  南昌: 'Nanchang',
  济南: 'Jinan',
  青岛: 'Qingdao',
  烟台: 'Yantai',
  潍坊: 'Weifang',
  郑州: 'Zhengzhou',
  洛阳: 'Luoyang',
  武汉: 'Wuhan',
  宜昌: 'Yichang',
  襄阳: 'Xiangyang',
  长沙: 'Changsha',
  株洲: 'Zhuzhou',
  南宁: 'Nanning',
  桂林: 'Guilin',
  海口: 'Haikou',
  三亚: 'Sanya',
  成都: 'Chengdu',
  绵阳: 'Mianyang',
  贵阳: 'Guiyang',
  昆明: 'Kunming',
  拉萨: 'Lhasa',
  西安: "Xi'an",
  兰州: 'Lanzhou',
  西宁: 'Xining',
  银川: 'Yinchuan',
  乌鲁木齐: 'Urumqi',
  石家庄: 'Shijiazhuang',
  唐山: 'Tangshan',
  保定: 'Baoding',
  太原: 'Taiyuan',
  呼和浩特: 'Hohhot',
  包头: 'Baotou',
  沈阳: 'Shenyang',
  大连: 'Dalian',
  长春: 'Changchun',
  哈尔滨: 'Harbin',
  台北: 'Taipei',
  新竹: 'Hsinchu',
  台中: 'Taichung',
  高雄: 'Kaohsiung',
};

/** In an office's `serves` list: every foreign country that no office names. */
export const overseasName = '海外';

const byChineseName = new Map<string, ProvinceCode | CountryCode>([
  ...(Object.entries(provinceNames) as [ProvinceCode, PlaceName][]).map(([code, name]) => [name.zh, code] as const),
  ...(Object.entries(countryNames) as [CountryCode, PlaceName][]).map(([code, name]) => [name.zh, code] as const),
]);

/** What follows a province's short name in its full name (江苏省, 广西壮族自治区, 上海市). */
const provinceSuffix = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;

/** The province or country code a Chinese name stands for (湖北, 湖北省 → CN-HB; 韩国 → KR), or undefined. */
export const placeCode = (chineseName: string): ProvinceCode | CountryCode | undefined => {
  const name = chineseName.trim();
  return byChineseName.get(name) ?? byChineseName.get(name.replace(provinceSuffix, ''));
};

export const isProvinceCode = (code: string): code is ProvinceCode => code in provinceNames;
export const isCountryCode = (code: string): code is CountryCode => code in countryNames;
