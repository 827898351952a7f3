// Browser end-to-end test: starts the gateway (which serves dist/ and the API with its embedded
// mock upstreams), drives Debian's chromium with playwright-core and prints "N passed, N failed".
// Needs: GATEWAY_BIN (path of the built gateway), a production build in dist/, /usr/bin/chromium.
// Never downloads a browser.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(here, '..', 'dist');
const artifactsDir = path.resolve(here, 'artifacts');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const READY_TIMEOUT_MS = 60_000;
const STEP_TIMEOUT_MS = 20_000;
const USER = { email: 'kuluttaja@demo.example', password: 'Demo!2026' };
const REPRESENTATIVE = { email: 'edustaja@demo.example', password: 'Demo!2026' };
/** kuluttaja's spot-electricity place "Koti" (demo dataset). */
const HOME_PLACE = 'KP100101';
/** kuluttaja's microgeneration place with the solar plant PV100103 (demo dataset). */
const SOLAR_PLACE = 'KP100103';

// axe-core's source, evaluated in the page over the DevTools protocol: an injected <script> tag
// would be (rightly) refused by the gateway's CSP `script-src 'self'`.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page; fails on serious or critical violations, listing them. The functions
 * passed to page.evaluate run in the browser, hence globalThis.document. */
async function checkAccessibility(page, where) {
  if (!(await page.evaluate(() => typeof globalThis.axe !== 'undefined'))) {
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(
    async (tags) =>
      (
        await globalThis.axe.run(globalThis.document, { runOnly: { type: 'tag', values: tags } })
      ).violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      })),
    AXE_TAGS,
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  check(
    serious.length === 0,
    `${where}: accessibility violations:\n  ${serious
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(', ')})`)
      .join('\n  ')}`,
  );
}

/** Waits until the page shows no loading indicator and no error state. */
async function settled(page, where) {
  await page.waitForFunction(
    () => !globalThis.document.querySelector('.status--loading'),
    undefined,
    {
      timeout: STEP_TIMEOUT_MS,
    },
  );
  const errors = await page.locator('.status--error').allTextContents();
  check(errors.length === 0, `${where}: error shown: ${errors.join(' | ')}`);
}

async function signIn(page, baseUrl, user) {
  await page.goto(`${baseUrl}/kirjaudu`);
  await page.getByLabel('Sähköpostiosoite').fill(user.email);
  await page.getByLabel('Salasana').fill(user.password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  // Sign-in returns to the page that sent the user there, or to the front page.
  await page.waitForURL((url) => url.pathname !== '/kirjaudu');
  if (new URL(page.url()).pathname !== '/') await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
}

async function signOut(page) {
  await page
    .getByRole('navigation', { name: 'Päävalikko' })
    .getByRole('button', { name: 'Kirjaudu ulos' })
    .click();
  await page.waitForURL('**/kirjaudu');
}

/** Starts the gateway and resolves with its base URL once it prints its listening line. */
function startGateway(bin) {
  const child = spawn(bin, [], {
    env: {
      ...process.env,
      PORTAL_PROFILE: 'test',
      PORTAL__SERVER__HOST: '127.0.0.1',
      PORTAL__SERVER__PORT: '0',
      PORTAL__STATIC_FILES__DIR: distDir,
      // The mocks log each e-mail they "send" (with its link) at info; the read-right steps
      // follow the invitation link from there, as a person would from their inbox.
      PORTAL__LOG__FILTER: 'warn,demo_fixtures::mocks::outbox=info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recentLogs = [];
  const mails = [];
  const remember = (line) => {
    recentLogs.push(line);
    if (recentLogs.length > 40) recentLogs.shift();
    // eslint-disable-next-line no-control-regex
    const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
    if (plain.includes('e-mail sent')) mails.push(plain);
  };
  createInterface({ input: child.stderr }).on('line', remember);

  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`gateway did not print its listening line in ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      remember(line);
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited before it was ready (code ${code}, signal ${signal})`));
    });
  });
  /** The link of the newest e-mail to `email` (waits a little: the log line may lag). */
  async function mailLink(email) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const mail = mails.findLast((line) => line.toLowerCase().includes(email.toLowerCase()));
      const link = mail && /link="?(\/[^\s"]+)/.exec(mail)?.[1];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no e-mail with a link to ${email} in the gateway's log`);
  }

  return { child, ready, recentLogs, mailLink };
}

