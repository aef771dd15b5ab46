import { collectionNamed } from '../../../model';
import { installDeleteGuard } from '../delete-guard';
import { forgetUploads, missingUploads, uploadExists } from '../upload-exists';

/** A backend whose repository holds `files` (decap-server answers a missing file with data null). */
function backendWith(files: string[]) {
  const asked: string[] = [];
  const backend = {
    deleteFiles: () => Promise.resolve(),
    entriesByFolder: () => Promise.resolve([]),
    getEntry: (path: string) => {
      asked.push(path);
      return Promise.resolve({ data: files.includes(path) ? '\u0089PNG' : null, file: { path } });
    },
  } as never;
  const registry = { init: (): unknown => backend };
  installDeleteGuard({ getBackend: () => registry }, ['proxy'], 'zh_Hans');
  registry.init();
  return asked;
}

const news = collectionNamed('news');
const products = collectionNamed('products');

beforeEach(() => forgetUploads());

it('finds a cover that names no file in the repository, once the backend has answered', async () => {
  const asked = backendWith(['static/uploads/marked-metal.jpg']);
  const first = missingUploads(news.fields, { cover: '/uploads/xinpin-0badc0de.jpg' });
  expect(first.found).toEqual([]);
  expect(first.pending).toHaveLength(1);
  await Promise.all(first.pending);
  expect(missingUploads(news.fields, { cover: '/uploads/xinpin-0badc0de.jpg' })).toMatchObject({
    found: [{ path: ['cover'], check: { rule: 'file-missing', values: { value: '/uploads/xinpin-0badc0de.jpg' } } }],
    pending: [],
  });
  await uploadExists('/uploads/marked-metal.jpg');
  expect(missingUploads(news.fields, { cover: '/uploads/marked-metal.jpg' })).toEqual({ found: [], pending: [] });
  // Each file is asked about once, as the build finds it: under static/.
  expect(asked).toEqual(['static/uploads/xinpin-0badc0de.jpg', 'static/uploads/marked-metal.jpg']);
});

it('checks every picture of a list, and takes a picture saved with the entry as there', async () => {
  backendWith(['static/uploads/yc-ps80-ir.png']);
  const images = ['/uploads/yc-ps80-ir.png', '/uploads/gone.png', '/uploads/draft.png'];
  const entry = {
    get: (key: string) =>
      key === 'mediaFiles' ? { toJS: () => [{ path: 'static/uploads/draft.png', draft: true }] } : undefined,
    getIn: () => undefined,
  };
  await Promise.all(missingUploads(products.fields, { images }, entry).pending);
  expect(missingUploads(products.fields, { images }, entry).found.map(({ path }) => path)).toEqual([['images', 1]]);
});
