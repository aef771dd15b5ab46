import { emptyExpertQuery, expertQuerySearch, filterExperts, parseExpertQuery } from '../filter-experts';
import { fixtureExperts } from './expert-fixtures';

const slugs = (q: string, filter: 'all' | 'active' = 'all', locale: 'zh' | 'en' = 'en') =>
  filterExperts(fixtureExperts[locale], { q, filter }).map((expert) => expert.slug);

describe('filterExperts', () => {
  it('returns every expert, in order, for an empty query', () => {
    expect(slugs('')).toEqual(['zhou-hang', 'lin-yue', 'chen-si', 'wang-lei', 'sun-mei']);
    expect(slugs('   ')).toEqual(['zhou-hang', 'lin-yue', 'chen-si', 'wang-lei', 'sun-mei']);
  });

  it('matches name, company, position, department and specialties, case-insensitively', () => {
    expect(slugs('zhou hang')).toEqual(['zhou-hang']);
    expect(slugs('zhou')).toEqual(['zhou-hang', 'sun-mei']); // Suzhou
    expect(slugs('LIN YUE')).toEqual(['lin-yue']);
    expect(slugs('precision shenzhen')).toEqual(['chen-si']);
    expect(slugs('quality director')).toEqual(['sun-mei']);
    expect(slugs('marketing')).toEqual(['wang-lei']);
    expect(slugs('pcb drill')).toEqual(['chen-si']);
    expect(slugs('yaochen laser')).toEqual(['zhou-hang', 'lin-yue', 'wang-lei']);
  });

  it('ignores surrounding spaces but not inner ones', () => {
    expect(slugs('  glass cutting  ')).toEqual(['lin-yue']);
    expect(slugs('glasscutting')).toEqual([]);
  });

  it('finds Chinese names, companies and specialties', () => {
    expect(slugs('周航', 'all', 'zh')).toEqual(['zhou-hang']);
    expect(slugs('深圳曜辰', 'all', 'zh')).toEqual(['chen-si']);
    expect(slugs('钙钛矿', 'all', 'zh')).toEqual(['wang-lei']);
    expect(slugs('oled', 'all', 'zh')).toEqual(['lin-yue']);
  });

  it('treats full-width letters typed with a Chinese IME like ASCII', () => {
    expect(slugs('ＴＧＶ', 'all', 'zh')).toEqual(['wang-lei']);
  });

  it('keeps only active experts with the active filter', () => {
    expect(slugs('', 'active')).toEqual(['zhou-hang', 'chen-si', 'wang-lei', 'sun-mei']);
    expect(slugs('lin yue')).toEqual(['lin-yue']);
    expect(slugs('lin yue', 'active')).toEqual([]);
  });

  it('finds nothing for text no expert has', () => {
    expect(slugs('plasma welding')).toEqual([]);
  });
});

describe('URL query', () => {
  it('reads q and filter, falling back to defaults', () => {
    expect(parseExpertQuery('?q=glass&filter=active')).toEqual({ q: 'glass', filter: 'active' });
    expect(parseExpertQuery('?q=%E5%91%A8%E8%88%AA')).toEqual({ q: '周航', filter: 'all' });
    expect(parseExpertQuery('?filter=retired')).toEqual(emptyExpertQuery);
    expect(parseExpertQuery('')).toEqual(emptyExpertQuery);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(expertQuerySearch('', { q: 'glass', filter: 'active' })).toBe('?q=glass&filter=active');
    expect(expertQuerySearch('?q=glass&filter=active', emptyExpertQuery)).toBe('');
    expect(expertQuerySearch('?utm_source=mail', { q: '  ', filter: 'all' })).toBe('?utm_source=mail');
    expect(expertQuerySearch('?utm_source=mail', { q: 'a b', filter: 'all' })).toBe('?utm_source=mail&q=a+b');
  });

  it('round-trips any query through the URL', () => {
    for (const query of [
      { q: '周航', filter: 'active' as const },
      { q: 'R&D Center', filter: 'all' as const },
      { q: '50% #1 ?', filter: 'active' as const },
    ]) {
      expect(parseExpertQuery(expertQuerySearch('', query))).toEqual(query);
    }
  });
});
