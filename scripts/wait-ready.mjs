// The readiness check of deploy/systemd/laser-site.service (ExecStartPost): waits until the server
// started with the same environment answers GET /api/ready with 200 (it listens, and the contact
// store can write). Exits 0 then, 1 when it has not within READY_TIMEOUT_S (60) seconds, so
// `systemctl start` and `restart` report a server that does not come up instead of pretending.
// Node built-ins only.

const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? '127.0.0.1';
// A server listening on every interface answers on loopback too.
const address = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const url = `http://${address}:${port}/api/ready`;
const deadline = Date.now() + Number(process.env.READY_TIMEOUT_S ?? 60) * 1000;

let last = 'no answer';
while (Date.now() < deadline) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (response.status === 200) {
      console.log(`Ready: ${url} answered 200`);
      process.exit(0);
    }
    last = `status ${response.status}`;
  } catch (error) {
    last = /** @type {Error} */ (error).message;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.error(`Not ready: ${url} did not answer 200 in time (last: ${last}); see journalctl -u laser-site.`);
process.exit(1);
