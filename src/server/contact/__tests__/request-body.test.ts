/**
 * @jest-environment node
 */
// Why the contact Function reads its body itself (request-body.ts) rather than through the body
// parser its Gatsby config offers, measured: the bodies the site must refuse or accept, fed to
// express.json as that config can set it up, to Node's WHATWG MIME parser, and to our own reading.
// Should a library start refusing what we refuse, these tests fail and the hand reading can go.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MIMEType } from 'node:util';
import express from 'express';
import { bodyParserConfigOf } from '../../http/functions';
import { contentTypeProblem, utf8Text } from '../request-body';

const json = JSON.stringify({ message: 'Bonjour, José' });
/** Bodies that must be refused: declared in, or made of, a charset that is not UTF-8. */
const notUtf8: [string, Buffer][] = [
  ['application/json; charset=iso-8859-1', Buffer.from(json, 'latin1')],
  ['application/json; charset=utf-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')])],
  ['application/json; charset=UTF-16LE', Buffer.from(json, 'utf16le')],
  ['application/json; charset="windows-1252"', Buffer.from(json, 'latin1')],
  ['application/json', Buffer.from(json, 'latin1')],
];

/** What `express.json(options)` answers to each body: its status, and what it parsed. */
async function expressJson(options: { limit: string }, bodies: [string, Buffer][]) {
  const app = express();
  app.post('/', express.json(options), (req, res) => {
    res.json({ parsed: req.body as unknown });
  });
  app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(error.status ?? 500).json({});
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answers = [];
    for (const [contentType, body] of bodies) {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      });
      const { parsed } = (await response.json()) as { parsed?: { message: string } };
      answers.push({ contentType, status: response.status, message: parsed?.message });
    }
    return answers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('reading a contact body', () => {
  it('refuses every body that is not UTF-8, and reads UTF-8 in any spelling', () => {
    for (const [contentType, body] of notUtf8) {
      expect({
        contentType,
        refused: contentTypeProblem(contentType) !== null || utf8Text(body) === undefined,
      }).toEqual({ contentType, refused: true });
    }
    for (const contentType of ['application/json; charset=utf8', 'application/json;charset="UTF-8"']) {
      expect(contentTypeProblem(contentType)).toBeNull();
    }
    expect(utf8Text(Buffer.from(json))).toBe(json);
  });
});

describe('the measured reasons the reading is ours', () => {
  it("Gatsby's Function config passes express.json only type and limit: a verify option resets it", () => {
    const warnings: string[] = [];
    const bodyParser = bodyParserConfigOf(
      { bodyParser: { json: { type: 'application/json', limit: '16kb', verify: () => undefined } } },
      (message) => warnings.push(message),
    );
    expect(bodyParser.json).toEqual({ limit: '100kb' });
    expect(warnings).toHaveLength(1);
  });

  it('express.json as that config sets it up lets 3 of the 5 non-UTF-8 bodies through and refuses charset=utf8', async () => {
    const answers = await expressJson({ limit: '16kb' }, [
      ...notUtf8,
      ['application/json; charset=utf8', Buffer.from(json)],
    ]);
    expect(answers.map(({ status, message }) => [status, message])).toEqual([
      [415, undefined],
      [200, 'Bonjour, José'],
      [200, 'Bonjour, José'],
      [415, undefined],
      [200, 'Bonjour, Jos\uFFFD'],
      [415, undefined],
    ]);
  });

  it("Node's WHATWG MIME parser reads three charsets we refuse as UTF-8 or none", () => {
    const charsetOf = (contentType: string) => new MIMEType(contentType).params.get('charset');
    expect(charsetOf('application/json; charset=utf-8; charset=latin1')).toBe('utf-8');
    expect(charsetOf('application/json; charset=')).toBeNull();
    expect(charsetOf('application/json; charset="utf-8')).toBe('utf-8');
    for (const contentType of [
      'application/json; charset=utf-8; charset=latin1',
      'application/json; charset=',
      'application/json; charset="utf-8',
    ])
      expect(contentTypeProblem(contentType)).toBe('charset');
  });
});
