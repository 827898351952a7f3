// Browser steps of the place forms (issue 5): alert settings, add-on products, follow-up offers
// and the solar plant's join and removal. Signed in as kuluttaja throughout.

/** kuluttaja's district-heating place and summer house (demo dataset). */
const DISTRICT_HEATING_PLACE = 'KP100102';
const SUMMER_HOUSE = 'KP100104';

export function steps({
  page,
  baseUrl,
  check,
  checkAccessibility,
  settled,
  HOME_PLACE,
  SOLAR_PLACE,
}) {
  const region = (name) => page.getByRole('region', { name, exact: true });

  /** Clicks the form's save button, waits for the success dialog and closes it. */
  async function saveAndClose(container, where, button = 'Tallenna') {
    await container.getByRole('button', { name: button, exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
    await done.waitFor();
    await checkAccessibility(page, `${where} saved dialog`);
    const text = (await done.textContent()) ?? '';
    await done.getByRole('button', { name: 'Sulje' }).click();
    return text;
  }

  async function savedText(card, testId) {
    const saved = card.getByTestId(testId);
    await saved.waitFor();
    return (await saved.textContent()) ?? '';
  }

  async function openAlerts(place) {
    await page.goto(`${baseUrl}/kayttopaikka/halytykset?paikka=${place}`);
    await settled(page, `halytykset ${place}`);
  }

  return [
    [
      'saves a consumption alert and a disruption alert and sees them after a reload (axe on the forms)',
      async () => {
        await openAlerts(HOME_PLACE);
        const consumption = region('Kulutushälytys');
        await consumption.getByLabel(/Yläraja/).fill('75,5');
        await consumption.getByLabel(/Alaraja/).fill('4');
        await checkAccessibility(page, 'consumption alert form');
        await saveAndClose(consumption, 'consumption alert');

        const disruption = region('Sähkökatkohälytys');
        const sms = disruption.getByRole('group', { name: 'Tekstiviesti' });
        await sms.getByLabel('Ilmoitus tekstiviestillä').check();
        await sms.getByLabel('Puhelinnumero').fill('+358 40 555 0199');
        await sms.getByLabel(/päättyen/).fill('22:30');
        await checkAccessibility(page, 'disruption alert form');
        await saveAndClose(disruption, 'disruption alert');

        await page.reload();
        await settled(page, 'halytykset after reload');
        const limits = await savedText(region('Kulutushälytys'), 'saved-consumption-alert');
        check(/75,50.*4,00/s.test(limits), `consumption alert after reload: ${limits}`);
        const channels = await savedText(region('Sähkökatkohälytys'), 'saved-disruption-alert');
        check(
          channels.includes('+358 40 555 0199 (käytössä, 07:00–22:30)'),
          `disruption alert after reload: ${channels}`,
        );
      },
    ],
    [
      'sets the market price report to €/MWh without VAT and sees it after a reload (axe)',
      async () => {
        await openAlerts(HOME_PLACE);
        const report = region('Pörssisähkön hintaraportti');
        await report.getByLabel('Hintaraportti käytössä').check();
        await report.getByLabel('€/MWh').check();
        await report.getByLabel('Hinnat ilman arvonlisäveroa').check();
        await checkAccessibility(page, 'price report form');
        await saveAndClose(report, 'price report');
        await page.reload();
        await settled(page, 'price report after reload');
        const saved = await savedText(region('Pörssisähkön hintaraportti'), 'saved-price-report');
        check(
          saved.includes('€/MWh') && saved.includes('ilman arvonlisäveroa'),
          `price report after reload: ${saved}`,
        );
        const link = page.getByRole('link', { name: 'Pörssisähkön hintahälytys' });
        check((await link.count()) === 1, 'no link to the price alert on the market price screen');
      },
    ],
    [
      'saves the district-heating alert for all district-heating places (bulk, axe on the form)',
      async () => {
        await openAlerts(DISTRICT_HEATING_PLACE);
        const card = region('Kaukolämmön paluulämpötilahälytys');
        await card.getByLabel('Ilmoitus sähköpostilla').check();
        await card.getByLabel('Sähköpostiosoite').fill('lampo-e2e@demo.example');
        await card.getByLabel(/alkaen/).fill('08:00');
        await card.getByLabel(/kaikille kaukolämpökäyttöpaikoilleni/).check();
        await checkAccessibility(page, 'district heating alert form');
        const text = await saveAndClose(card, 'district heating alert');
        check(text.includes('käyttöpaikalle'), `bulk save answer: ${text}`);
        await page.reload();
        await settled(page, 'district heating alert after reload');
        const saved = await savedText(
          region('Kaukolämmön paluulämpötilahälytys'),
          'saved-district-heating-alert',
        );
        check(
          saved.includes('lampo-e2e@demo.example') && saved.includes('08:00'),
          `district heating alert after reload: ${saved}`,
        );
      },
    ],
    [
      'orders green power on the summer house, sees it after a reload and ends it (axe)',
      async () => {
        await page.goto(`${baseUrl}/kayttopaikka/lisapalvelut?paikka=${SUMMER_HOUSE}`);
        await settled(page, 'lisapalvelut');
        const green = region('Vihreä sähkö');
        const size = green.getByLabel(/Paketin koko/);
        check((await size.inputValue()) === '3000', 'default package is not 3000 kWh');
        await size.fill('6000');
        const price = (await green.getByTestId('green-power-price').textContent()) ?? '';
        check(/2,00\s€/.test(price), `green power price for 6000 kWh: ${price}`);
        await checkAccessibility(page, 'green power form');
        await saveAndClose(green, 'green power', 'Tilaa vihreä sähkö');
        await page.reload();
        await settled(page, 'lisapalvelut after reload');
        const saved = await savedText(region('Vihreä sähkö'), 'saved-green-power');
        check(/Tilattu.*6\s000\skWh.*2,00\s€/s.test(saved), `green power after reload: ${saved}`);

        const end = region('Lopeta lisäpalvelut');
        await end.getByRole('button', { name: 'Lopeta lisäpalvelut' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Lopetetaanko lisäpalvelut?' });
        await confirm.waitFor();
        await checkAccessibility(page, 'end add-ons confirmation');
        await confirm.getByRole('button', { name: 'Lopeta', exact: true }).click();
        const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
        await done.waitFor();
        await done.getByRole('button', { name: 'Sulje' }).click();
        await page.reload();
        await settled(page, 'lisapalvelut after ending');
        const ended = await savedText(region('Vihreä sähkö'), 'saved-green-power');
        check(ended.includes('Ei tilattu'), `green power after ending: ${ended}`);
      },
    ],
    [
      'accepts a follow-up offer on the summer house after a confirmation (axe)',
      async () => {
        await page.goto(`${baseUrl}/kayttopaikka/tarjoukset?paikka=${SUMMER_HOUSE}`);
        await settled(page, 'tarjoukset');
        const accept = page.getByRole('button', { name: 'Hyväksy tarjous' }).first();
        await accept.waitFor();
        await checkAccessibility(page, 'follow-up offers');
        await accept.click();
        const confirm = page.getByRole('alertdialog', { name: 'Hyväksytäänkö tarjous?' });
        await confirm.waitFor();
        await confirm.getByRole('button', { name: 'Hyväksy tarjous' }).click();
        const done = page.getByRole('dialog', { name: 'Tarjous hyväksytty' });
        await done.waitFor();
        await checkAccessibility(page, 'follow-up accepted dialog');
        await done.getByRole('button', { name: 'Sulje' }).click();
        await page.reload();
        await settled(page, 'tarjoukset after accepting');
        const status = (await page.getByTestId('followup-status').textContent()) ?? '';
        check(status.includes('ei ole avoimia'), `follow-up status after accepting: ${status}`);
      },
    ],
    [
      'removes the solar plant from its place and joins it again (confirmations, axe)',
      async () => {
        await page.goto(`${baseUrl}/kayttopaikka/aurinkosahko?paikka=${SOLAR_PLACE}`);
        await settled(page, 'aurinkosahko');
        const manage = region('Voimalan liitos');
        await manage.getByRole('button', { name: 'Poista voimala käyttöpaikalta' }).click();
        const confirm = page.getByRole('alertdialog', { name: /Poistetaanko voimala/ });
        await confirm.waitFor();
        await checkAccessibility(page, 'solar removal confirmation');
        const panelId = /PV\d+/.exec((await confirm.textContent()) ?? '')?.[0];
        check(Boolean(panelId), 'the confirmation names no panel');
        await confirm.getByRole('button', { name: 'Poista', exact: true }).click();
        const removed = page.getByRole('dialog', { name: 'Toiminto onnistui' });
        await removed.waitFor();
        await removed.getByRole('button', { name: 'Sulje' }).click();

        const join = region('Liitä aurinkovoimala käyttöpaikkaan');
        await join.waitFor();
        await join.getByLabel('Voimalan tunnus').fill(panelId ?? '');
        await checkAccessibility(page, 'solar join form');
        await join.getByRole('button', { name: 'Liitä', exact: true }).click();
        const confirmJoin = page.getByRole('alertdialog', { name: 'Liitetäänkö voimala?' });
        await confirmJoin.waitFor();
        await confirmJoin.getByRole('button', { name: 'Liitä voimala' }).click();
        const joined = page.getByRole('dialog', { name: 'Toiminto onnistui' });
        await joined.waitFor();
        await joined.getByRole('button', { name: 'Sulje' }).click();
        await region('Voimalan liitos').waitFor();
        await page.reload();
        await settled(page, 'aurinkosahko after joining');
        await region('Voimalan liitos').waitFor();
      },
    ],
  ];
}
