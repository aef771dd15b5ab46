import { localeCookie, readLocaleCookie, rememberLocale, serializeLocaleCookie } from '../cookie';

describe('locale cookie', () => {
  it('has the attributes the requirements give the locale cookie', () => {
    expect(localeCookie).toEqual({
      name: 'i18n_redirected',
      maxAgeDays: 365,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
    const cookie = serializeLocaleCookie('en');
    expect(cookie).toMatch(/^i18n_redirected=en; Max-Age=31536000; Expires=[^;]+ GMT; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('reads only valid locales', () => {
    expect(readLocaleCookie('x=1; i18n_redirected=en; y=2')).toBe('en');
    expect(readLocaleCookie('i18n_redirected=de')).toBeNull();
    expect(readLocaleCookie('i18n_redirected_old=en')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });

  it('is written to the document when cookies are enabled', () => {
    rememberLocale('en');
    expect(readLocaleCookie(document.cookie)).toBe('en');
    rememberLocale('zh');
    expect(readLocaleCookie(document.cookie)).toBe('zh');
  });
});
