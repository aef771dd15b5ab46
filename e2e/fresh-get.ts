import http from 'node:http';

/**
 * A GET on a connection of its own: many requests in a row on fetch's pooled keep-alive sockets
 * sometimes pick one the server is just closing at its idle timeout ("other side closed"), which
 * says nothing about the page asked for.
 */
export function freshGet(url: URL): Promise<{ status: number; contentType: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