async function stopGateway(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5_000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * The steps of e2e/steps/*.mjs: each module exports `steps(context)` returning `[name, run]`
 * pairs, like the ones below, so a screen's browser steps live beside the others without every
 * screen editing this file.
 */
async function moreSteps(context) {
  const dir = path.join(here, 'steps');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const all = [];
  for (const file of files) {
    const module = await import(pathToFileURL(path.join(dir, file)).href);
    all.push(...module.steps(context));
  }
  return all;
}

async function main() {
  const results = [];
  let gateway;
  let browser;
  const preflight = [];
  const bin = process.env.GATEWAY_BIN;
  if (!bin) preflight.push('GATEWAY_BIN is not set (path of the built gateway binary)');
  else if (!existsSync(bin)) preflight.push(`GATEWAY_BIN does not exist: ${bin}`);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    preflight.push(`no build in ${distDir}: run npm run build first`);
  }
  if (!existsSync(chromiumPath)) preflight.push(`chromium not found at ${chromiumPath}`);
  if (preflight.length) {
    for (const problem of preflight) console.error(`e2e: ${problem}`);
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
    return;
  }

  mkdirSync(artifactsDir, { recursive: true });
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    await stopGateway(gateway?.child);
  };
  const onSignal = (signal) => {
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    gateway = startGateway(bin);
    const baseUrl = await gateway.ready;
    console.log(`e2e: gateway at ${baseUrl}`);

    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const browserErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') browserErrors.push(message.text());
    });
    page.on('pageerror', (error) => browserErrors.push(String(error)));

    const state = { placeName: '' };
    const steps = [
      [
        'opening / without a session lands on /kirjaudu',
        async () => {
          await page.goto(`${baseUrl}/`);
          await page.waitForURL('**/kirjaudu');
          await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
          check(
            (await page.locator('html').getAttribute('lang')) === 'fi',
            '<html> has no lang="fi"',
          );
        },
      ],
      [
        'the sign-in page has no serious accessibility violations',
        async () => {
          await checkAccessibility(page, '/kirjaudu');
        },
      ],
      [
        'signs in as the demo consumer',
        async () => {
          await signIn(page, baseUrl, USER);
        },
      ],
      [
        'lists at least three use places',
        async () => {
          const cards = page.getByRole('article');
          await cards.first().waitFor();
          const count = await cards.count();
          check(count >= 3, `expected at least 3 use places, saw ${count}`);
          await page.screenshot({
            path: path.join(artifactsDir, 'useplaces.png'),
            fullPage: true,
          });
          await checkAccessibility(page, '/');
        },
      ],
      [
        'opens a use place',
        async () => {
          const link = page.getByRole('article').first().getByRole('link').first();
          state.placeName = (await link.textContent())?.trim() ?? '';
          await link.click();
          await page.waitForURL((url) => url.pathname === '/kayttopaikka');
          check(new URL(page.url()).searchParams.has('paikka'), `no ?paikka= in ${page.url()}`);
          await page.getByRole('heading', { level: 1, name: state.placeName }).waitFor();
        },
      ],
      [
        'a reload keeps the session and the use place',
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1, name: state.placeName }).waitFor();
          check(new URL(page.url()).pathname === '/kayttopaikka', `reload went to ${page.url()}`);
        },
      ],
      [
        'the overview shows each popup once as an accessible dialog and remembers closing it',
        async () => {
          await page.goto(`${baseUrl}/kayttopaikka?paikka=${HOME_PLACE}`);
          await settled(page, 'overview with popups');
          const dialog = page.getByRole('dialog');
          await dialog.first().waitFor();
          await checkAccessibility(page, 'overview popup');
          const seen = [];
          while ((await dialog.count()) > 0 && seen.length < 10) {
            seen.push(await dialog.first().getAttribute('aria-labelledby'));
            await dialog.first().getByRole('button').last().click();
            await page.waitForTimeout(200);
          }
          await page.reload();
          await settled(page, 'overview after popups');
          await page.getByRole('region', { name: 'Sopimus' }).waitFor();
          await page.waitForTimeout(500);
          check((await dialog.count()) === 0, 'a dismissed popup showed again after a reload');
        },
      ],
      [
        'walks every screen of the place and the user menu: data, no errors, axe clean',
        async () => {
          await page.goto(`${baseUrl}/kayttopaikka?paikka=${HOME_PLACE}`);
          await settled(page, 'overview');
          const menu = page.getByRole('navigation', { name: 'Käyttöpaikan sivut' });
          await menu.getByRole('link').first().waitFor();
          // The menu lists the screens the place's features enable (spec §6).
          await page.waitForTimeout(500);
          const hrefs = await menu
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
          check(hrefs.length >= 5, `expected the place menu to list its screens, saw ${hrefs}`);
          const userScreens = ['/viestit', '/asiakastiedot', '/asiakaspalvelu'];
          // The solar place's screens: overview, solar in both modes, monthly insights paging.
          const solarScreens = [
            `/kayttopaikka?paikka=${SOLAR_PLACE}`,
            `/kayttopaikka/aurinkosahko?paikka=${SOLAR_PLACE}`,
            `/kayttopaikka/aurinkosahko?paikka=${SOLAR_PLACE}&tila=teho`,
            `/kayttopaikka/raportit?paikka=${SOLAR_PLACE}`,
          ];
          for (const screen of ['asiakirjat', 'kuukausikatsaus', 'raportit']) {
            check(
              hrefs.some((href) => href.startsWith(`/kayttopaikka/${screen}?`)),
              `the place menu has no ${screen}: ${hrefs}`,
            );
          }
          for (const href of [...hrefs, ...solarScreens, ...userScreens]) {
            await page.goto(`${baseUrl}${href}`);
            await page.locator('main h1').first().waitFor();
            await settled(page, href);
            const [pathPart, query = ''] = href.split('?');
            const extra = query.includes(SOLAR_PLACE)
              ? `_solar${query.includes('tila=teho') ? '_teho' : ''}`
              : '';
            const name = `${pathPart.replaceAll('/', '_').replace(/^_/, '') || 'root'}${extra}`;
            await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
            await checkAccessibility(page, href);
          }
        },
      ],
      [
        'the consumption chart loads uPlot on demand and offers CSV and a table',
        async () => {
          await page.goto(`${baseUrl}/kayttopaikka/kulutus?paikka=${HOME_PLACE}&jakso=MONTH`);
          await settled(page, 'kulutus');
          await page.locator('.chart__canvas canvas').first().waitFor();
          await page.getByRole('button', { name: 'Näytä taulukkona' }).click();
          const rows = await page.locator('.data-table tbody tr').count();
          check(rows >= 1, 'the data table has no rows');
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Lataa tiedot (CSV)' }).click(),
          ]);
          const file = await download.path();
          const csv = readFileSync(file, 'utf8');
          check(
            csv.startsWith('\ufeffAika;'),
            `CSV does not start with a BOM and header: ${csv.slice(0, 40)}`,
          );
          await checkAccessibility(page, 'kulutus with table');
        },
      ],
      [
        'sets a market price alert and sees it after a reload (axe on the form)',
        async () => {
          await page.goto(`${baseUrl}/kayttopaikka/markkinahinta?paikka=${HOME_PLACE}`);
          await settled(page, 'markkinahinta');
          const card = page.getByRole('region', { name: 'Pörssisähkön hintahälytys' });
          const active = card.getByLabel('Hintahälytys käytössä');
          await active.waitFor();
          if (!(await active.isChecked())) await active.check();
          await card.getByLabel(/Yläraja/).fill('25,5');
          await card.getByLabel(/Alaraja/).fill('1,5');
          await checkAccessibility(page, 'price alert form');
          await card.getByRole('button', { name: 'Tallenna' }).click();
          const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
          await done.waitFor();
          await checkAccessibility(page, 'price alert saved dialog');
          await done.getByRole('button', { name: 'Sulje' }).click();
          await page.reload();
          await settled(page, 'markkinahinta after reload');
          const top = page.getByTestId('saved-top');
          await top.waitFor();
          const topText = (await top.textContent()) ?? '';
          const bottomText = (await page.getByTestId('saved-bottom').textContent()) ?? '';
          check(topText.includes('25,50'), `saved top threshold after reload: ${topText}`);
          check(bottomText.includes('1,50'), `saved bottom threshold after reload: ${bottomText}`);
        },
      ],
      [
        'renames a use place and the new name shows (axe on the form)',
        async () => {
          await page.goto(`${baseUrl}/kayttopaikka?paikka=${HOME_PLACE}`);
          await settled(page, 'overview rename');
          const form = page.getByRole('region', { name: 'Nimeä käyttöpaikka' });
          const field = form.getByLabel('Käyttöpaikan nimi');
          await field.waitFor();
          const original = await field.inputValue();
          await checkAccessibility(page, 'rename form');
          for (const name of ['Koti E2E', original || 'Koti']) {
            await field.fill(name);
            await form.getByRole('button', { name: 'Tallenna' }).click();
            const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
            await done.waitFor();
            await done.getByRole('button', { name: 'Sulje' }).click();
            await page.getByRole('heading', { level: 1, name }).waitFor();
          }
        },
      ],
      [
        'changes the consumption budget and the screen shows it (axe on the form)',
        async () => {
          await page.goto(`${baseUrl}/kayttopaikka/budjetti?paikka=${HOME_PLACE}`);
          await settled(page, 'budjetti');
          const amount = page.getByLabel(/Budjetti \(€/);
          await amount.waitFor();
          await checkAccessibility(page, 'budget form');
          await amount.fill('420');
          await page.getByRole('button', { name: 'Tallenna' }).click();
          const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
          await done.waitFor();
          await done.getByRole('button', { name: 'Sulje' }).click();
          await page.reload();
          await settled(page, 'budjetti after reload');
          await page.getByText('420,00').first().waitFor();
        },
      ],
      [
        'sends a fault report and sees its ticket id (axe on the form)',
        async () => {
          await page.goto(`${baseUrl}/kayttopaikka/vikailmoitus?paikka=${HOME_PLACE}`);
          await settled(page, 'vikailmoitus');
          await page.getByLabel('Sähköt ovat osittain poikki').check();
          await page.getByLabel('Kuvaus viasta').fill('Osa pistorasioista ilman sähköä (e2e).');
          await page.getByLabel(/Yhteyspuhelin/).fill('+358 40 123 4567');
          await checkAccessibility(page, 'fault report form');
          await page.getByRole('button', { name: 'Lähetä' }).click();
          const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
          await done.waitFor();
          await checkAccessibility(page, 'fault report receipt');
          await done.getByRole('button', { name: 'Sulje' }).click();
          const ticket = ((await page.getByTestId('fault-ticket').textContent()) ?? '').trim();
          check(ticket.length > 0, 'no ticket id shown');
        },
      ],
      // Steps of the self-service screens, one module per area (e2e/steps/*.mjs, in name order).
      // Each runs signed in as kuluttaja and leaves the browser signed in as kuluttaja.
      ...(await moreSteps({
        page,
        baseUrl,
        artifactsDir,
        check,
        checkAccessibility,
        settled,
        signIn,
        signOut,
        mailLink: (email) => gateway.mailLink(email),
        USER,
        REPRESENTATIVE,
        HOME_PLACE,
        SOLAR_PLACE,
      })),
      [
        'opens a usage report and the monthly insights of an earlier month',
        async () => {
          await page.goto(`${baseUrl}/kayttopaikka/raportit?paikka=${HOME_PLACE}`);
          await settled(page, 'raportit');
          const report = page.getByRole('table').first().getByRole('link').first();
          const name = ((await report.textContent()) ?? '').trim();
          await report.click();
          await page.getByRole('heading', { level: 2, name }).waitFor();
          await settled(page, 'raportti');
          await checkAccessibility(page, 'raportti');
          await page.goto(`${baseUrl}/kayttopaikka/kuukausikatsaus?paikka=${HOME_PLACE}`);
          await settled(page, 'kuukausikatsaus');
          const shown = await page.locator('.period-picker__current').textContent();
          await page.getByRole('button', { name: /Edellinen/ }).click();
          await page.waitForURL((url) => url.searchParams.has('pvm'));
          await settled(page, 'kuukausikatsaus, previous month');
          const previous = await page.locator('.period-picker__current').textContent();
          check(previous !== shown, `the month did not change from ${shown}`);
          await page.locator('.chart__canvas canvas').first().waitFor();
          await checkAccessibility(page, 'kuukausikatsaus, previous month');
        },
      ],
      [
        'signs out and lands on /kirjaudu',
        async () => {
          await page
            .getByRole('navigation', { name: 'Päävalikko' })
            .getByRole('button', { name: 'Kirjaudu ulos' })
            .click();
          await page.waitForURL('**/kirjaudu');
          await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
          // The server session is gone too: the app goes back to sign-in.
          await page.goto(`${baseUrl}/`);
          await page.waitForURL('**/kirjaudu');
        },
      ],
      [
        'no Content-Security-Policy violations or page errors',
        async () => {
          const serious = browserErrors.filter((text) =>
            /Content Security Policy|Refused to|Uncaught/i.test(text),
          );
          check(serious.length === 0, `browser errors:\n  ${serious.join('\n  ')}`);
        },
      ],
    ];

    let failedBefore = false;
    for (const [name, run] of steps) {
      if (failedBefore) {
        results.push({ name, status: 'skipped' });
        console.log(`- ${name} (skipped)`);
        continue;
      }
      const started = Date.now();
      try {
        await run();
        results.push({ name, status: 'passed' });
        console.log(`✓ ${name} (${Date.now() - started} ms)`);
      } catch (error) {
        failedBefore = true;
        results.push({ name, status: 'failed' });
        console.log(
          `✗ ${name}\n  ${String(error?.message ?? error)
            .split('\n')
            .join('\n  ')}`,
        );
        await page
          .screenshot({ path: path.join(artifactsDir, 'failure.png'), fullPage: true })
          .catch(() => undefined);
      }
    }
  } catch (error) {
    results.push({ name: 'setup', status: 'failed' });
    console.log(`✗ setup\n  ${error?.message ?? error}`);
    if (gateway?.recentLogs.length) {
      console.log(`  last gateway output:\n    ${gateway.recentLogs.join('\n    ')}`);
    }
  } finally {
    await cleanup();
  }

  const passed = results.filter((result) => result.status === 'passed').length;
  const failed = results.filter((result) => result.status === 'failed').length;
  const skipped = results.filter((result) => result.status === 'skipped').length;
  if (failed > 0) process.exitCode = 1;
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

await main();
