/**
 * Finnish strings of the place forms of issue 5: alert settings, add-on products (green power,
 * home insurance), follow-up offers and joining a solar plant. Only on-demand screens import
 * this, so it travels in their chunks.
 */
export const fiPlaceForms = {
  yes: 'Kyllä',
  no: 'Ei',
  notSet: 'Ei asetettu',
  savedTitle: 'Tallennetut asetukset',
  alerts: {
    edit: 'Muokkaa',
    doneEditing: 'Valmis',
    moreFacts: (count: number) => `Näytä kaikki asetukset (${count} lisää)`,
    fewerFacts: 'Näytä vähemmän',
    intro:
      'Valitse, mistä haluat ilmoituksen tästä käyttöpaikasta. Jokainen hälytys tallennetaan erikseen.',
    readOnly:
      'Näet hälytysasetukset, mutta voit muuttaa niitä vain omilla käyttöpaikoillasi omilla tunnuksillasi.',
    checkFailed: 'Sähkösopimuksen tarkistus epäonnistui.',
    noElectricity:
      'Käyttöpaikalla ei ole sähkösopimusta, joten sähkön kulutus- ja häiriöhälytyksiä ei voi tilata.',
    priceAlertLink: 'Pörssisähkön hintahälytys',
    priceAlertLinkText: 'Hintahälytyksen rajat asetetaan pörssisähkön hinta -sivulla:',
    loadFailed: 'Hälytysasetusten lataus epäonnistui.',
    start: 'Alkaen (klo)',
    end: 'Päättyen (klo)',
    window: 'Ilmoitusten aikaikkuna',
    windowHint: 'Ilmoituksia lähetetään vain tänä aikana. Oletus on 07.00–23.00.',
    time: 'Anna aika muodossa tt:mm, esimerkiksi 07:00.',
    consumption: {
      title: 'Kulutushälytys',
      intro:
        'Saat ilmoituksen, kun vuorokauden sähkönkulutus nousee ylärajan yli tai jää alarajan alle.',
      top: 'Yläraja (kWh / vrk)',
      bottom: 'Alaraja (kWh / vrk)',
      hint: 'Jätä tyhjäksi, jos et halua tätä rajaa.',
      saved: 'Kulutushälytyksen rajat tallennettiin.',
    },
    disruption: {
      title: 'Sähkökatkohälytys',
      intro: 'Saat tekstiviestin tai sähköpostin, kun käyttöpaikalla on sähkökatko.',
      phone: 'Tekstiviesti',
      email: 'Sähköposti',
      phoneActive: 'Ilmoitus tekstiviestillä',
      emailActive: 'Ilmoitus sähköpostilla',
      phoneAddress: 'Puhelinnumero',
      emailAddress: 'Sähköpostiosoite',
      phoneHint: 'Esimerkiksi +358 40 123 4567.',
      triggered: 'Hälytys on lähtenyt äskettäin.',
      active: 'Käytössä',
      saved: 'Sähkökatkohälytyksen asetukset tallennettiin.',
      moreChannels: (count: number) =>
        `Lisäksi ${count} muuta vastaanottajaa, jotka säilyvät ennallaan.`,
    },
    districtHeating: {
      title: 'Kaukolämmön paluulämpötilahälytys',
      intro:
        'Saat ilmoituksen, kun kaukolämmön paluulämpötila on liian korkea: lämmönvaihdin ei silloin jäähdytä vettä tarpeeksi.',
      email: 'Ilmoitus sähköpostilla',
      sms: 'Ilmoitus tekstiviestillä',
      emailAddress: 'Sähköpostiosoite',
      mobileNumber: 'Puhelinnumero',
      bulk: (count: number) =>
        `Tallenna samat asetukset kaikille kaukolämpökäyttöpaikoilleni (${count})`,
      bulkTitle: 'Kaukolämpökäyttöpaikkojen hälytykset',
      bulkFailed:
        'Muiden kaukolämpökäyttöpaikkojesi hälytyksiä ei saatu, joten niitä ei voi nyt tallentaa kerralla.',
      place: 'Käyttöpaikka',
      state: 'Hälytys',
      saved: 'Paluulämpötilahälytyksen asetukset tallennettiin.',
      savedBulk: (count: number) =>
        `Paluulämpötilahälytyksen asetukset tallennettiin ${count} käyttöpaikalle.`,
    },
    priceReport: {
      title: 'Pörssisähkön hintaraportti',
      intro:
        'Saat joka päivä raportin seuraavan päivän pörssisähkön hinnoista. Asetus koskee kaikkia käyttöpaikkojasi.',
      active: 'Hintaraportti käytössä',
      email: 'Raportti sähköpostiin',
      push: 'Raportti mobiilisovelluksen ilmoituksena',
      unit: 'Hinnan yksikkö',
      units: { KWH: 'snt/kWh', MWH: '€/MWh' } as Record<string, string>,
      vat: 'Arvonlisävero',
      vats: {
        VAT_24: 'Hinnat arvonlisäveron kanssa',
        VAT_0: 'Hinnat ilman arvonlisäveroa',
      } as Record<string, string>,
      saved: 'Hintaraportin asetukset tallennettiin.',
    },
    weighted: {
      title: 'Kulutuspainotetun hinnan hälytys',
      titlePlus: 'Kulutuspainotetun hinnan hälytys marginaalilla',
      intro:
        'Saat ilmoituksen, kun kuukauden kulutuksella painotettu pörssisähkön hinta nousee rajan yli.',
      introPlus:
        'Kuten edellä, mutta hintaan lasketaan mukaan sopimuksesi marginaali: näet, mitä sähkö todella maksaa.',
      active: 'Hälytys käytössä',
      threshold: 'Raja (snt/kWh)',
      vat: 'Raja sisältää arvonlisäveron',
      email: 'Ilmoitus sähköpostilla',
      push: 'Ilmoitus mobiilisovelluksen ilmoituksena',
      saved: 'Hälytyksen asetukset tallennettiin.',
    },
  },
  products: {
    title: 'Lisäpalvelut',
    intro: 'Tilaa tai lopeta käyttöpaikan lisäpalveluita.',
    loadFailed: 'Lisäpalveluiden lataus epäonnistui.',
    readOnly: 'Voit tilata lisäpalveluita vain omille käyttöpaikoillesi.',
    none: 'Tälle käyttöpaikalle ei ole tarjolla lisäpalveluita.',
    on: 'Tilattu',
    off: 'Ei tilattu',
    greenPower: {
      title: 'Vihreä sähkö',
      intro:
        'Vihreällä sähköllä osa sähköstäsi tuotetaan uusiutuvilla energialähteillä. Hinta alkaen 1 € kuukaudessa.',
      package: 'Paketin koko (kWh vuodessa)',
      packageHint: '1 000–20 000 kWh. Hinta on 1 € kuukaudessa jokaista alkavaa 3 000 kWh kohden.',
      price: 'Hinta',
      perMonth: (euros: string) => `${euros} / kk`,
      order: 'Tilaa vihreä sähkö',
      change: 'Muuta pakettia',
      current: 'Paketti',
      ordered: (kwh: string) => `Vihreä sähkö tilattiin (${kwh} vuodessa).`,
      info: 'Mitä vihreä sähkö on?',
      infoText:
        'Vihreä sähkö on alkuperätakuin todennettua uusiutuvaa sähköä. Paketin koko kertoo, kuinka suuren osan vuosikulutuksestasi katat vihreällä sähköllä.',
    },
    homeInsurance: {
      title: 'Kotivakuutus',
      intro: 'Kotivakuutus sähkösopimuksen yhteydessä: laskutetaan sähkölaskulla.',
      order: 'Tilaa kotivakuutus',
      ordered: 'Kotivakuutus tilattiin.',
    },
    end: 'Lopeta lisäpalvelut',
    endTitle: 'Lopetetaanko lisäpalvelut?',
    endText: (products: string) =>
      `Lopetus päättää kaikki käyttöpaikan lisäpalvelut: ${products}. Voit tilata ne myöhemmin uudelleen.`,
    ended: 'Käyttöpaikan lisäpalvelut lopetettiin.',
    confirmEnd: 'Lopeta',
    estimate: (kwh: string) => `Arvioitu vuosikulutus ${kwh}.`,
  },
  followup: {
    title: 'Sopimustarjoukset',
    loadFailed: 'Sopimustarjousten lataus epäonnistui.',
    statusIntro: {
      success: 'Sinulle on tarjous sopimuksen jatkosta. Valitse sopiva tarjous.',
      fail: 'Tälle käyttöpaikalle ei voitu tehdä jatkotarjousta. Ota yhteyttä asiakaspalveluun.',
      abort: 'Olet hylännyt tämän käyttöpaikan jatkotarjouksen.',
      off: 'Tälle käyttöpaikalle ei ole avoimia sopimustarjouksia.',
    } as Record<string, string>,
    validUntil: (date: string) => `Voimassa ${date} asti`,
    price: 'Energian hinta',
    basicFee: 'Perusmaksu',
    accept: 'Hyväksy tarjous',
    accepting: 'Hyväksytään…',
    confirmTitle: 'Hyväksytäänkö tarjous?',
    confirmText: (product: string) =>
      `Hyväksymällä teet uuden sopimuksen: ${product}. Saat vahvistuksen sähköpostiisi.`,
    acceptedTitle: 'Tarjous hyväksytty',
    accepted: (product: string) => `Hyväksyit tarjouksen ${product}. Sopimus tehdään puolestasi.`,
    offTitle: 'Tarjous ei ole enää voimassa',
    offText: 'Tarjous ehti sulkeutua, eikä sitä voitu enää hyväksyä.',
    readOnly: 'Vain käyttöpaikan omistaja voi hyväksyä tarjouksen.',
  },
  solar: {
    joinTitle: 'Liitä aurinkovoimala käyttöpaikkaan',
    joinIntro:
      'Anna aurinkovoimalasi tunnus (esimerkiksi PV100103). Tunnus löytyy voimalan asennusasiakirjoista.',
    panelId: 'Voimalan tunnus',
    panelHint: 'Kirjaimet ja numerot, enintään 40 merkkiä.',
    check: 'Liitä',
    checking: 'Tarkistetaan…',
    confirmJoinTitle: 'Liitetäänkö voimala?',
    confirmJoin: (panel: string, place: string) =>
      `Voimala ${panel} liitetään käyttöpaikkaan ${place}. Sen tuotanto näkyy sen jälkeen tällä sivulla.`,
    join: 'Liitä voimala',
    joined: (panel: string) => `Voimala ${panel} liitettiin käyttöpaikkaan.`,
    alreadyJoined: (panel: string) => `Voimala ${panel} on jo liitetty tähän käyttöpaikkaan.`,
    remove: 'Poista voimala käyttöpaikalta',
    confirmRemoveTitle: 'Poistetaanko voimala käyttöpaikalta?',
    confirmRemove: (panel: string) =>
      `Voimalan ${panel} tuotantotiedot eivät enää näy tällä käyttöpaikalla. Voimalaa ei poisteta, ja voit liittää sen myöhemmin uudelleen.`,
    removeConfirm: 'Poista',
    removed: (panel: string) => `Voimala ${panel} poistettiin käyttöpaikalta.`,
    manageTitle: 'Voimalan liitos',
    panelIdRule: 'Anna voimalan tunnus: kirjaimia, numeroita ja väliviivoja, enintään 40 merkkiä.',
  },
};
