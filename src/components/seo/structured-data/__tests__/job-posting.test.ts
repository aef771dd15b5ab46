import { addDays, jobPosting } from '../job-posting';
import { engineer, intern } from '../../../about/__tests__/about-fixtures';

const context = {
  brand: 'Yaochen Laser',
  siteUrl: 'https://www.example-ultrafast.cn',
  labels: { responsibilities: 'Job responsibilities', requirements: 'Job requirements' },
};

describe('jobPosting', () => {
  it('maps a posting onto the fields Google requires', () => {
    expect(jobPosting(engineer, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Ultrafast laser R&D engineer',
      description:
        '<p><strong>Job responsibilities</strong></p><ul><li>Design femtosecond amplifier modules</li><li>Write test reports</li></ul>' +
        '<p><strong>Job requirements</strong></p><ul><li>Background in optics or photonics</li><li>Hands-on fibre laser experience</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'Yaochen Laser', value: 'laser-engineer' },
      datePosted: '2025-11-15',
      validThrough: '2026-02-13',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Yaochen Laser',
        sameAs: 'https://www.example-ultrafast.cn',
        url: 'https://www.example-ultrafast.cn',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Wuhan', addressCountry: 'CN' },
      },
      totalJobOpenings: 2,
    });
  });

  it('marks internships as INTERN', () => {
    expect(jobPosting(intern, context)).toMatchObject({
      employmentType: 'INTERN',
      datePosted: '2025-12-01',
      validThrough: '2026-03-01',
      jobLocation: { address: { addressLocality: 'Suzhou' } },
    });
  });

  it('escapes markup in the texts it puts into the HTML description', () => {
    const job = { ...engineer, responsibilities: ['Keep <10 µm & report'], requirements: ['"Fast" learner'] };
    const { description } = jobPosting(job, context);
    expect(String(description)).toContain('<li>Keep &lt;10 µm &amp; report</li>');
    expect(String(description)).toContain('<li>&quot;Fast&quot; learner</li>');
  });
});

describe('addDays', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-12-15', 90)).toBe('2026-03-15');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', 0)).toBe('2024-03-01');
  });

  it('rejects anything but YYYY-MM-DD', () => {
    expect(() => addDays('15/11/2025', 90)).toThrow(RangeError);
  });
});
