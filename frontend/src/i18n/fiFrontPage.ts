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
    reference: 'Viitenumero',
    iban: 'Tilinumero',
    none: 'Ei avoimia laskuja.',
    failed: 'Laskujen lataus epäonnistui.',
    loading: 'Ladataan laskuja…',
    copyBarcode: 'Kopioi virtuaaliviivakoodi',
    copyReference: 'Kopioi viitenumero',
    copyIban: 'Kopioi tilinumero',
    copied: (what: string) => `${what} kopioitu leikepöydälle.`,
    copyFailed: 'Kopiointi ei onnistunut. Valitse ja kopioi teksti itse.',
    barcode: 'Virtuaaliviivakoodi',
    details: 'Maksutiedot',
  },
};
