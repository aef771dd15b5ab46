import path from 'node:path';
import { rootRedirectFrom } from '../../config/site';
import { inboxTokenProblem } from '../contact/inbox';
import { inboxFailureLimitFrom, rateLimitFrom, refusedLimitFrom } from '../contact/rate-limit';
import { contactMinFillMsFrom, trustProxyFrom } from '../env';
import { servedBuildDir } from '../publish/builds';
import { servedSite } from './served-site';

/** Settings the contact Functions read when they load, checked here so a bad value stops the start. */
function checkContactSettings(env: NodeJS.ProcessEnv): void {
  contactMinFillMsFrom(env);
  rateLimitFrom(env);
  refusedLimitFrom(env);
  inboxFailureLimitFrom(env);
  const problem = inboxTokenProblem(env.CONTACT_INBOX_TOKEN || undefined);
  if (problem) throw new Error(problem);
}

/** `npm run serve`: the current good build and its Functions on PORT (default 9000) at HOST. */
function main() {
  const port = Number(process.env.PORT ?? 9000);
  const host = process.env.HOST ?? '127.0.0.1';
  checkContactSettings(process.env);
  const trustProxy = trustProxyFrom(process.env);
  const projectDir = path.resolve(__dirname, '../../..');
  const app = servedSite({
    projectDir,
    rootRedirect: rootRedirectFrom(process.env),
    hsts: process.env.HSTS === '1',
    trustProxy,
    publishStatusFile: process.env.PUBLISH_STATUS_FILE || undefined,
  });
  const server = app.listen(port, host, () => {
    const served = servedBuildDir(projectDir) ?? path.join(projectDir, 'public');
    console.log(`Serving ${served} at http://${host}:${port}/ (the latest good build, switched when a build succeeds)`);
  });
  server.on('error', (error) => {
    console.error(`Could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

try {
  main();
} catch (error) {
  // A refused setting (TRUST_PROXY, ROOT_REDIRECT, the contact limits and inbox token…): its message, not a stack.
  console.error(`Not starting: ${(error as Error).message}`);
  process.exit(1);
}
