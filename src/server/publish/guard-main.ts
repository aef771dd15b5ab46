// `npm run cms` starts this in front of decap-server: /admin's saves reach Decap's proxy through
// the stale-write guard (stale-guard.ts) on CMS_PROXY_PORT; decap-server listens on DECAP_SERVER_PORT.
import path from 'node:path';
import { staleGuard } from './stale-guard';

const root = path.resolve(__dirname, '../../..');
const port = Number(process.env.CMS_PROXY_PORT);
const upstreamPort = Number(process.env.DECAP_SERVER_PORT);
if (!port || !upstreamPort) {
  console.error('The stale-write guard needs CMS_PROXY_PORT and DECAP_SERVER_PORT (npm run cms sets them).');
  process.exit(1);
}
const server = staleGuard({ root, upstreamPort });
server.listen(port, '127.0.0.1');
server.on('error', (error) => {
  console.error(`The CMS proxy could not listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
