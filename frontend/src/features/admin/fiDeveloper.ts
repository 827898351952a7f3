/** The developers' tools' Finnish texts. */
export const fiDeveloper = {
  cache: {
    title: 'Välimuisti',
    intro:
      'Yhdyskäytävän välimuistissa olevat vastaukset. Avain kertoo kenen vastaus on (käyttäjänumero) ja mihin kutsuun.',
    prefix: 'Avaimen alku (valinnainen)',
    summary: (total: number, bytes: number) =>
      `${total} vastausta, yhteensä ${Math.ceil(bytes / 1024)} kt.`,
    key: 'Avain',
    size: 'Koko (tavua)',
    age: 'Ikä (s)',
    left: 'Voimassa (s)',
    empty: 'Välimuisti on tyhjä.',
    clear: 'Tyhjennä välimuisti',
    confirmClear: 'Tyhjennetäänkö koko välimuisti?',
    confirmClearText:
      'Kaikkien käyttäjien tallennetut vastaukset poistetaan. Seuraavat haut menevät taustajärjestelmiin.',
    cleared: (count: number) => `Välimuisti tyhjennettiin (${count} vastausta poistettiin).`,
  },
};
