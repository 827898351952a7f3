// The gateway under test: the built binary with its embedded mock upstreams, on a random
// loopback port, serving the production build in dist/. Each Playwright worker starts its own
// (a worker-scoped fixture), so the phone and desktop projects never see each other's writes.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const here = __dirname;
export const distDir = path.resolve(here, '..', '..', 'dist');
const READY_TIMEOUT_MS = 60_000;

/** The link in the newest e-mail the mocks sent to `email`, waiting up to `timeoutMs` for it. */
export type MailLink = (email: string, timeoutMs?: number) => Promise<string>;

/** The code in the newest e-mail of `kind` the mocks sent to `email`, waiting as `MailLink`. */
export type MailCode = (email: string, kind: string, timeoutMs?: number) => Promise<string>;

/** One mail of the mocks' store (`GET /__mocks/mail`, newest first). */
interface Mail {
  to: string;
  kind: string;
  code?: string;
  link?: string;
}

/** What must exist before a browser test can run; each problem as a sentence. */
export function preflightProblems() {
  const problems: string[] = [];
  const bin = process.env.GATEWAY_BIN;
  if (!bin) problems.push('GATEWAY_BIN is not set (path of the built gateway binary)');
  else if (!existsSync(bin)) problems.push(`GATEWAY_BIN does not exist: ${bin}`);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    problems.push(`no build in ${distDir}: run npm run build first`);
  }
  return problems;
}

/**
 * Starts the gateway; `ready` resolves with its base URL once it prints its listening line.
 * `mailLink(email)` answers the link of the newest e-mail the mocks "sent" to that address, read
 * from their mail store at the operator port (`GET /__mocks/mail`), as a person follows it from
 * their inbox; `mailCode(email, kind)` answers the code of the newest one of that kind.
 */
export function startGateway(bin = process.env.GATEWAY_BIN) {
  // The preflight has said so already; this is for a caller that skipped it.
  if (!bin) throw new Error('GATEWAY_BIN is not set (path of the built gateway binary)');
  const child = spawn(bin, [], {
    env: {
      ...process.env,
      PORTAL_PROFILE: 'test',
      PORTAL__SERVER__HOST: '127.0.0.1',
      PORTAL__SERVER__PORT: '0',
      PORTAL__STATIC_FILES__DIR: distDir,
      PORTAL__LOG__FILTER: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recentLogs: string[] = [];
  const remember = (line: string) => {
    recentLogs.push(line);
    if (recentLogs.length > 40) recentLogs.shift();
  };
  // The operator port (printed before the listening line): the mocks' mail is read there.
  let operator: string | undefined;
  createInterface({ input: child.stderr }).on('line', remember);
  // E2E_GATEWAY_LOG=FILE keeps the gateway's whole log (it logs no secret), for a failure whose
  // cause the last 40 lines don't hold.
  if (process.env.E2E_GATEWAY_LOG) {
    const log = createWriteStream(process.env.E2E_GATEWAY_LOG, { flags: 'a' });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }

  const ready = new Promise<string>((resolve, reject) => {
    const fail = (message: string) => {
      clearTimeout(timer);
      reject(new Error(`${message}\nlast gateway output:\n  ${recentLogs.join('\n  ')}`));
    };
    const timer = setTimeout(
      () => fail(`gateway did not print its listening line in ${READY_TIMEOUT_MS} ms`),
      READY_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      remember(line);
      const port = /operator port on (http:\/\/[^\s]+)/.exec(line);
      if (port) operator = port[1];
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('error', (error) => fail(String(error)));
    child.once('exit', (code, signal) =>
      fail(`gateway exited before it was ready (code ${code}, signal ${signal})`),
    );
  });

  /** The newest mail to `email` that `pick` answers for, waited for as a person waits for it. */
  const newestMail = async (
    email: string,
    pick: (mail: Mail) => string | undefined,
    what: string,
    timeoutMs: number,
  ) => {
    if (!operator) throw new Error('the gateway printed no operator port');
    const url = `${operator}/__mocks/mail?to=${encodeURIComponent(email)}`;
    const until = Date.now() + timeoutMs;
    for (;;) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      const mails = (await response.json()) as Mail[];
      const found = mails.map(pick).find((value) => value !== undefined);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no e-mail with ${what} to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const mailLink: MailLink = (email, timeoutMs = 5_000) =>
    newestMail(email, (mail) => mail.link, 'a link', timeoutMs);

  /**
   * The code of the newest e-mail of `kind` to that address (a company's new user's temporary
   * password is e-mailed without a link), waited for as `mailLink` waits.
   */
  const mailCode: MailCode = (email, kind, timeoutMs = 5_000) =>
    newestMail(
      email,
      (mail) => (mail.kind.toLowerCase() === kind.toLowerCase() ? mail.code : undefined),
      `a ${kind} code`,
      timeoutMs,
    );

  return { child, ready, mailLink, mailCode };
}

export async function stopGateway(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5_000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}
