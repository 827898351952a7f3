// Read rights (issue 5): kuluttaja ends the seeded right of edustaja, grants a new one, edustaja
// accepts it from the e-mailed link and sees kuluttaja's place read-only, kuluttaja revokes it
// and edustaja no longer sees the place. Starts and ends signed in as kuluttaja.
import path from 'node:path';

/** The row of kuluttaja's granted rights for this address in this state. */
function grantedRow(page, email, state) {
  return page
    .getByRole('table', { name: 'Antamasi lukuoikeudet' })
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: state });
}

async function closeSuccess(page, ctx, where) {
  const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
  await done.waitFor();
  await ctx.checkAccessibility(page, where);
  const text = (await done.textContent()) ?? '';
  await done.getByRole('button', { name: 'Sulje' }).click();
  return text;
}

async function removeRight(page, ctx, email, where) {
  await grantedRow(page, email, 'Voimassa')
    .getByRole('button', { name: /Poista/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Poistetaanko lukuoikeus?' });
  await confirm.waitFor();
  await ctx.checkAccessibility(page, `${where}: confirmation`);
  await confirm.getByRole('button', { name: 'Poista' }).click();
  await closeSuccess(page, ctx, `${where}: removed`);
  await grantedRow(page, email, 'Voimassa').waitFor({ state: 'detached' });
}

/** The front page has loaded its places; how many are seen through a read right. */
async function readOnlyPlaces(page, ctx, where) {
  await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
  await ctx.settled(page, where);
  await page.waitForTimeout(300);
  return page.getByRole('article').filter({ hasText: 'Vain luku' }).count();
}

export function steps(ctx) {
  const { page, baseUrl, check } = ctx;
  const representative = ctx.REPRESENTATIVE.email;
  const state = { link: '' };
  return [
    [
      'kuluttaja ends the read right edustaja holds, after a confirmation (axe on the dialogs)',
      async () => {
        await page.goto(`${baseUrl}/lukuoikeudet`);
        await ctx.settled(page, 'lukuoikeudet');
        await ctx.checkAccessibility(page, 'lukuoikeudet');
        await removeRight(page, ctx, representative, 'seeded right');
        await grantedRow(page, representative, 'Peruttu').first().waitFor();
      },
    ],
    [
      'kuluttaja grants edustaja a new read right; crm e-mails the activation link',
      async () => {
        await page.getByLabel('Saajan sähköpostiosoite').fill(representative);
        await ctx.checkAccessibility(page, 'grant form');
        await page.getByRole('button', { name: 'Anna lukuoikeus' }).click();
        const text = await closeSuccess(page, ctx, 'granted');
        check(text.includes(representative), `the success dialog does not name ${representative}`);
        await grantedRow(page, representative, 'Odottaa hyväksyntää').waitFor();
        state.link = await ctx.mailLink(representative);
        check(state.link.startsWith('/lukuoikeus/aktivoi?koodi='), `unexpected link ${state.link}`);
      },
    ],
    [
      "edustaja opens the link, signs in, accepts, and sees kuluttaja's place read-only",
      async () => {
        await ctx.signOut(page);
        await page.goto(`${baseUrl}${state.link}`);
        await page.waitForURL('**/kirjaudu');
        await page.getByLabel('Sähköpostiosoite').fill(representative);
        await page.getByLabel('Salasana').fill(ctx.REPRESENTATIVE.password);
        await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
        // Sign-in returns to the activation page with its code.
        await page.waitForURL((url) => url.pathname === '/lukuoikeus/aktivoi');
        check(new URL(page.url()).searchParams.has('koodi'), `no code in ${page.url()}`);
        const accept = page.getByRole('button', { name: 'Hyväksy lukuoikeus' });
        await accept.waitFor();
        await ctx.checkAccessibility(page, 'activation page');
        await accept.click();
        await closeSuccess(page, ctx, 'activated');
        await page.getByRole('link', { name: 'Siirry käyttöpaikkoihin' }).click();
        check((await readOnlyPlaces(page, ctx, 'places with the right')) >= 1, 'no shared place');
        const shared = page.getByRole('article').filter({ hasText: 'Vain luku' }).first();
        await shared.getByRole('link').first().click();
        await page.waitForURL((url) => url.pathname === '/kayttopaikka');
        await page.getByText('Vain luku').first().waitFor();
        await ctx.settled(page, 'shared place');
        // Read-only: no write form on the grantor's place.
        check(
          (await page.getByRole('region', { name: 'Nimeä käyttöpaikka' }).count()) === 0,
          'the rename form shows on a place seen through a read right',
        );
        await page.screenshot({
          path: path.join(ctx.artifactsDir, 'representative.png'),
          fullPage: true,
        });
        await ctx.checkAccessibility(page, 'shared place');
      },
    ],
    [
      'kuluttaja revokes the right and the place is gone from edustaja',
      async () => {
        await ctx.signOut(page);
        await ctx.signIn(page, baseUrl, ctx.USER);
        await page.goto(`${baseUrl}/lukuoikeudet`);
        await ctx.settled(page, 'lukuoikeudet');
        await removeRight(page, ctx, representative, 'accepted right');
        await ctx.signOut(page);
        await ctx.signIn(page, baseUrl, ctx.REPRESENTATIVE);
        const left = await readOnlyPlaces(page, ctx, 'places after the revocation');
        check(left === 0, `edustaja still sees ${left} shared place(s)`);
        await ctx.signOut(page);
        await ctx.signIn(page, baseUrl, ctx.USER);
      },
    ],
  ];
}
