import { assetPath } from '../draft-assets';

const entryWith = (paths: string[]) => ({
  get: (key: string) =>
    key === 'mediaFiles' ? { toJS: () => paths.map((path) => ({ path, draft: true })) } : undefined,
});

it('asks for a picture uploaded in this entry under its repository path, where the browser holds it', () => {
  const entry = entryWith(['static/uploads/xinpin-fabuhui-xianchang-ad4a760c.jpg']);
  expect(assetPath(entry, '/uploads/xinpin-fabuhui-xianchang-ad4a760c.jpg')).toBe(
    'static/uploads/xinpin-fabuhui-xianchang-ad4a760c.jpg',
  );
  // A picture of the site, an address elsewhere: as they are (the site, or that address, has them).
  expect(assetPath(entry, '/uploads/marked-metal.jpg')).toBe('/uploads/marked-metal.jpg');
  expect(assetPath(entry, 'https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  expect(assetPath(undefined, '/uploads/marked-metal.jpg')).toBe('/uploads/marked-metal.jpg');
  expect(assetPath(entryWith([]), '/uploads/xinpin-fabuhui-xianchang-ad4a760c.jpg')).toBe(
    '/uploads/xinpin-fabuhui-xianchang-ad4a760c.jpg',
  );
});
