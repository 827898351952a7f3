// The forms of a use place: each saves, says so in an accessible dialog, and the saved value shows
// after a reload. Signed in as kuluttaja.
import {
  USER,
  DISTRICT_HEATING_PLACE,
  HOME_PLACE,
  SOLAR_PLACE,
  SUMMER_HOUSE,
  checkAccessibility,
  closeSuccess,
  expect,
  settled,
  test,
} from '../fixtures';
import type { Locator, Page } from '@playwright/test';

test.use({ account: USER });

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Clicks the form's button and closes the success dialog; answers the dialog's text. */
async function saveAndClose(page: Page, container: Locator, where: string, button = 'Tallenna') {
  await container.getByRole('button', { name: button, exact: true }).click();
  return closeSuccess(page, where);
}

async function savedText(card: Locator, testId: string) {
  const saved = card.getByTestId(testId);
  await saved.waitFor();
  // A phone shows an alert's first two values; the rest come with the card's button.
  const more = card.getByRole('button', { name: /^Näytä kaikki asetukset/ });
  if ((await more.count()) > 0) await more.click();
  return (await saved.textContent()) ?? '';
}

async function openAlerts(page: Page, place: string) {
  await page.goto(`/kayttopaikka/halytykset?paikka=${place}`);
  await settled(page, `halytykset ${place}`);
}

/** An alert card, its form opened: a card shows its saved values until "Muokkaa". */
async function editAlert(page: Page, name: string) {
  const card = region(page, name);
  await card.getByRole('button', { name: 'Muokkaa' }).click();
  return card;
}

test('sets a market price alert and sees it after a reload', async ({ page }) => {
  await page.goto(`/kayttopaikka/markkinahinta?paikka=${HOME_PLACE}`);
  await settled(page, 'markkinahinta');
  const card = page.getByRole('region', { name: 'Pörssisähkön hintahälytys' });
  const active = card.getByLabel('Hintahälytys käytössä');
  await active.waitFor();
  if (!(await active.isChecked())) await active.check();
  await card.getByLabel(/Yläraja/).fill('25,5');
  await card.getByLabel(/Alaraja/).fill('1,5');
  await checkAccessibility(page, 'price alert form');
  await saveAndClose(page, card, 'price alert');
  await page.reload();
  await settled(page, 'markkinahinta after reload');
  await expect(page.getByTestId('saved-top')).toContainText('25,50');
  await expect(page.getByTestId('saved-bottom')).toContainText('1,50');
});

