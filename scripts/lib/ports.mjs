// Free TCP ports on the loopback interface, for the servers the scripts and tests start.
// Node built-ins only (imported by `npm test` before node_modules exists).
import net from 'node:net';

/**
 * A free TCP port on the loopback interface: `wanted` when it is free, else any.
 * @param {number} [wanted]
 * @returns {Promise<number>}
 */
export async function freePort(wanted = 0) {
  if (wanted) {
    try {
      return await listenOnce(wanted);
    } catch {
      // taken: any free port
    }
  }
  return listenOnce(0);
}

/** @param {number} port @returns {Promise<number>} */
function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
