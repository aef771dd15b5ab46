/** A contact submission as the form sends it, for the benches: Chinese fields, consent given. */
export function contactBody(token: string, { name, email = 'bench@example.com' }: { name: string; email?: string }) {
  return JSON.stringify({
    company: '基准测试有限公司',
    name,
    telephone: '13800138000',
    email,
    country: 'CN',
    message: '请提供 YC-FS20-IR 的报价与交期。',
    consent: true,
    website: '',
    token,
    locale: 'zh',
    page: '/',
    consentVersion: '2026-11',
  });
}
