/** Finnish strings of the front page's glance cards. */
export const fiFrontPage = {
  price: {
    title: 'Pörssisähkö nyt',
    now: 'Hinta nyt',
    range: 'Tänään',
    rangeValue: (low: string, high: string) => `${low} – ${high}`,
    none: 'Tämän hetken hintaa ei ole vielä julkaistu.',
    failed: 'Pörssisähkön hinnan lataus epäonnistui.',
    loading: 'Ladataan pörssisähkön hintaa…',
  },
  invoice: {
    title: 'Avoin lasku',
    amount: 'Summa',
    due: 'Eräpäivä',
    none: 'Ei avoimia laskuja.',
    failed: 'Laskujen lataus epäonnistui.',
    loading: 'Ladataan laskuja…',
    details: 'Maksutiedot',
  },
  electricity: {
    title: 'Sähkönkulutus',
    consumptionYesterday: 'Kulutus eilen',
    consumptionOn: (date: string) => `Kulutus ${date}`,
    cost: 'Hinta',
    /** The consumption's change against the day before ("↑ +12 %"), in the row below it. */
    change: 'Edelliseen päivään',
    none: 'Eilisen kulutuksen tietoja ei ole vielä.',
    failed: 'Kulutustietojen lataus epäonnistui.',
    loading: 'Ladataan kulutustietoja…',
  },
  heating: {
    title: 'Kaukolämpö',
    reading: 'Viimeisin mitattu päivä',
    readingDate: 'Mittauspäivä',
    returnTemperature: 'Paluulämpötila',
    none: 'Kaukolämmön mittaustietoja ei ole vielä.',
    failed: 'Kaukolämpötietojen lataus epäonnistui.',
    loading: 'Ladataan kaukolämpötietoja…',
  },
  solar: {
    title: 'Aurinkosähkö',
    producedToday: 'Tuotanto tänään',
    powerNow: 'Teho nyt',
    asOf: 'Tilanne',
    asOfTime: (time: string) => `klo ${time}`,
    noPanel: 'Käyttöpaikkaan ei ole liitetty aurinkopaneeleja.',
    none: 'Tämän päivän tuotantotietoja ei ole vielä.',
    failed: 'Aurinkosähkön tuotantotietojen lataus epäonnistui.',
    loading: 'Ladataan aurinkosähkön tuotantoa…',
  },
  /** A part of the place's details (#117 `missing`) could not be read this time. */
  partMissing: 'Mittaustiedot eivät juuri nyt ole saatavilla.',
};
