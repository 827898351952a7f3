// The portal on a phone (360 × 800): no screen the walk visits scrolls sideways, the main menu
// opens from its button and closes on Escape with focus back on the button, axe is clean with
// the menu open and in the dark theme, and hashed assets come pre-compressed with a year's
// cache lifetime.

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 720 };

export function steps(ctx) {
  const { page, baseUrl, check, HOME_PLACE } = ctx;
  const screens = [
    '/',
    `/kayttopaikka?paikka=${HOME_PLACE}`,
    `/kayttopaikka/kulutus?paikka=${HOME_PLACE}`,
    `/kayttopaikka/porssisahko?paikka=${HOME_PLACE}`,
    `/kayttopaikka/laskut?paikka=${HOME_PLACE}`,
    `/kayttopaikka/halytykset?paikka=${HOME_PLACE}`,
    '/viestit',
    '/lukuoikeudet',
    '/asetukset',
  ];
  return [
    [
      'on a 360 px phone no screen scrolls sideways',
      async () => {
        await page.setViewportSize(PHONE);
        try {
          for (const screen of screens) {
            await page.goto(`${baseUrl}${screen}`);
            await ctx.settled(page, screen);
            const [scroll, client] = await page.evaluate(() => [
              globalThis.document.documentElement.scrollWidth,
              globalThis.document.documentElement.clientWidth,
            ]);
            check(scroll <= client, `${screen} is ${scroll} px wide on a ${client} px phone`);
          }
        } finally {
          await page.setViewportSize(DESKTOP);
        }
      },
    ],
    [
      'on a phone the menu opens from its button, is axe clean, and Escape closes it',
      async () => {
        await page.setViewportSize(PHONE);
        try {
          await page.goto(`${baseUrl}/`);
          await ctx.settled(page, 'front page on a phone');
          const toggle = page.getByRole('button', { name: /Valikko/ });
          check((await toggle.getAttribute('aria-expanded')) === 'false', 'the menu starts open');
          await toggle.click();
          const first = page.getByRole('link', { name: 'Käyttöpaikat' });
          await first.waitFor();
          check(
            await first.evaluate((el) => el === globalThis.document.activeElement),
            'focus stayed outside the menu',
          );
          await ctx.checkAccessibility(page, 'open menu on a phone');
          await page.keyboard.press('Escape');
          check(
            (await toggle.getAttribute('aria-expanded')) === 'false',
            'Escape did not close the menu',
          );
          check(
            await toggle.evaluate((el) => el === globalThis.document.activeElement),
            'focus did not return to the button',
          );
          await page.screenshot({
            path: `${ctx.artifactsDir}/front-page-phone.png`,
            fullPage: true,
          });
        } finally {
          await page.setViewportSize(DESKTOP);
        }
      },
    ],
    [
      'in the dark theme the screens are axe clean, at phone and desktop size',
      async () => {
        await page.emulateMedia({ colorScheme: 'dark' });
        try {
          for (const viewport of [PHONE, DESKTOP]) {
            await page.setViewportSize(viewport);
            for (const screen of screens.slice(0, 7)) {
              await page.goto(`${baseUrl}${screen}`);
              await ctx.settled(page, `${screen} dark`);
              await ctx.checkAccessibility(
                page,
                `${screen} in the dark theme at ${viewport.width} px`,
              );
            }
          }
        } finally {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.setViewportSize(DESKTOP);
        }
      },
    ],
    [
      "the front page shows the spot price now and copies the open invoice's virtual barcode",
      async () => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: baseUrl,
        });
        await page.goto(`${baseUrl}/`);
        await ctx.settled(page, 'front page');
        await page.getByRole('region', { name: 'Pörssisähkö nyt' }).waitFor();
        const invoice = page.getByRole('region', { name: /Avoin lasku/ }).first();
        await invoice.getByText('Maksutiedot').click();
        await invoice.getByRole('button', { name: 'Kopioi virtuaaliviivakoodi' }).click();
        await invoice.getByText('Virtuaaliviivakoodi kopioitu leikepöydälle.').waitFor();
        const copied = await page.evaluate(() => globalThis.navigator.clipboard.readText());
        check(/^[45]\d{53}$/.test(copied), `the clipboard holds ${copied}, not a barcode`);
        await ctx.checkAccessibility(page, 'front page with the glance cards');
        await page.setViewportSize(DESKTOP);
        await page.screenshot({
          path: `${ctx.artifactsDir}/front-page-desktop.png`,
          fullPage: true,
        });
      },
    ],
    [
      'hashed assets come pre-compressed and cached for a year',
      async () => {
        const script = await page.evaluate(
          () =>
            globalThis.document.querySelector('script[src*="/assets/"]')?.getAttribute('src') ?? '',
        );
        check(script !== '', 'the page loads no hashed script');
        const response = await page.request.get(`${baseUrl}${script}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        const headers = response.headers();
        check(response.status() === 200, `${script} answered ${response.status()}`);
        check(
          headers['content-encoding'] === 'br',
          `${script} came as ${headers['content-encoding']}`,
        );
        check(
          headers['cache-control'] === 'public, max-age=31536000, immutable',
          `${script} cache-control ${headers['cache-control']}`,
        );
      },
    ],
  ];
}
