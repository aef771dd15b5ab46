import { siteUrl } from '../../../../config/site';
import { person } from '../person';

// The whole Person of a real expert is checked in experts/__tests__/expert-structured-data.test.ts.
const zhou = {
  name: 'Zhou Hang',
  position: 'Chief Scientist',
  company: 'Yaochen Laser',
  path: '/en/experts/zhou-hang/',
};

describe('person', () => {
  it('makes the page and photo URLs absolute, keeping an absolute photo as it is', () => {
    expect(person({ ...zhou, specialties: [], image: '/static/z.jpg' })).toMatchObject({
      url: `${siteUrl}/en/experts/zhou-hang/`,
      image: `${siteUrl}/static/z.jpg`,
    });
    expect(person({ ...zhou, specialties: [], image: 'https://cdn.example.com/z.jpg' }).image).toBe(
      'https://cdn.example.com/z.jpg',
    );
  });

  it('leaves out empty contact fields, photo and specialties', () => {
    const data = person({ ...zhou, email: '', phone: null, image: null, specialties: [] });
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'jobTitle', 'worksFor', 'url']);
    expect(person({ ...zhou, specialties: ['Ultrafast optics'] }).knowsAbout).toEqual(['Ultrafast optics']);
  });
});