test('renames a use place and the new name shows', async ({ page }) => {
  await page.goto(`/kayttopaikka?paikka=${HOME_PLACE}`);
  await settled(page, 'overview rename');
  const form = page.getByRole('region', { name: 'Nimeä käyttöpaikka' });
  const field = form.getByLabel('Käyttöpaikan nimi');
  await field.waitFor();
  const original = await field.inputValue();
  await checkAccessibility(page, 'rename form');
  for (const name of ['Koti E2E', original || 'Koti']) {
    await field.fill(name);
    await saveAndClose(page, form, `rename to ${name}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }
});

test('changes the consumption budget and the screen shows it', async ({ page }) => {
  await page.goto(`/kayttopaikka/budjetti?paikka=${HOME_PLACE}`);
  await settled(page, 'budjetti');
  const amount = page.getByLabel(/Budjetti \(€/);
  await amount.waitFor();
  await checkAccessibility(page, 'budget form');
  await amount.fill('420');
  await saveAndClose(page, page.locator('main'), 'budget');
  await page.reload();
  await settled(page, 'budjetti after reload');
  await page.getByText('420,00').first().waitFor();
});

test('sends a fault report and sees its ticket id', async ({ page }) => {
  await page.goto(`/kayttopaikka/vikailmoitus?paikka=${HOME_PLACE}`);
  await settled(page, 'vikailmoitus');
  await page.getByLabel('Sähköt ovat osittain poikki').check();
  await page.getByLabel('Kuvaus viasta').fill('Osa pistorasioista ilman sähköä (e2e).');
  await page.getByLabel(/Yhteyspuhelin/).fill('+358 40 123 4567');
  await checkAccessibility(page, 'fault report form');
  await saveAndClose(page, page.locator('main'), 'fault report', 'Lähetä');
  await expect(page.getByTestId('fault-ticket')).not.toBeEmpty();
});

test('saves a consumption alert and a disruption alert and sees them after a reload', async ({
  page,
}) => {
  await openAlerts(page, HOME_PLACE);
  const consumption = await editAlert(page, 'Kulutushälytys');
  await consumption.getByLabel(/Yläraja/).fill('75,5');
  await consumption.getByLabel(/Alaraja/).fill('4');
  await checkAccessibility(page, 'consumption alert form');
  await saveAndClose(page, consumption, 'consumption alert');

  const disruption = await editAlert(page, 'Sähkökatkohälytys');
  const sms = disruption.getByRole('group', { name: 'Tekstiviesti' });
  await sms.getByLabel('Ilmoitus tekstiviestillä').check();
  await sms.getByLabel('Puhelinnumero').fill('+358 40 555 0199');
  await sms.getByLabel(/päättyen/).fill('22:30');
  await checkAccessibility(page, 'disruption alert form');
  await saveAndClose(page, disruption, 'disruption alert');

  await page.reload();
  await settled(page, 'halytykset after reload');
  expect(await savedText(region(page, 'Kulutushälytys'), 'saved-consumption-alert')).toMatch(
    /75,50.*4,00/s,
  );
  expect(await savedText(region(page, 'Sähkökatkohälytys'), 'saved-disruption-alert')).toContain(
    '+358 40 555 0199 (käytössä, 07:00–22:30)',
  );
});

test('sets the market price report to €/MWh without VAT and sees it after a reload', async ({
  page,
}) => {
  await openAlerts(page, HOME_PLACE);
  const report = await editAlert(page, 'Pörssisähkön hintaraportti');
  await report.getByLabel('Hintaraportti käytössä').check();
  await report.getByLabel('€/MWh').check();
  await report.getByLabel('Hinnat ilman arvonlisäveroa').check();
  await checkAccessibility(page, 'price report form');
  await saveAndClose(page, report, 'price report');
  await page.reload();
  await settled(page, 'price report after reload');
  const saved = await savedText(region(page, 'Pörssisähkön hintaraportti'), 'saved-price-report');
  expect(saved).toContain('€/MWh');
  expect(saved).toContain('ilman arvonlisäveroa');
  await expect(page.getByRole('link', { name: 'Pörssisähkön hintahälytys' })).toHaveCount(1);
});

test('saves the district-heating alert for all district-heating places at once', async ({
  page,
}) => {
  await openAlerts(page, DISTRICT_HEATING_PLACE);
  const card = await editAlert(page, 'Kaukolämmön paluulämpötilahälytys');
  await card.getByLabel('Ilmoitus sähköpostilla').check();
  await card.getByLabel('Sähköpostiosoite').fill('lampo-e2e@demo.example');
  await card.getByLabel(/alkaen/).fill('08:00');
  await card.getByLabel(/kaikille kaukolämpökäyttöpaikoilleni/).check();
  await checkAccessibility(page, 'district heating alert form');
  expect(await saveAndClose(page, card, 'district heating alert')).toContain('käyttöpaikalle');
  await page.reload();
  await settled(page, 'district heating alert after reload');
  const saved = await savedText(
    region(page, 'Kaukolämmön paluulämpötilahälytys'),
    'saved-district-heating-alert',
  );
  expect(saved).toContain('lampo-e2e@demo.example');
  expect(saved).toContain('08:00');
});

test('orders green power on the summer house, sees it after a reload and ends it', async ({
  page,
}) => {
  await page.goto(`/kayttopaikka/lisapalvelut?paikka=${SUMMER_HOUSE}`);
  await settled(page, 'lisapalvelut');
  const green = region(page, 'Vihreä sähkö');
  const size = green.getByLabel(/Paketin koko/);
  await expect(size, 'the default package').toHaveValue('3000');
  await size.fill('6000');
  await expect(green.getByTestId('green-power-price')).toHaveText(/2,00\s€/);
  await checkAccessibility(page, 'green power form');
  await saveAndClose(page, green, 'green power', 'Tilaa vihreä sähkö');
  await page.reload();
  await settled(page, 'lisapalvelut after reload');
  expect(await savedText(region(page, 'Vihreä sähkö'), 'saved-green-power')).toMatch(
    /Tilattu.*6\s000\skWh.*2,00\s€/s,
  );

  await region(page, 'Lopeta lisäpalvelut')
    .getByRole('button', { name: 'Lopeta lisäpalvelut' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Lopetetaanko lisäpalvelut?' });
  await confirm.waitFor();
  await checkAccessibility(page, 'end add-ons confirmation');
  await confirm.getByRole('button', { name: 'Lopeta', exact: true }).click();
  await closeSuccess(page, 'add-ons ended');
  await page.reload();
  await settled(page, 'lisapalvelut after ending');
  expect(await savedText(region(page, 'Vihreä sähkö'), 'saved-green-power')).toContain(
    'Ei tilattu',
  );
});

test('accepts a follow-up offer on the summer house after a confirmation', async ({ page }) => {
  await page.goto(`/kayttopaikka/tarjoukset?paikka=${SUMMER_HOUSE}`);
  await settled(page, 'tarjoukset');
  const accept = page.getByRole('button', { name: 'Hyväksy tarjous' }).first();
  await accept.waitFor();
  await checkAccessibility(page, 'follow-up offers');
  await accept.click();
  const confirm = page.getByRole('alertdialog', { name: 'Hyväksytäänkö tarjous?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Hyväksy tarjous' }).click();
  await closeSuccess(page, 'follow-up accepted', 'Tarjous hyväksytty');
  await page.reload();
  await settled(page, 'tarjoukset after accepting');
  await expect(page.getByTestId('followup-status')).toContainText('ei ole avoimia');
});

test('removes the solar plant from its place and joins it again', async ({ page }) => {
  await page.goto(`/kayttopaikka/aurinkosahko?paikka=${SOLAR_PLACE}`);
  await settled(page, 'aurinkosahko');
  await region(page, 'Voimalan liitos')
    .getByRole('button', { name: 'Poista voimala käyttöpaikalta' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: /Poistetaanko voimala/ });
  await confirm.waitFor();
  await checkAccessibility(page, 'solar removal confirmation');
  const panelId = /PV\d+/.exec((await confirm.textContent()) ?? '')?.[0];
  expect(panelId, 'the confirmation names the panel').toBeTruthy();
  await confirm.getByRole('button', { name: 'Poista', exact: true }).click();
  await closeSuccess(page, 'solar removed');

  const join = region(page, 'Liitä aurinkovoimala käyttöpaikkaan');
  await join.getByLabel('Voimalan tunnus').fill(panelId ?? '');
  await checkAccessibility(page, 'solar join form');
  await join.getByRole('button', { name: 'Liitä', exact: true }).click();
  const confirmJoin = page.getByRole('alertdialog', { name: 'Liitetäänkö voimala?' });
  await confirmJoin.getByRole('button', { name: 'Liitä voimala' }).click();
  await closeSuccess(page, 'solar joined');
  await region(page, 'Voimalan liitos').waitFor();
  await page.reload();
  await settled(page, 'aurinkosahko after joining');
  await region(page, 'Voimalan liitos').waitFor();
});
