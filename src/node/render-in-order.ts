import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * A page's body HTML with every Suspense boundary in document order (gatsby-ssr.tsx's
 * replaceRenderer, in place of Gatsby's own call).
 *
 * React's streaming renderer writes a finished boundary out of order once the bytes written so
 * far pass its chunk size (12.8 KB): its content goes into a hidden element at the end of the body,
 * and an inline script (`$RC`) moves it into place. Each lazily loaded part is a boundary (home's
 * hero drawing, the product list, the video and comparison slots); when the page's sections were
 * boundaries too, the footer, most of About, the home page's products and the product page's
 * sections all came that way:
 * - without JavaScript (crawlers that read only the HTML, a browser with scripts off) they stayed
 *   hidden: About showed 839 characters of its text;
 * - with it, they appeared only when the parser reached the end of the page, and moved what
 *   followed them on a desktop (home: a layout shift of 0.009).
 *
 * Gatsby writes a page only once all of it is rendered (onAllReady) and streams nothing to a
 * browser, so the chunk size bought nothing here.
 */
export function renderInOrder(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
