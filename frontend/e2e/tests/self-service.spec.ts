// The self-service screens: settings, place order, service requests, feedback, chat, moving, due
// date and e-invoice. Signed in as kuluttaja (the account is never deleted here).
import {
  USER,
  HOME_PLACE,
  SUMMER_HOUSE,
  checkAccessibility,
  closeSuccess,
  expect,
  settled,
  test,
} from '../fixtures';
import type { Page } from '@playwright/test';

test.use({ account: USER });

async function placeNames(page: Page) {
  await page.getByRole('article').first().waitFor();
  const names = page.getByRole('article').getByRole('heading', { level: 2 });
  return (await names.allTextContents()).map((name) => name.trim());
}

test('settings: the tips subscription change shows after a reload, then is restored', async ({
  page,
}) => {
  await page.goto('/asetukset');
  await settled(page, 'asetukset');
  const card = page.getByRole('region', { name: 'Vinkit sähköpostiin' });
  const box = card.getByLabel('Haluan vinkit ja uutiset sähköpostiini');
  await box.waitFor();
  const original = await box.isChecked();
  await checkAccessibility(page, 'settings forms');
  for (const value of [!original, original]) {
    await box.setChecked(value);
    await card.getByRole('button', { name: 'Tallenna' }).click();
    await closeSuccess(page, 'tips subscription');
    await page.reload();
    await settled(page, 'asetukset after reload');
    await expect(card.getByTestId('tips-current')).toContainText(
      value ? 'Tilaus on voimassa.' : 'Et tilaa vinkkejä.',
    );
    await expect(box).toBeChecked({ checked: value });
  }
});

