import { siteUrl } from '../../../../config/site';
import { person } from '../person';

const expert = {
  name: 'Zhou Hang',
  position: 'Chief Scientist',
  company: 'Yaochen Laser',
  specialties: ['Ultrafast optics'],
  path: '/en/experts/zhou-hang/',
};

describe('person', () => {
  it('maps an expert onto a schema.org Person with absolute URLs', () => {
    expect(person({ ...expert, email: 'z@example.com', phone: '+86 1', image: '/static/z.jpg' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Zhou Hang',
      jobTitle: 'Chief Scientist',
      worksFor: { '@type': 'Organization', name: 'Yaochen Laser' },
      email: 'z@example.com',
      telephone: '+86 1',
      url: `${siteUrl}/en/experts/zhou-hang/`,
      image: `${siteUrl}/static/z.jpg`,
      knowsAbout: ['Ultrafast optics'],
    });
  });

  it('leaves out empty contact fields, photo and specialties', () => {
    const data = person({ ...expert, email: '', phone: null, image: null, specialties: [] });
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'jobTitle', 'worksFor', 'url']);
  });
});
