// The company (B2B) writes: yritys@ (main user of CR-100) combines two places into a composite
// and separates it again, and adds a sub-user with a new account, gives them a place and finds
// them in the users list. At both sizes, the phone at 360 px, axe on each dialog. Each worker
// has its own gateway; the composite is separated again, the places chosen are none of
// lukija@'s (whose places b2b.spec.ts counts), and the new user's address names the project.
import {
  atNarrowestPhone,
  checkAccessibility,
  COMPANY_USER,
  companyPlaces,
  expect,
  expectNoSidewaysScroll,
  openMainMenu,
  settled,
  test,
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

    // The list reads the places again: both are members of the new composite now.
    await expect(companyPlaces(page, testInfo).filter({ hasText: compositeId })).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Valittujen käyttöpaikkojen toiminnot' }),
    ).toHaveCount(0);
  });

  await test.step('the composite is separated on its screen after a confirmation', async () => {
    const member = companyPlaces(page, testInfo).filter({ hasText: compositeId }).first();
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
    await expect(companyPlaces(page, testInfo).filter({ hasText: compositeId })).toHaveCount(0);
  });
});

test('adds a sub-user with a new account, gives them a place and lists them', async ({
  page,
}, testInfo) => {
  // A new user each run: a repeated run must not find the user of the last one.
  const run = Date.now();
  const name = `E2E Käyttäjä ${testInfo.project.name} ${run}`;
  const email = `e2e-${testInfo.project.name}-${run}@demo.example`;

  await test.step('the add-user panel checks the fields, confirms and adds the user', async () => {
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
    await checkAccessibility(page, 'add user confirmation');
    await confirm.getByRole('button', { name: 'Lisää käyttäjä' }).click();
    const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
    await expect(done).toContainText(`Käyttäjä ${name} on lisätty yritykseen.`);
    await checkAccessibility(page, 'user added');
    await done.getByRole('button', { name: 'Sulje' }).click();
  });

  await test.step('the new user is listed and is given a second place', async () => {
    await page.getByRole('link', { name }).click();
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