test('settings: the account deletion asks first, names what is lost, and cancel keeps the account', async ({
  page,
}) => {
  await page.goto('/asetukset');
  await settled(page, 'asetukset deletion');
  await page.getByRole('button', { name: 'Poista käyttäjätili…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Poistetaanko käyttäjätili?' });
  await expect(confirm, 'the confirmation names what is lost').toContainText('lukuoikeudet');
  await checkAccessibility(page, 'account deletion confirmation');
  await confirm.getByRole('button', { name: 'Peruuta' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.reload();
  await settled(page, 'asetukset after cancel');
  await page.getByRole('heading', { level: 1, name: 'Asetukset' }).waitFor();
});

test('place order: a moved place keeps its new place after a reload, then the order is restored', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page, 'front page');
  const before = await placeNames(page);
  expect(before.length, 'places to order').toBeGreaterThanOrEqual(2);
  const form = page.getByRole('region', { name: 'Käyttöpaikkojen järjestys' });
  await form.waitFor();
  await checkAccessibility(page, 'place order form');
  await form.getByRole('button', { name: `Alas ${before[0]}`, exact: true }).click();
  await form.getByRole('button', { name: 'Tallenna' }).click();
  await closeSuccess(page, 'place order');
  await page.reload();
  await settled(page, 'front page after reorder');
  expect(await placeNames(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  await form.getByRole('button', { name: `Ylös ${before[0]}`, exact: true }).click();
  await form.getByRole('button', { name: 'Tallenna' }).click();
  await closeSuccess(page, 'place order restored');
  await page.reload();
  await settled(page, 'front page after restore');
  expect(await placeNames(page)).toEqual(before);
});

test('service request: sent and seen in the list', async ({ page }) => {
  await page.goto('/asiakaspalvelu');
  await settled(page, 'asiakaspalvelu');
  await page.getByRole('link', { name: 'Palvelupyynnöt' }).click();
  await page.waitForURL('**/asiakaspalvelu/palvelupyynnot');
  await settled(page, 'palvelupyynnot');
  const form = page.getByRole('form', { name: 'Uusi palvelupyyntö' });
  const subject = `Laskukopio e2e ${Date.now()}`;
  await form.getByLabel('Aihe').fill(subject);
  await form.getByLabel('Viesti').fill('Lähettäkää lokakuun lasku sähköpostiini.');
  await form.getByLabel('Käyttöpaikka').selectOption(HOME_PLACE);
  await checkAccessibility(page, 'service request form');
  await form.getByRole('button', { name: 'Lähetä' }).click();
  await closeSuccess(page, 'service request');
  await page.reload();
  await settled(page, 'palvelupyynnot after reload');
  await page.getByTestId('service-request').filter({ hasText: subject }).waitFor();
});

test('feedback: a rating and an error report are sent', async ({ page }) => {
  await page.goto('/palaute');
  await settled(page, 'palaute');
  const app = page.getByRole('form', { name: 'Arvioi palvelu' });
  await app.getByLabel('5 – erinomainen').check();
  await app.getByLabel(/Kommentti/).fill('Selkeä palvelu (e2e).');
  await checkAccessibility(page, 'feedback forms');
  await app.getByRole('button', { name: 'Lähetä' }).click();
  await closeSuccess(page, 'app feedback');
  const report = page.getByRole('form', { name: 'Ilmoita virheestä' });
  await report.getByLabel('Mitä tapahtui?').fill('Kuvaaja latautui hitaasti (e2e).');
  await report.getByLabel(/Sivu/).fill('/kayttopaikka/kulutus');
  await report.getByRole('button', { name: 'Lähetä' }).click();
  await closeSuccess(page, 'error feedback');
});

test('chat: a message is sent and the reply shows', async ({ page }) => {
  await page.goto('/asiakaspalvelu/chat');
  await settled(page, 'chat');
  const text = `Milloin lasku tulee? (e2e ${Date.now()})`;
  const agent = page.getByTestId('chat-agent');
  const replies = await agent.count();
  const field = page.getByRole('textbox', { name: 'Viesti' });
  await field.fill(text);
  await checkAccessibility(page, 'chat form');
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  await page.getByTestId('chat-user').filter({ hasText: text }).waitFor();
  await expect.poll(() => agent.count(), 'the reply shows').toBeGreaterThan(replies);
  await expect(field, 'the field is emptied').toHaveValue('');
});

test('moving: a move is sent and its request shows among the service requests', async ({
  page,
}) => {
  await page.goto(`/kayttopaikka/muutto?paikka=${HOME_PLACE}`);
  await settled(page, 'muutto');
  await page.getByLabel('Poismuuttopäivä').fill('15.1.2027');
  await page.getByLabel('Uusi katuosoite').fill('Hovioikeudenpuistikko 5 B 12');
  await page.getByLabel('Postinumero').fill('65100');
  await page.getByLabel('Postitoimipaikka').fill('Vaasa');
  await page.getByLabel(/Muuttopäivä uuteen/).fill('16.1.2027');
  await checkAccessibility(page, 'moving form');
  await page.getByRole('button', { name: 'Lähetä' }).click();
  await closeSuccess(page, 'moving');
  await expect(page.getByTestId('move-receipt')).not.toBeEmpty();
  await page.goto('/asiakaspalvelu/palvelupyynnot');
  await settled(page, 'palvelupyynnot after move');
  await page.getByTestId('service-request').filter({ hasText: 'Muutto' }).first().waitFor();
});

test('due date: changed where the summary allows it, seen after a reload, then locked', async ({
  page,
}) => {
  await page.goto(`/kayttopaikka/laskut?paikka=${SUMMER_HOUSE}`);
  await settled(page, 'laskut summer house');
  const form = page.getByRole('form', { name: 'Vaihda eräpäivä' });
  await form.getByLabel('Kuukauden 15. päivä').check();
  await checkAccessibility(page, 'due date form');
  await form.getByRole('button', { name: 'Vaihda eräpäivä' }).click();
  await closeSuccess(page, 'due date');
  await page.reload();
  await settled(page, 'laskut after due date');
  await expect(page.getByTestId('due-date-current')).toContainText('15. päivänä');
  await page.getByText('Eräpäivää ei voi tällä hetkellä vaihtaa.').waitFor();
  await expect(form, 'the due-date form is no longer offered').toHaveCount(0);
});

test('e-invoice: a proposal is sent and shows as pending after a reload', async ({ page }) => {
  await page.goto(`/kayttopaikka/laskut?paikka=${HOME_PLACE}`);
  await settled(page, 'laskut e-invoice');
  const card = page.getByRole('region', { name: 'E-lasku' });
  await card.getByLabel('Pankki').selectOption({ label: 'Nordea Bank Abp' });
  await card.getByLabel(/E-laskuosoite/).fill('FI21 1234 5600 0007 85');
  await checkAccessibility(page, 'e-invoice form');
  await card.getByRole('button', { name: 'Lähetä e-laskuehdotus' }).click();
  await closeSuccess(page, 'e-invoice proposal');
  await page.reload();
  await settled(page, 'laskut after e-invoice');
  await expect(card.getByTestId('e-invoice-pending')).toContainText('Nordea');
});
