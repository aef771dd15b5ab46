import type { AboutViewProps } from '../about-view';
import type { JobPosting } from '../job-posting-card';

export const engineer: JobPosting = {
  slug: 'laser-engineer',
  title: 'Ultrafast laser R&D engineer',
  department: 'Laser R&D Center',
  headcount: 2,
  education: "Master's degree or above",
  workplace: 'Wuhan',
  employmentType: 'full-time',
  postedDate: '2025-11-15',
  responsibilities: ['Design femtosecond amplifier modules', 'Write test reports'],
  requirements: ['Background in optics or photonics', 'Hands-on fibre laser experience'],
};

export const intern: JobPosting = {
  slug: 'application-intern',
  title: 'Application lab intern',
  department: 'Application Lab',
  headcount: 1,
  education: "Bachelor's degree student",
  workplace: 'Suzhou',
  employmentType: 'intern',
  postedDate: '2025-12-01',
  responsibilities: ['Run cutting trials on glass samples'],
  requirements: ['Careful with measurements'],
};

/** Fixture data in the shape the template hands the view. */
export const aboutFixture: AboutViewProps = {
  intro: { title: 'Who we are', description: 'A laser maker from Wuhan.' },
  joinLead: 'Build the lasers of tomorrow with us.',
  companyName: 'Wuhan Yaochen Ultrafast Laser Technology Co., Ltd.',
  profile: {
    companyTitle: 'Ultrafast lasers made in Wuhan',
    companyHtml: '<p>We build <strong>picosecond and femtosecond</strong> lasers.</p>',
    culture: [
      { title: 'Mission', text: 'Make precision manufacturing simpler.' },
      { title: 'Values', text: 'Customers first, facts over opinions.' },
    ],
  },
  milestones: [
    { slug: 'm-2021', year: 2021, event: 'First femtosecond laser shipped' },
    { slug: 'm-2018', year: 2018, event: 'Company founded in Wuhan' },
    { slug: 'm-2024', year: 2024, event: 'Second factory opened' },
  ],
  honors: [
    { slug: 'h-1', year: 2022, kind: 'honor', title: 'National high-tech enterprise', issuer: 'Ministry of Science' },
    {
      slug: 'c-1',
      year: 2020,
      kind: 'certification',
      title: 'ISO 9001',
      issuer: 'Certavon Certification (Wuhan) Co., Ltd.',
      number: '17326Q20417R2M',
      scope: 'Design and manufacture of industrial lasers',
      issued: '2026-09-21',
      expires: '2029-09-20',
      certificate: { url: '/certificates/c-1-en.pdf', bytes: 52 * 1024, pages: 1 },
    },
    { slug: 'h-2', year: 2024, kind: 'honor', title: 'Provincial science award', issuer: 'Hubei Province' },
  ],
  locations: [
    { slug: 'wuhan', kind: 'headquarters', city: 'Wuhan', country: 'China', address: '77 Guanggu Avenue', phone: null },
    {
      slug: 'munich',
      kind: 'office',
      city: 'Munich',
      country: 'Germany',
      address: '5 Laserstrasse',
      phone: '+49 89 1234',
    },
  ],
  jobs: [engineer, intern],
  hrEmail: 'hr@example.cn',
  contact: {
    address: 'Building B, 77 Guanggu Avenue, Wuhan',
    phone: '+86 27 8765 4300',
    email: 'sales@example.cn',
    hotline: '400-860-2718',
    hotlineHours: 'Working days 8:30-17:30',
  },
};
