/** The messages tool's Finnish texts (A76). */
export const fiMessages = {
  title: 'Viestit',
  intro:
    'Viesti menee vastaanottajien viestilaatikkoon. Joukkoviesti lähetetään taustalla, ja sen etenemisen näet alta.',
  compose: 'Uusi viesti',
  subject: 'Otsikko',
  body: 'Viesti',
  target: 'Vastaanottajat',
  targets: {
    user: 'Yksi asiakas (käyttäjänumero)',
    origins: 'Yhtiöiden kaikki asiakkaat',
    targeted: 'Rajatut asiakkaat',
  },
  userId: 'Asiakkaan käyttäjänumero',
  origins: 'Yhtiöt',
  utilityTypes: 'Käyttöpaikan tyyppi',
  utilities: {
    ELECTRICITY: 'Sähkö',
    DISTRICT_HEATING: 'Kaukolämpö',
    MICROGENERATION: 'Pientuotanto',
  } as Record<string, string>,
  customerType: 'Asiakastyyppi',
  customerTypes: { '': 'Kaikki', B2C: 'Kotitaloudet', B2B: 'Yritykset' } as Record<string, string>,
  background: 'Lähetä taustalla (suuri joukko)',
  send: 'Lähetä viesti',
  sending: 'Lähetetään…',
  required: 'Pakollinen tieto.',
  badUserId: 'Käyttäjänumero on pelkkiä numeroita.',
  chooseOrigin: 'Valitse vähintään yksi yhtiö.',
  sent: (count: number) =>
    count === 1
      ? 'Viesti lähetettiin 1 vastaanottajalle.'
      : `Viesti lähetettiin ${count} vastaanottajalle.`,
  started: 'Joukkoviestin lähetys alkoi taustalla.',
  processes: 'Taustalla lähetetyt joukkoviestit',
  noProcesses: 'Ei taustalla lähetettyjä viestejä.',
  states: {
    QUEUED: 'Jonossa',
    RUNNING: 'Käynnissä',
    DONE: 'Valmis',
    FAILED: 'Epäonnistui',
  } as Record<string, string>,
  progress: (sent: number, total: number) => `${sent} / ${total} lähetetty`,
  started_at: 'Aloitettu',
};
