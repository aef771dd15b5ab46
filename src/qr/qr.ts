// The footer's WeChat QR code, drawn at build time: the symbol comes from the `qrcode` package
// (byte mode, error correction level M: 15 % of the symbol may be damaged, the smallest version
// that holds the text); we only draw it as a compact SVG with a title for screen readers.
import QRCode from 'qrcode';

/** The modules of a symbol, `true` for dark, rows top to bottom; without the quiet zone. */
export type QrMatrix = boolean[][];

/** The QR symbol of `text` (UTF-8), the smallest version that holds it at level M. */
export function encodeQr(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (__, x) => Boolean(modules.get(x, y))),
  );
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An SVG image of the symbol with its four-module quiet zone: dark runs of each row as one
 * rectangle each, drawn with crisp edges so that every scale stays sharp.
 */
export function qrSvg(text: string, { title }: { title?: string } = {}): string {
  const modules = encodeQr(text);
  const quiet = 4;
  const size = modules.length + quiet * 2;
  let path = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < row.length && row[end + 1]) end++;
      path += `M${x + quiet} ${y + quiet}h${end - x + 1}v1h-${end - x + 1}z`;
      x = end;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    (title ? `<title>${escapeXml(title)}</title>` : '') +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>\n`
  );
}
