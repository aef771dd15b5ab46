import path from 'node:path';
import { rootRedirectFrom } from '../../config/site';
import { createApp } from './app';

/** `npm run serve`: the built site and its Functions on PORT (default 9000) at HOST. */
function main() {
  const port = Number(process.env.PORT ?? 9000);
  const host = process.env.HOST ?? '127.0.0.1';
  const projectDir = path.resolve(__dirname, '../../..');
  const app = createApp({
    projectDir,
    rootRedirect: rootRedirectFrom(process.env),
    hsts: process.env.HSTS === '1',
  });
  const server = app.listen(port, host, () => {
    console.log(`Serving ${path.join(projectDir, 'public')} at http://${host}:${port}/`);
  });
  server.on('error', (error) => {
    console.error(`Could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
