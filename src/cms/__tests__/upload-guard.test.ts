import { createHash, webcrypto } from 'node:crypto';
import { installUploadGuard } from '../upload-guard';
import { imageLimit } from '../uploads';

// What jsdom lacks and browsers have: Blob.arrayBuffer, Web Crypto's digest and DataTransfer.
beforeAll(() => {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        // Node's Buffer: Node's Web Crypto refuses jsdom's ArrayBuffer (another realm).
        reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer) as unknown as ArrayBuffer);
        reader.readAsArrayBuffer(this);
      });
    },
  });
  Object.defineProperty(globalThis.crypto, 'subtle', { configurable: true, value: webcrypto.subtle });
  class FakeDataTransfer {
    readonly files: File[] = [];
    readonly items = { add: (file: File) => this.files.push(file) };
  }
  Object.assign(globalThis, { DataTransfer: FakeDataTransfer });
});

/** A file input whose `files` can be set, and the files Decap's handler would read from it. */
function fileInput(files: File[]) {
  const input = document.createElement('input');
  input.type = 'file';
  let current: unknown = files;
  Object.defineProperty(input, 'files', { configurable: true, get: () => current, set: (value) => (current = value) });
  document.body.append(input);
  const seen: string[][] = [];
  // Stands in for React's listener on Decap's root: it sees what reaches the page after the guard.
  document.body.addEventListener('change', (event) => {
    if (event.target === input) seen.push([...(input.files as unknown as File[])].map((file) => file.name));
  });
  return { input, seen };
}

const changed = (input: HTMLInputElement) => input.dispatchEvent(new Event('change', { bubbles: true }));
const notice = () => document.querySelector('[role="alert"]');

let uninstall: () => void;
afterEach(() => {
  uninstall();
  document.body.replaceChildren();
});

it('hands Decap the chosen file under its ASCII name with a content hash', async () => {
  uninstall = installUploadGuard('zh_Hans');
  const { input, seen } = fileInput([new File(['%PDF brochure'], '产品画册.pdf', { type: 'application/pdf' })]);
  changed(input);
  // The original event never reaches the page: only the renamed one does.
  expect(seen).toEqual([]);
  const hash = createHash('sha256').update('%PDF brochure').digest('hex').slice(0, 8);
  await waitFor(() => seen.length > 0);
  expect(seen).toEqual([[`chanpin-huace-${hash}.pdf`]]);
  expect(notice()).toBeNull();
});

it('refuses an image over 5 MB with a message in the editor language, and Decap never sees it', async () => {
  uninstall = installUploadGuard('en');
  const { input, seen } = fileInput([new File([new Uint8Array(imageLimit + 1)], 'photo.jpg', { type: 'image/jpeg' })]);
  changed(input);
  await waitFor(() => notice() !== null);
  expect(notice()!.textContent).toContain('The image “photo.jpg” is 5.1 MB, over the 5 MB limit');
  expect(seen).toEqual([]);
  // The editor closes the notice with its button.
  notice()!.querySelector('button')!.click();
  expect(notice()).toBeNull();
});

it('shows the message in Chinese for the Chinese editor, and a good file afterwards clears it', async () => {
  uninstall = installUploadGuard('zh_Hans');
  const big = fileInput([new File([new Uint8Array(imageLimit + 1)], '现场照片.jpg', { type: 'image/jpeg' })]);
  changed(big.input);
  await waitFor(() => notice() !== null);
  expect(notice()!.textContent).toContain('图片“现场照片.jpg”有 5.1 MB，超过了 5 MB 的上限，未上传');
  expect(notice()!.querySelector('button')!.textContent).toBe('关闭');
  const good = fileInput([new File(['png'], 'ok.png', { type: 'image/png' })]);
  changed(good.input);
  await waitFor(() => good.seen.length > 0);
  expect(notice()).toBeNull();
});

it('lets other inputs and uninstalled pages alone', () => {
  uninstall = installUploadGuard('en');
  uninstall();
  const { input, seen } = fileInput([new File(['x'], '规格书.pdf')]);
  changed(input);
  expect(seen).toEqual([['规格书.pdf']]);
});

async function waitFor(condition: () => boolean) {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (!condition()) throw new Error('condition not met');
}
