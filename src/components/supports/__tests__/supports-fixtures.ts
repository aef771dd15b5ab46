import type { SupportsViewProps } from '../supports-view';

/** Fixture data in the shape the template hands the view. */
export const supportsFixture: SupportsViewProps = {
  // Wording that is in no message file: what the view shows comes from these props.
  intro: { title: 'Service and support', description: 'Help for every laser we ship.' },
  promises: [
    { title: 'Remote first', text: 'We read the laser log remotely before anyone travels.' },
    { title: 'Spare parts on board', text: 'Our engineers arrive with the modules your laser needs.' },
    { title: 'Training included', text: 'Every installation ends with an operator course.' },
  ],
  steps: [
    { title: 'Call us', text: 'Tell us the model and serial number.' },
    { title: 'We fix it', text: 'Remotely when we can, on site when we must.' },
  ],
  locale: 'zh',
  contact: {
    hotline: '400-860-2718',
    phone: '+86 27 8765 4300',
    hotlineHours: 'Working days 8:30-17:30',
    serviceEmail: 'service@example.cn',
  },
  locations: [
    {
      slug: 'suzhou-service',
      kind: 'service',
      city: 'Suzhou',
      country: 'China',
      address: '88 Xinghu Street, Suzhou Industrial Park',
      phone: '+86 512 6000 1234',
      company: null,
      days: 'mon-fri',
      opens: '08:30',
      closes: '17:30',
      timeZone: 'Asia/Shanghai',
      lat: 31.3,
      lon: 120.7,
    },
  ],
  trainings: [
    {
      slug: 'operator-basics',
      format: 'factory',
      title: 'Operator basics',
      duration: '3 days',
      audience: 'Machine operators',
      summary: 'Safe start-up, daily checks and parameter settings.',
    },
    {
      slug: 'remote-maintenance',
      format: 'online',
      title: 'Maintenance online',
      duration: '2 hours',
      audience: 'Maintenance engineers',
      summary: 'Reading alarm logs and replacing consumables.',
    },
  ],
  downloads: [
    {
      slug: 'ps80-datasheet',
      title: 'YC-PS80 datasheet',
      category: 'datasheet',
      url: null,
      file: { url: '/uploads/downloads/ps80.pdf', bytes: 88064, extension: 'pdf' },
    },
    {
      slug: 'fs20-datasheet',
      title: 'YC-FS20 datasheet',
      category: 'datasheet',
      url: null,
      file: { url: '/uploads/downloads/fs20.pdf', bytes: 90112, extension: 'pdf' },
    },
    {
      slug: 'fs20-manual',
      title: 'YC-FS20 user manual',
      category: 'manual',
      url: null,
      file: { url: '/uploads/downloads/fs20-manual.pdf', bytes: 1258291, extension: 'pdf' },
    },
    {
      slug: 'beam-studio',
      title: 'Beam Studio',
      category: 'software',
      url: 'https://download.example.com/beam-studio.zip',
      file: null,
    },
  ],
  faqs: [
    {
      slug: 'power-drop',
      question: 'Why does the output power drop?',
      answerHtml: '<p>Check the <strong>chiller temperature</strong> first.</p>',
    },
    { slug: 'warranty', question: 'How long is the warranty?', answerHtml: '<p>Two years for the laser head.</p>' },
  ],
};
