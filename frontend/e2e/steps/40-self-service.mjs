// Browser steps of the issue-5 self-service screens: settings, place order, service requests,
// feedback, chat, moving, due date and e-invoice. Run signed in as kuluttaja; they leave it
// signed in (the account is never deleted here: later steps need it).

/** kuluttaja's summer house: its due date is changed here (the change locks it for a year). */
const SUMMER_PLACE = 'KP100104';

export function steps(ctx) {
  const { page, baseUrl, check, checkAccessibility, settled, HOME_PLACE } = ctx;

  async function saved(where) {
    const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
    await done.waitFor();
    await checkAccessibility(page, `${where}: success dialog`);
    await done.getByRole('button', { name: 'Sulje' }).click();
    await done.waitFor({ state: 'detached' });
  }

  async function placeNames() {
    await page.getByRole('article').first().waitFor();
    return (await page.getByRole('article').getByRole('heading').allTextContents()).map((name) =>
      name.trim(),
    );
  }

  return [
    [
      'settings: the tips subscription change shows after a reload, then is restored (axe on the forms)',
      async () => {
        await page.goto(`${baseUrl}/asetukset`);
        await settled(page, 'asetukset');
        await page
          .getByRole('navigation', { name: 'Päävalikko' })
          .getByRole('link', { name: 'Asetukset' })
          .waitFor();
        const card = page.getByRole('region', { name: 'Vinkit sähköpostiin' });
        const box = card.getByLabel('Haluan vinkit ja uutiset sähköpostiini');
        await box.waitFor();
        const original = await box.isChecked();
        await checkAccessibility(page, 'settings forms');
        for (const value of [!original, original]) {
          await box.setChecked(value);
          await card.getByRole('button', { name: 'Tallenna' }).click();
          await saved('tips subscription');
          await page.reload();
          await settled(page, 'asetukset after reload');
          const current = (await card.getByTestId('tips-current').textContent()) ?? '';
          const expected = value ? 'Tilaus on voimassa.' : 'Et tilaa vinkkejä.';
          check(current.includes(expected), `tips after reload: "${current}", want "${expected}"`);
          check((await box.isChecked()) === value, 'the tips box does not show the saved value');
        }
      },
    ],
    [
      'settings: the account deletion asks first, names what is lost, and cancel keeps the account',
      async () => {
        await page.goto(`${baseUrl}/asetukset`);
        await settled(page, 'asetukset deletion');
        await page.getByRole('button', { name: 'Poista käyttäjätili…' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Poistetaanko käyttäjätili?' });
        await confirm.waitFor();
        const text = (await confirm.textContent()) ?? '';
        check(
          text.includes('lukuoikeudet'),
          `the confirmation does not name what is lost: ${text}`,
        );
        await checkAccessibility(page, 'account deletion confirmation');
        await confirm.getByRole('button', { name: 'Peruuta' }).click();
        await confirm.waitFor({ state: 'detached' });
        await page.reload();
        await settled(page, 'asetukset after cancel');
        await page.getByRole('heading', { level: 1, name: 'Asetukset' }).waitFor();
      },
    ],
    [
      'place order: a moved place keeps its new place after a reload, then the order is restored',
      async () => {
        await page.goto(`${baseUrl}/`);
        await settled(page, 'front page');
        const before = await placeNames();
        check(before.length >= 2, `need two places to order, saw ${before}`);
        const form = page.getByRole('region', { name: 'Käyttöpaikkojen järjestys' });
        await form.waitFor();
        await checkAccessibility(page, 'place order form');
        await form.getByRole('button', { name: `Alas ${before[0]}`, exact: true }).click();
        await form.getByRole('button', { name: 'Tallenna' }).click();
        await saved('place order');
        await page.reload();
        await settled(page, 'front page after reorder');
        const after = await placeNames();
        const want = [before[1], before[0], ...before.slice(2)];
        check(
          JSON.stringify(after) === JSON.stringify(want),
          `order after reload: ${after}, want ${want}`,
        );
        await form.getByRole('button', { name: `Ylös ${before[0]}`, exact: true }).click();
        await form.getByRole('button', { name: 'Tallenna' }).click();
        await saved('place order restore');
        await page.reload();
        await settled(page, 'front page after restore');
        const restored = await placeNames();
        check(
          JSON.stringify(restored) === JSON.stringify(before),
          `restored order: ${restored}, want ${before}`,
        );
      },
    ],
    [
      'service request: sent and seen in the list (axe on the form)',
      async () => {
        await page.goto(`${baseUrl}/asiakaspalvelu`);
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
        await saved('service request');
        await page.reload();
        await settled(page, 'palvelupyynnot after reload');
        await page.getByTestId('service-request').filter({ hasText: subject }).waitFor();
      },
    ],
    [
      'feedback: a rating and an error report are sent (axe on the forms)',
      async () => {
        await page.goto(`${baseUrl}/palaute`);
        await settled(page, 'palaute');
        const app = page.getByRole('form', { name: 'Arvioi palvelu' });
        await app.getByLabel('5 – erinomainen').check();
        await app.getByLabel(/Kommentti/).fill('Selkeä palvelu (e2e).');
        await checkAccessibility(page, 'feedback forms');
        await app.getByRole('button', { name: 'Lähetä' }).click();
        await saved('app feedback');
        const report = page.getByRole('form', { name: 'Ilmoita virheestä' });
        await report.getByLabel('Mitä tapahtui?').fill('Kuvaaja latautui hitaasti (e2e).');
        await report.getByLabel(/Sivu/).fill('/kayttopaikka/kulutus');
        await report.getByRole('button', { name: 'Lähetä' }).click();
        await saved('error feedback');
      },
    ],
    [
      'chat: a message is sent and the reply shows (axe on the form)',
      async () => {
        await page.goto(`${baseUrl}/asiakaspalvelu/chat`);
        await settled(page, 'chat');
        const text = `Milloin lasku tulee? (e2e ${Date.now()})`;
        const replies = await page.getByTestId('chat-agent').count();
        await page.getByRole('textbox', { name: 'Viesti' }).fill(text);
        await checkAccessibility(page, 'chat form');
        await page.getByRole('button', { name: 'Lähetä viesti' }).click();
        await page.getByTestId('chat-user').filter({ hasText: text }).waitFor();
        await page.waitForFunction(
          (before) =>
            globalThis.document.querySelectorAll('[data-testid="chat-agent"]').length > before,
          replies,
        );
        check(
          (await page.getByRole('textbox', { name: 'Viesti' }).inputValue()) === '',
          'the field was not emptied',
        );
      },
    ],
    [
      'moving: a move is sent and its request shows among the service requests (axe on the form)',
      async () => {
        await page.goto(`${baseUrl}/kayttopaikka/muutto?paikka=${HOME_PLACE}`);
        await settled(page, 'muutto');
        await page.getByLabel('Poismuuttopäivä').fill('15.1.2027');
        await page.getByLabel('Uusi katuosoite').fill('Hovioikeudenpuistikko 5 B 12');
        await page.getByLabel('Postinumero').fill('65100');
        await page.getByLabel('Postitoimipaikka').fill('Vaasa');
        await page.getByLabel(/Muuttopäivä uuteen/).fill('16.1.2027');
        await checkAccessibility(page, 'moving form');
        await page.getByRole('button', { name: 'Lähetä' }).click();
        await saved('moving');
        const id = ((await page.getByTestId('move-receipt').textContent()) ?? '').trim();
        check(id.length > 0, 'no move request id shown');
        await page.goto(`${baseUrl}/asiakaspalvelu/palvelupyynnot`);
        await settled(page, 'palvelupyynnot after move');
        await page.getByTestId('service-request').filter({ hasText: 'Muutto' }).first().waitFor();
      },
    ],
    [
      'due date: changed where the summary allows it, seen after a reload, then locked (axe)',
      async () => {
        await page.goto(`${baseUrl}/kayttopaikka/laskut?paikka=${SUMMER_PLACE}`);
        await settled(page, 'laskut summer house');
        const form = page.getByRole('form', { name: 'Vaihda eräpäivä' });
        await form.waitFor();
        await form.getByLabel('Kuukauden 15. päivä').check();
        await checkAccessibility(page, 'due date form');
        await form.getByRole('button', { name: 'Vaihda eräpäivä' }).click();
        await saved('due date');
        await page.reload();
        await settled(page, 'laskut after due date');
        const current = (await page.getByTestId('due-date-current').textContent()) ?? '';
        check(current.includes('15. päivänä'), `due date after reload: ${current}`);
        await page.getByText('Eräpäivää ei voi tällä hetkellä vaihtaa.').waitFor();
        check((await form.count()) === 0, 'the due-date form is still offered after the change');
      },
    ],
    [
      'e-invoice: a proposal is sent and shows as pending after a reload (axe on the form)',
      async () => {
        await page.goto(`${baseUrl}/kayttopaikka/laskut?paikka=${HOME_PLACE}`);
        await settled(page, 'laskut e-invoice');
        const card = page.getByRole('region', { name: 'E-lasku' });
        const bank = card.getByLabel('Pankki');
        await bank.waitFor();
        await bank.selectOption({ label: 'Nordea Bank Abp' });
        await card.getByLabel(/E-laskuosoite/).fill('FI21 1234 5600 0007 85');
        await checkAccessibility(page, 'e-invoice form');
        await card.getByRole('button', { name: 'Lähetä e-laskuehdotus' }).click();
        await saved('e-invoice proposal');
        await page.reload();
        await settled(page, 'laskut after e-invoice');
        const pending = (await card.getByTestId('e-invoice-pending').textContent()) ?? '';
        check(pending.includes('Nordea'), `pending proposal after reload: ${pending}`);
      },
    ],
  ];
}
