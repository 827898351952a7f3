/** Finnish strings of the API tokens screen (a company's External API tokens). */
export const fiApiTokens = {
  title: 'API-avaimet',
  intro: (company: string) =>
    `${company}: API-avaimella yrityksenne omat järjestelmät (esimerkiksi kiinteistöautomaatio tai raportointi) lukevat yhden käyttöpaikan tietoja rajapinnan kautta ilman kirjautumista.`,
  notCompanyTitle: 'Vain yritysasiakkaille',
  notCompany:
    'API-avaimet ovat yritysasiakkaan toiminto. Tunnuksesi ei kuulu yhteenkään yritykseen.',
  notMainUserTitle: 'Vain pääkäyttäjälle',
  notMainUser: (company: string) =>
    `Yrityksen ${company} API-avaimia hallitsee yrityksen pääkäyttäjä. Pyydä häneltä avain tai sen poisto.`,
  listTitle: 'Yrityksen API-avaimet',
  loadFailed: 'API-avainten lataus epäonnistui.',
  empty: 'Yrityksellä ei ole vielä API-avaimia.',
  count: (count: number, max: number) => `${count} / ${max} avainta käytössä`,
  name: 'Nimi',
  prefix: 'Tunniste',
  place: 'Käyttöpaikka',
  created: 'Luotu',
  lastUsed: 'Käytetty viimeksi',
  neverUsed: 'Ei vielä käytetty',
  revoke: 'Poista',
  revokeTitle: 'Poistetaanko API-avain?',
  revokeText: (name: string, prefix: string) =>
    `Avain ”${name}” (${prefix}…) lakkaa toimimasta heti. Sitä käyttävä järjestelmä ei enää saa tietoja.`,
  revoked: (name: string) => `API-avain ”${name}” poistettiin.`,
  issueTitle: 'Luo uusi API-avain',
  issueIntro: 'Avain toimii vain valitsemasi käyttöpaikan tiedoille.',
  nameHint: 'Esimerkiksi järjestelmän nimi, 1–60 merkkiä.',
  nameTooLong: 'Nimessä voi olla enintään 60 merkkiä.',
  choosePlace: 'Valitse käyttöpaikka',
  // Not "…käyttöpaikka…": the select is the field labelled by that word.
  searchPlaces: 'Hae nimellä tai osoitteella',
  placesFailed: 'Käyttöpaikkojen lataus epäonnistui.',
  noPlaces: 'Yrityksellä ei ole käyttöpaikkoja, joille avaimen voisi luoda.',
  issue: 'Luo avain',
  issuing: 'Luodaan…',
  limitReached: (max: number) =>
    `Yrityksellä on jo enimmäismäärä (${max}) API-avaimia. Poista jokin avain ennen uuden luomista.`,
  issuedTitle: 'API-avain luotiin',
  issuedOnce:
    'Kopioi avain nyt ja tallenna se turvallisesti. Avain näytetään vain tämän kerran: emme voi näyttää sitä uudelleen.',
  issuedFor: (name: string, place: string) => `Avain ”${name}” käyttöpaikalle ${place}:`,
  tokenLabel: 'API-avain',
  copy: 'Kopioi avain',
  copied: 'Avain kopioitiin leikepöydälle.',
  copyFailed: 'Kopiointi ei onnistunut. Valitse avain ja kopioi se itse.',
  usage: 'Lähetä avain rajapintakutsun otsakkeessa Authorization: Bearer <avain>.',
  done: 'Olen tallentanut avaimen',
  codes: {
    API_TOKEN_LIMIT: {
      title: 'Avaimia on jo enimmäismäärä',
      text: 'Yrityksellä voi olla enintään 20 API-avainta. Poista jokin avain ennen uuden luomista.',
    },
  },
};
