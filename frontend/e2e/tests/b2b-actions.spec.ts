// The company (B2B) writes: yritys@ (main user of CR-100) combines two places into a composite
// and separates it again, and invites a sub-user with a new account, who signs in (a second
// browser) and accepts, then gives them a place and finds them in the users list; edustaja@, who
// has an account, finds the company's invitation in their message box and declines it. At both sizes, the phone at 360 px, axe on each dialog. Each worker
// has its own gateway; the composite is separated again, the places chosen are none of
// lukija@'s (whose places b2b.spec.ts counts), and the new user's address names the project.
import {
  atNarrowestPhone,
  checkAccessibility,
  closeSuccess,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  openMainMenu,
  personOwnBrowser,
  REPRESENTATIVE,
  settled,
  signIn,
  test,
  WEB_VERSION,
} from '../fixtures';
import type { Page } from '@playwright/test';

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Hae käyttöpaikkaa' }).fill(text);
  await page.getByRole('button', { name: 'Hae', exact: true }).click();
  await expect(page.getByText(`Haku ”${text}”: 3 käyttöpaikkaa`)).toBeVisible();
  await settled(page, `search ${text}`);
}

test.use({ account: COMPANY_USER });

atNarrowestPhone();

test('combines two places into a composite and separates them again', async ({
  page,
}, testInfo) => {
  const name = `E2E-yhdistelmä ${testInfo.project.name}`;
  let compositeId = '';

  await test.step('two single places are combined after a name and a confirmation', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    // Koulukatu, Pietarsaari: three single places, none of them lukija@'s.
    await search(page, 'Koulukatu');
    await page.getByRole('checkbox', { name: /\(KP300015\)/ }).check();
    await page.getByRole('checkbox', { name: /\(KP300031\)/ }).check();
    const bar = page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' });
    await bar.getByRole('button', { name: 'Yhdistä valitut' }).click();

    const naming = page.getByRole('dialog', { name: 'Yhdistä käyttöpaikat' });
    await naming.waitFor();
    await naming.getByRole('button', { name: 'Jatka' }).click();
    await expect(naming.getByText('Kirjoita yhdistelmäkohteen nimi.')).toBeVisible();
    await checkAccessibility(page, 'combine name');
    await naming.getByLabel('Yhdistelmäkohteen nimi').fill(name);
    await naming.getByRole('button', { name: 'Jatka' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Yhdistetäänkö käyttöpaikat?' });
    await expect(confirm).toContainText(`2 käyttöpaikkaa yhdistetään yhdistelmäkohteeksi ${name}`);
    await checkAccessibility(page, 'combine confirmation');
    await confirm.getByRole('button', { name: 'Yhdistä' }).click();

    const done = page.getByRole('dialog', { name: 'Yhdistelmäkohde luotu' });
    await expect(done).toContainText(`Yhdistelmäkohde ${name}`);
    compositeId = /\((CL\d+)\)/.exec(await done.innerText())?.[1] ?? '';
    expect(compositeId).not.toBe('');
    await checkAccessibility(page, 'combine done');
    await expectNoSidewaysScroll(page, 'combine done');
    await done.getByRole('button', { name: 'Sulje' }).click();

    // The list reads the places again: both are members of the new composite now, and their
    // rows name it.
    const members = companyPlaces(page, testInfo).filter({ hasText: name });
    await expect(members).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' }),
    ).toHaveCount(0);
  });

  await test.step('the composite is separated on its screen after a confirmation', async () => {
    const member = companyPlaces(page, testInfo).filter({ hasText: name }).first();
    await member.getByRole('link').first().click();
    await page.getByRole('heading', { name: `Yhdistelmäkohde ${compositeId}`, level: 1 }).waitFor();
    await settled(page, 'new composite');
    await expect(page.getByText(`${name}: 2 käyttöpaikkaa`)).toBeVisible();
    await checkAccessibility(page, 'new composite');
    await page.getByRole('button', { name: 'Erota kohteet' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Erotetaanko yhdistelmäkohde?' });
    await expect(confirm).toContainText(`Yhdistelmäkohde ${name} puretaan`);
    await checkAccessibility(page, 'separate confirmation');
    await confirm.getByRole('button', { name: 'Erota' }).click();

    const done = page.getByRole('dialog', { name: 'Yhdistelmäkohde erotettu' });
    await expect(done).toContainText(`Yhdistelmäkohteen ${name} käyttöpaikat ovat taas erillisiä.`);
    await checkAccessibility(page, 'separate done');
    await done.getByRole('button', { name: 'Sulje' }).click();

    await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    await search(page, 'Koulukatu');
    await expect(companyPlaces(page, testInfo).filter({ hasText: name })).toHaveCount(0);
  });
});

/** Signs in with the e-mailed temporary password and sets a new one, as an invited person does. */
async function firstSignIn(page: Page, email: string, password: string) {
  await page.goto('/kirjaudu');
  await page.getByLabel('Sähköpostiosoite').fill(email);
  await page.getByLabel('Salasana').fill(password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await page.getByRole('heading', { name: 'Vaihda salasana', level: 1 }).waitFor();
  await page.getByLabel('Uusi salasana', { exact: true }).fill('Uusi!Salasana2026');
  await page.getByLabel('Uusi salasana uudelleen').fill('Uusi!Salasana2026');
  await page.getByRole('button', { name: 'Vaihda salasana ja kirjaudu' }).click();
  await page.waitForURL((url) => url.pathname !== '/kirjaudu');
}

/** The invitation notice on the invited person's page: axe clean, no sideways scroll. */
async function invitationNotice(page: Page, company: string, where: string) {
  const notice = page.getByRole('region', { name: 'Kutsu yrityksen käyttäjäksi' });
  await expect(notice).toContainText(`${company} kutsuu sinut yrityksen käyttäjäksi.`);
  await settled(page, where);
  await checkAccessibility(page, where);
  await expectNoSidewaysScroll(page, where);
  return notice;
}

test('adds a sub-user, who joins on accepting the invitation; gives them a place and lists them', async ({
  page,
  browser,
  gateway,
}, testInfo) => {
  // A new user each run: a repeated run must not find the user of the last one.
  const run = Date.now();
  const name = `E2E Käyttäjä ${testInfo.project.name} ${run}`;
  const email = `e2e-${testInfo.project.name}-${run}@demo.example`;
  const users = page.getByRole('region', { name: 'Yrityksen käyttäjät' }).first();

  await test.step('the add-user panel checks the fields, confirms and invites the user', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Käyttöpaikat', level: 1 }).waitFor();
    const menu = await openMainMenu(page);
    await menu.getByRole('link', { name: 'Käyttäjähallinta' }).click();
    await page.getByRole('heading', { name: 'Käyttäjähallinta', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Lisää käyttäjä' }).click();
    const form = page.getByRole('form', { name: 'Lisää käyttäjä' });
    await form.getByRole('button', { name: 'Jatka' }).click();
    await expect(form.getByText('Kirjoita käyttäjän nimi.')).toBeVisible();
    await settled(page, 'add user');
    await checkAccessibility(page, 'add user');
    await expectNoSidewaysScroll(page, 'add user');

    await form.getByLabel('Nimi', { exact: true }).fill(name);
    await form.getByLabel('Sähköposti', { exact: true }).fill(email);
    await form.getByLabel('Tehdas, Aleksanterinkatu 3, 15110 Lahti').selectOption('READ_ONLY');
    await form.getByRole('button', { name: 'Jatka' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Lisätäänkö käyttäjä?' });
    await expect(confirm).toContainText(`${name} (${email})`);
    await expect(confirm).toContainText('vasta hyväksyttyään kutsun');
    await checkAccessibility(page, 'add user confirmation');
    await confirm.getByRole('button', { name: 'Lisää käyttäjä' }).click();
    const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
    await expect(done).toContainText(`Kutsu lähetetty osoitteeseen ${email}.`);
    await checkAccessibility(page, 'user invited');
    await done.getByRole('button', { name: 'Sulje' }).click();

    // Until they accept, the company sees the address it typed and nothing more.
    const invited = users.getByText(email, { exact: true }).first();
    await expect(invited).toBeVisible();
    await expect(users).toContainText('Kutsu lähetetty');
    await expect(users.getByRole('link', { name })).toHaveCount(0);
    await expect(users).not.toContainText(name);
  });

  await test.step('the invited person signs in, sees the invitation and accepts it', async () => {
    const password = await gateway.mailCode(email, 'Invitation');
    const invitee = await personOwnBrowser(browser, gateway.baseUrl, testInfo);
    try {
      await firstSignIn(invitee.page, email, password);
      const notice = await invitationNotice(invitee.page, 'Pohjanmaan Konepaja Oy', 'invitation');
      await expect(notice).toContainText('Saat käyttöösi 1 käyttöpaikkaa.');
      await notice.getByRole('button', { name: 'Hyväksy kutsu' }).click();
      const text = await closeSuccess(invitee.page, 'invitation accepted');
      expect(text).toContain('Olet nyt yrityksen Pohjanmaan Konepaja Oy käyttäjä.');
      await expect(notice).toHaveCount(0);
    } finally {
      await invitee.context.close();
    }
  });

  await test.step('the new user is listed by name and is given a second place', async () => {
    await page.reload();
    await users.getByRole('link', { name }).click();
    await page.getByRole('heading', { name: `Käyttäjä: ${name}`, level: 1 }).waitFor();
    await settled(page, 'new user');
    // The section (the table inside it is a region of the same name on a wide screen).
    const own = page.getByRole('region', { name: 'Käyttäjän käyttöpaikat' }).first();
    await expect(own.getByText('1 käyttöpaikka', { exact: true })).toBeVisible();
    await expect(own).toContainText('Vain luku');

    await page
      .getByRole('button', { name: 'Anna oikeus: Myymälä, Antinkatu 5, 28100 Pori' })
      .click();
    const give = page.getByRole('dialog', { name: 'Oikeus käyttöpaikkaan Myymälä' });
    await give.getByLabel('Täydet oikeudet').check();
    await checkAccessibility(page, 'give a place');
    await give.getByRole('button', { name: 'Anna oikeus' }).click();
    const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
    await expect(done).toContainText(
      'Käyttäjälle annettiin käyttöpaikka Myymälä (täydet oikeudet).',
    );
    await done.getByRole('button', { name: 'Sulje' }).click();
    await expect(own.getByText('2 käyttöpaikkaa', { exact: true })).toBeVisible();
    await checkAccessibility(page, 'new user with two places');
    await expectNoSidewaysScroll(page, 'new user with two places');
  });
});

test('an existing customer finds the invitation in their message box and declines it', async ({
  page,
  browser,
  gateway,
}, testInfo) => {
  // edustaja@ has an account: identified, they are told by e-mail and in their message box,
  // and the company's answer is the same as for an address no one has.
  const answers = [];
  for (const [accountMode, email] of [
    ['IDENTIFY_ACCOUNT_MODE', REPRESENTATIVE.email],
    ['IDENTIFY_ACCOUNT_MODE', `ei-tilia-${testInfo.project.name}-${Date.now()}@demo.example`],
  ]) {
    const answer = await page.request.post('/api/v2/company/CR-100/usermanagement/create', {
      headers: WEB_VERSION,
      data: { accountMode, email, name: null, phone: null, locations: [] },
    });
    expect(answer.status(), email).toBe(200);
    const { user } = await answer.json();
    answers.push({ ...user, userReferenceId: '', email: '' });
  }
  expect(answers[0], 'an account or none: the same answer').toEqual(answers[1]);

  const invitee = await personOwnBrowser(browser, gateway.baseUrl, testInfo);
  try {
    await signIn(invitee.page, REPRESENTATIVE);
    await invitee.page.goto('/viestit');
    await settled(invitee.page, 'message box');
    await expect(
      invitee.page.getByRole('article', {
        name: /Pohjanmaan Konepaja Oy kutsuu sinut yrityksen käyttäjäksi/,
      }),
    ).toBeVisible();
    const notice = await invitationNotice(
      invitee.page,
      'Pohjanmaan Konepaja Oy',
      'invitation in the message box',
    );
    await notice.getByRole('button', { name: 'Hylkää kutsu' }).click();
    const text = await closeSuccess(invitee.page, 'invitation declined');
    expect(text).toContain('Hylkäsit yrityksen Pohjanmaan Konepaja Oy kutsun.');
    await expect(notice).toHaveCount(0);
  } finally {
    await invitee.context.close();
  }
});
