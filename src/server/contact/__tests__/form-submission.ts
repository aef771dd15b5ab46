/** A valid body of POST /api/contact, as the form sends it, carrying `token`. */
export function formSubmission(token: string) {
  return {
    company: '某显示面板公司',
    name: '张伟',
    telephone: '138 0013 8000',
    email: 'zhang.wei@example.com',
    message: '我们想评估 YC-FS20-IR 用于玻璃切割。',
    consent: true,
    website: '',
    token,
    locale: 'zh',
    page: '/about/',
    consentVersion: '2026-11',
  };
}
