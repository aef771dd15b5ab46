// How big an upload may be: the CMS refuses larger files before they are committed
// (src/cms/upload-guard.ts) and the build refuses references to them (validate.ts), so a file
// added with git by hand meets the same limit.
const megabyte = 1024 * 1024;

/** Pictures are shown on pages and resized by the build: 5 MB is plenty for a sharp photo. */
export const imageLimit = 5 * megabyte;
/** Brochures, manuals and other downloads: 20 MB keeps the repository and downloads reasonable. */
export const fileLimit = 20 * megabyte;

const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'bmp', 'tif', 'tiff', 'heic']);

/** The lowercased extension of a file name when it is plain ASCII (`PDF` → `pdf`), else ''. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return '';
  const extension = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

/** Whether an upload is a picture, by its type or its extension. */
export function isImage(file: { name: string; type: string }): boolean {
  return file.type.startsWith('image/') || imageExtensions.has(extensionOf(file.name));
}
