import type { SortingMode, UserRight, UserRightFilter, UtilityFilter } from '../api/b2bApi';

/**
 * Finnish strings of the company (B2B) screens: kept out of fi.ts so they travel in those
 * screens' chunks, not in a household's first page.
 */
export const fiCompany = {
  invitations: {
    title: 'Kutsu yrityksen käyttäjäksi',
    text: (company: string, places: number) =>
      `${company} kutsuu sinut yrityksen käyttäjäksi. Saat käyttöösi ${places} käyttöpaikkaa. Yritys näkee nimesi ja yhteystietosi vasta, kun hyväksyt kutsun.`,
    accept: 'Hyväksy kutsu',
    decline: 'Hylkää kutsu',
    accepted: (company: string) => `Olet nyt yrityksen ${company} käyttäjä.`,
    declined: (company: string) => `Hylkäsit yrityksen ${company} kutsun.`,
  },
  company: (name: string) => `Yritys: ${name}`,
  noCompany: 'Tunnukseesi ei ole liitetty yhtään yritystä. Ota yhteyttä yrityksesi pääkäyttäjään.',
  places: {
    loadFailed: 'Käyttöpaikkojen lataus epäonnistui.',
    comparisonsFailed: 'Kulutusvertailun lataus epäonnistui.',
    empty: 'Yritykselläsi ei ole käyttöpaikkoja.',
    noMatches: 'Haulla ei löytynyt käyttöpaikkoja.',
    tableCaption: 'Yrityksen käyttöpaikat',
    listLabel: 'Käyttöpaikat',
    count: (first: number, last: number, total: number) =>
      `Käyttöpaikat ${first}–${last}, yhteensä ${total}`,
    name: 'Käyttöpaikka',
    address: 'Osoite',
    utility: 'Palvelu',
    labels: 'Tunnisteet',
    alerts: 'Hälytykset',
    alertsValue: (triggered: number, enabled: number) => `${triggered} laukesi / ${enabled} päällä`,
    energyCompany: 'Energiayhtiö',
    right: 'Oikeus',
    consumption: 'Kulutus',
    cost: 'Kustannus',
    monthFigure: (value: string, month: string) => `${value} (${month})`,
    noFigure: 'Ei tietoa',
    composite: 'Yhdistelmäkohde',
    /** A member's row names its composite: by its name, or its id until it has one. */
    partOf: (name: string) => `Osa kohdetta ${name}`,
    noLabels: 'Ei tunnisteita',
  },
  rights: {
    READ_ONLY: 'Vain luku',
    FULL_ACCESS: 'Täydet oikeudet',
  } satisfies Record<UserRight, string>,
  rightFilter: {
    label: 'Näytä',
    ALL: 'Kaikki käyttöpaikat',
    READ_ONLY: 'Vain luku -käyttöpaikat',
    FULL_ACCESS: 'Täysin oikeuksin',
  } satisfies Record<UserRightFilter | 'label', string>,
  search: {
    label: 'Hae käyttöpaikkaa',
    hint: 'Nimi, osoite tai tunniste',
    submit: 'Hae',
    clear: 'Tyhjennä haku',
    infoButton: 'Hakuohje',
    infoTitle: 'Käyttöpaikkojen haku',
    info: [
      'Haku löytää käyttöpaikat, joiden nimessä, osoitteessa tai tunnisteessa hakusana esiintyy. Isoilla ja pienillä kirjaimilla ei ole eroa.',
      'Voit rajata listaa myös palvelun mukaan ja järjestää sen haluamallasi tavalla. Yhteenveto ja kulutusvertailu koskevat hakua vastaavia käyttöpaikkoja.',
      'Sivulla näytetään 20 käyttöpaikkaa kerrallaan.',
    ],
    results: (total: number, query: string) => `Haku ”${query}”: ${total} käyttöpaikkaa`,
  },
  sort: {
    label: 'Järjestys',
    modes: {
      ADDRESS_ASC: 'Osoite A–Ö',
      ADDRESS_DESC: 'Osoite Ö–A',
      NAME_ASC: 'Nimi A–Ö',
      NAME_DESC: 'Nimi Ö–A',
      LABELS_ASC: 'Tunnisteet A–Ö',
      LABELS_DESC: 'Tunnisteet Ö–A',
      ALERTS_TRIGGERED_ASC: 'Lauenneet hälytykset, vähiten ensin',
      ALERTS_TRIGGERED_DESC: 'Lauenneet hälytykset, eniten ensin',
      ALERTS_ENABLED_ASC: 'Päällä olevat hälytykset, vähiten ensin',
      ALERTS_ENABLED_DESC: 'Päällä olevat hälytykset, eniten ensin',
      COMPANY_ASC: 'Energiayhtiö A–Ö',
      COMPANY_DESC: 'Energiayhtiö Ö–A',
      CONTENT_ORDER: 'Yrityksen oma järjestys',
      CONSUMPTION_DESC: 'Kulutus kuukaudessa, suurin ensin',
      CONSUMPTION_ASC: 'Kulutus kuukaudessa, pienin ensin',
      COST_DESC: 'Kustannus kuukaudessa, suurin ensin',
      COST_ASC: 'Kustannus kuukaudessa, pienin ensin',
    } satisfies Record<SortingMode, string>,
    month: 'Kuukausi',
    monthHint:
      'Kulutus ja kustannus lasketaan tämän kuukauden mukaan. Tyhjä: edellinen kokonainen kuukausi.',
    /** A header's sort button: what pressing it does. */
    by: (column: string, descending: boolean) =>
      `Järjestä: ${column}, ${descending ? 'suurin ensin' : 'pienin ensin'}`,
    byText: (column: string, descending: boolean) =>
      `Järjestä: ${column}, ${descending ? 'Ö–A' : 'A–Ö'}`,
  },
  utilityFilter: {
    label: 'Palvelu',
    ALL: 'Kaikki palvelut',
    ELECTRICITY: 'Sähkö',
    DISTRICT_HEATING: 'Kaukolämpö',
    MICROGENERATION: 'Pientuotanto',
  } satisfies Record<UtilityFilter | 'label', string>,
  comparisons: {
    toggle: 'Näytä kulutusvertailu',
    value: (consumption: string, delta: string, month: string) =>
      `${consumption} (${delta} edellisvuodesta, ${month})`,
    none: 'Ei kulutustietoja',
  },
  summary: {
    title: 'Yhteenveto',
    failed: 'Yhteenvedon lataus epäonnistui.',
    places: 'Käyttöpaikkoja',
    composites: 'Yhdistelmäkohteita',
    alertsTriggered: 'Lauenneita hälytyksiä',
    alertsEnabled: 'Päällä olevia hälytyksiä',
    consumption: (month: string, unit: string) => `Kulutus ${month} (${unit})`,
    change: (delta: string) => `${delta} edellisvuodesta`,
  },
  paging: {
    label: 'Sivutus',
    previous: 'Edellinen sivu',
    first: 'Ensimmäiselle sivulle',
    next: 'Seuraava sivu',
    page: (page: number, pages: number) => `Sivu ${page} / ${pages}`,
    top: 'Sivutus listan yläpuolella',
    bottom: 'Sivutus listan alapuolella',
    firstPage: 'Ensimmäinen sivu',
    lastPage: 'Viimeinen sivu',
    jump: 'Sivu',
    jumpSubmit: 'Siirry',
    jumpInvalid: (pages: number) => `Anna sivu väliltä 1–${pages}.`,
    size: 'Käyttöpaikkoja sivulla',
  },
  selection: {
    toolbar: 'Valittujen käyttöpaikkojen toiminnot',
    selectAll: 'Valitse kaikki sivun käyttöpaikat',
    selectMatching: (count: number) => `Valitse kaikki ${count} hakua vastaavaa käyttöpaikkaa`,
    allMatching: (count: number) =>
      `Kaikki ${count} hakua vastaavaa käyttöpaikkaa valittu. Toiminnot koskevat niitä kaikkia, myös muilla sivuilla olevia.`,
    select: (name: string) => `Valitse ${name}`,
    selected: (count: number) =>
      count === 1 ? '1 käyttöpaikka valittu' : `${count} käyttöpaikkaa valittu`,
    clear: 'Poista valinnat',
    addLabel: 'Lisää tunniste valituille',
    changeLabel: 'Lisää tai poista tunniste',
    readOnlySkipped: (count: number) =>
      `${count} valituista on vain luku -käyttöpaikka: niiden tunnisteita ei muuteta.`,
    nothingWritable: 'Valituissa ei ole käyttöpaikkoja, joiden tunnisteita voit muuttaa.',
    combine: 'Yhdistä valitut',
    ownOrder: 'Järjestä valitut',
  },
  actions: {
    cancel: 'Peruuta',
  },
  /** Changes to many places at once: the selection, or every place matching the filter. */
  bulk: {
    gathering: (got: number, total: number) => `Haetaan käyttöpaikkoja: ${got} / ${total}`,
    writing: (done: number, total: number) => `Tallennetaan: ${done} / ${total}`,
    progressLabel: 'Muutoksen eteneminen',
    next: 'Jatka',
    back: 'Takaisin',
    nothing: 'Mikään käyttöpaikka ei muutu.',
    unchanged: (count: number) =>
      count === 1
        ? '1 käyttöpaikka on jo valmiiksi näin.'
        : `${count} käyttöpaikkaa on jo valmiiksi näin.`,
    readOnly: (count: number) =>
      `${count} käyttöpaikkaan sinulla on vain lukuoikeus: niitä ei muuteta.`,
    refused: (count: number) =>
      count === 1
        ? 'Tätä käyttöpaikkaa ei voitu muuttaa:'
        : `Näitä ${count} käyttöpaikkaa ei voitu muuttaa:`,
    more: (count: number) => `ja ${count} muuta`,
    places: (count: number) => (count === 1 ? '1 käyttöpaikka' : `${count} käyttöpaikkaa`),
    labelsTitle: (count: number) => `Tunniste kaikille ${count} hakua vastaavalle käyttöpaikalle`,
    labelAction: 'Muutos',
    labelAdd: 'Lisää tunniste',
    labelRemove: 'Poista tunniste',
    labelField: 'Tunniste',
    labelAddConfirm: (label: string, count: number) =>
      `Tunniste ${label} lisätään ${count} käyttöpaikalle.`,
    labelRemoveConfirm: (label: string, count: number) =>
      `Tunniste ${label} poistetaan ${count} käyttöpaikalta.`,
    labelAddButton: (count: number) => `Lisää tunniste ${count} käyttöpaikalle`,
    labelRemoveButton: (count: number) => `Poista tunniste ${count} käyttöpaikalta`,
    labelAdded: (label: string, count: number) =>
      `Tunniste ${label} lisätty ${count} käyttöpaikalle.`,
    labelRemoved: (label: string, count: number) =>
      `Tunniste ${label} poistettu ${count} käyttöpaikalta.`,
    rights: 'Anna käyttöoikeus',
    rightsTitle: (count: number) => `Käyttöoikeus ${count} käyttöpaikkaan`,
    rightsAllTitle: (count: number) =>
      `Käyttöoikeus kaikkiin ${count} hakua vastaavaan käyttöpaikkaan`,
    rightsInfo:
      'Valitse käyttäjä ja oikeus. Käyttäjä saa oikeuden jokaiseen käyttöpaikkaan; yhdistelmäkohteeseen kuuluvat saavat sen kohteen kautta.',
    user: 'Käyttäjä',
    right: 'Oikeus',
    noUsers: 'Yrityksellä ei ole muita käyttäjiä. Lisää käyttäjä Käyttäjät-sivulla.',
    usersFailed: 'Käyttäjien lataus epäonnistui.',
    rightsConfirm: (user: string, right: string, count: number) =>
      `${user} saa oikeuden ”${right}” ${count} käyttöpaikkaan.`,
    rightsButton: (count: number) => `Anna oikeus ${count} käyttöpaikkaan`,
    rightsGiven: (user: string, count: number) =>
      `Käyttäjälle ${user} annettu oikeus ${count} käyttöpaikkaan.`,
  },
  combine: {
    title: 'Yhdistä käyttöpaikat',
    info: 'Yhdistelmäkohde kokoaa käyttöpaikat yhden nimen alle: sen sopimukset, kulutus ja tunnisteet näkyvät yhdessä. Kohteen voi erottaa myöhemmin takaisin käyttöpaikoiksi.',
    name: 'Yhdistelmäkohteen nimi',
    nameHint: 'Enintään 60 merkkiä',
    nameRequired: 'Kirjoita yhdistelmäkohteen nimi.',
    nameTooLong: 'Nimi voi olla enintään 60 merkkiä.',
    next: 'Jatka',
    tooFew: 'Valitse vähintään kaksi käyttöpaikkaa yhdistettäväksi.',
    refused:
      'Yhdistää voi vain käyttöpaikkoja, joihin sinulla on täydet oikeudet ja jotka eivät jo kuulu yhdistelmäkohteeseen. Poista nämä valinnoista:',
    readOnly: 'vain lukuoikeus',
    inComposite: (name: string) => `kuuluu kohteeseen ${name}`,
    confirmTitle: 'Yhdistetäänkö käyttöpaikat?',
    confirmText: (name: string, count: number) =>
      `${count} käyttöpaikkaa yhdistetään yhdistelmäkohteeksi ${name}:`,
    confirm: 'Yhdistä',
    keptInfo:
      'Käyttäjät säilyttävät oikeutensa näihin käyttöpaikkoihin. Käyttäjä, jolla on oikeus vain osaan niistä, näkee yhdistelmäkohteen vain niiden käyttöpaikkojen osalta. Oikeudet näihin käyttöpaikkoihin on nyt:',
    keptLoading: 'Haetaan käyttäjien oikeuksia…',
    keptList: 'Käyttäjät, joilla on oikeus valittuihin käyttöpaikkoihin',
    kept: (user: string, places: string) => `${user} säilyttää oikeutensa: ${places}`,
    doneTitle: 'Yhdistelmäkohde luotu',
    doneText: (name: string, id: string, count: number) =>
      `Yhdistelmäkohde ${name} (${id}) on luotu ${count} käyttöpaikasta.`,
  },
  ownOrder: {
    title: 'Järjestä valitut alkuun',
    info: 'Valitut käyttöpaikat näytetään listan alussa tässä järjestyksessä, kun järjestyksenä on Yrityksen oma järjestys. Muut käyttöpaikat tulevat niiden jälkeen yrityksen järjestyksessä. Järjestys on vain sinun, eikä se muuta muiden käyttäjien listaa.',
    replaces: 'Tallennus korvaa aiemmin tallentamasi oman järjestyksen.',
    composite:
      'Yhdistelmäkohteen käyttöpaikat pysyvät yhdessä: kohde siirtyy kokonaisuutena, vaikka olisit valinnut siitä vain yhden käyttöpaikan.',
    listLabel: 'Uusi järjestys',
    compositeName: (id: string) => `Yhdistelmäkohde ${id}`,
    up: 'Siirrä ylös',
    down: 'Siirrä alas',
    upLabel: (name: string) => `Siirrä ylös: ${name}`,
    downLabel: (name: string) => `Siirrä alas: ${name}`,
    moved: (name: string, position: number, count: number) =>
      `${name} on nyt ${position}. / ${count}.`,
    tooMany: (max: number, count: number) =>
      `Voit järjestää kerralla enintään ${max} kohdetta. Valittuna on ${count}: poista osa valinnoista.`,
    save: 'Tallenna järjestys',
    doneTitle: 'Järjestys tallennettu',
    doneText: (count: number) =>
      count === 1
        ? 'Valittu kohde näkyy nyt listan alussa. Lista on järjestetty yrityksen omaan järjestykseen.'
        : `Valitut ${count} kohdetta näkyvät nyt listan alussa tässä järjestyksessä. Lista on järjestetty yrityksen omaan järjestykseen.`,
    hint: 'Omat järjestämäsi käyttöpaikat näkyvät ensin, muut yrityksen järjestyksessä. Voit siirtää käyttöpaikkoja alkuun valitsemalla ne ja painamalla Järjestä valitut.',
  },
  separate: {
    button: 'Erota kohteet',
    confirmTitle: 'Erotetaanko yhdistelmäkohde?',
    confirmText: (name: string, count: number) =>
      `Yhdistelmäkohde ${name} puretaan ja sen ${count} käyttöpaikkaa näkyvät taas erillisinä.`,
    confirm: 'Erota',
    doneTitle: 'Yhdistelmäkohde erotettu',
    doneText: (name: string) => `Yhdistelmäkohteen ${name} käyttöpaikat ovat taas erillisiä.`,
    readOnly: 'Sinulla on yhdistelmäkohteeseen vain lukuoikeus, joten et voi erottaa sitä.',
  },
  labels: {
    button: (name: string) => `Tunnisteet: ${name}`,
    buttonShort: 'Tunnisteet',
    title: (name: string) => `Tunnisteet: ${name}`,
    bulkTitle: (count: number) => `Tunniste ${count} käyttöpaikalle`,
    info: 'Tunnisteilla voit ryhmitellä yrityksen käyttöpaikkoja, esimerkiksi toimipaikan tai kustannuspaikan mukaan. Tunnisteella voi hakea käyttöpaikkoja. Yhdistelmäkohteen tunniste koskee kaikkia sen käyttöpaikkoja. Käyttöpaikalla voi olla enintään 20 tunnistetta.',
    current: 'Nykyiset tunnisteet',
    none: 'Käyttöpaikalla ei ole tunnisteita.',
    newLabel: 'Uusi tunniste',
    add: 'Lisää tunniste',
    remove: (label: string) => `Poista tunniste ${label}`,
    added: (label: string) => `Tunniste ${label} lisätty.`,
    removed: (label: string) => `Tunniste ${label} poistettu.`,
    required: 'Kirjoita tunniste.',
    tooLong: 'Tunniste voi olla enintään 40 merkkiä.',
    failed: 'Tunnisteen tallennus epäonnistui.',
    readOnly: 'Sinulla on käyttöpaikkaan vain lukuoikeus, joten et voi muuttaa sen tunnisteita.',
  },
  place: {
    title: 'Käyttöpaikka',
    compositeTitle: 'Yhdistelmäkohde',
    anyTitle: 'Kohde',
    back: 'Takaisin käyttöpaikkoihin',
    identifier: 'Tunnus',
    contracts: 'Sopimukset',
    memberPlace: 'Käyttöpaikka',
    contractsFailed: 'Sopimusten lataus epäonnistui.',
    noContracts: 'Käyttöpaikalla ei ole voimassa olevia sopimuksia.',
    product: 'Tuote',
    contractType: 'Sopimuslaji',
    price: 'Energian hinta',
    basicFee: 'Perusmaksu',
    validity: 'Voimassa',
    openEnded: 'toistaiseksi',
    from: (start: string, end: string) => `${start} – ${end}`,
    vatIncluded: (percent: string) => `Hinnat sisältävät arvonlisäveron ${percent} %.`,
    vatExcluded: 'Hinnat ovat arvonlisäverottomia.',
    services: 'Lisäpalvelut',
    servicesFailed: 'Lisäpalvelujen lataus epäonnistui.',
    noServices: 'Käyttöpaikalle ei ole saatavilla lisäpalveluja.',
    serviceState: (active: boolean) => (active ? 'Käytössä' : 'Ei käytössä'),
    composites: 'Muut yhdistelmäkohteet',
    compositesFailed: 'Yhdistelmäkohteiden lataus epäonnistui.',
    noComposites: 'Yrityksellä ei ole muita yhdistelmäkohteita.',
    members: (count: number) => `${count} käyttöpaikkaa`,
    eligible: 'Yhdistelmäkohteeseen liitettävät käyttöpaikat',
    eligibleHint:
      'Nämä käyttöpaikat eivät kuulu mihinkään yhdistelmäkohteeseen. Yhdistelmäkohteen voi luoda valitsemalla käyttöpaikat käyttöpaikkalistasta.',
    eligibleFailed: 'Liitettävien käyttöpaikkojen lataus epäonnistui.',
    noEligible: 'Liitettäviä käyttöpaikkoja ei ole.',
    invoices: 'Laskut',
    invoicesFailed: 'Laskujen lataus epäonnistui.',
    noInvoices: 'Kohteella ei ole laskuja.',
  },
  users: {
    title: 'Käyttäjähallinta',
    ownTitle: 'Omat tiedot',
    failed: 'Käyttäjätietojen lataus epäonnistui.',
    list: 'Yrityksen käyttäjät',
    empty: 'Yrityksellä ei ole käyttäjiä.',
    name: 'Nimi',
    email: 'Sähköposti',
    phone: 'Puhelin',
    places: 'Käyttöpaikkoja',
    role: 'Rooli',
    mainUser: 'Pääkäyttäjä',
    subUser: 'Käyttäjä',
    invited: 'Kutsu lähetetty',
    open: (name: string) => `Avaa käyttäjä ${name}`,
    mainUserTitle: 'Yrityksen pääkäyttäjä',
    userTitle: (name: string) => `Käyttäjä: ${name}`,
    back: 'Takaisin käyttäjähallintaan',
    userPlaces: 'Käyttäjän käyttöpaikat',
    ownPlaces: 'Käyttöpaikkasi',
    noPlaces: 'Käyttäjällä ei ole käyttöpaikkoja.',
    noPlacesFiltered: 'Valinnalla ei löytynyt käyttöpaikkoja.',
    eligible: 'Käyttäjälle lisättävissä olevat käyttöpaikat',
    noEligible: 'Käyttäjällä on jo kaikki yrityksen käyttöpaikat.',
    eligibleFailed: 'Lisättävien käyttöpaikkojen lataus epäonnistui.',
    placeCount: (count: number) => (count === 1 ? '1 käyttöpaikka' : `${count} käyttöpaikkaa`),
    company: 'Yritys',
    companyId: 'Yritystunnus',
  },
  userActions: {
    addUser: 'Lisää käyttäjä',
    addUserTitle: 'Lisää käyttäjä',
    addUserLead:
      'Käyttäjä näkee yrityksen käyttöpaikoista ne, jotka annat hänelle. Vain luku -oikeudella hän näkee tiedot, täysillä oikeuksilla hän voi myös muuttaa niitä.',
    mode: 'Käyttäjän tili',
    modes: {
      CREATE_ACCOUNT_MODE: 'Uusi tili: käyttäjä saa kutsun sähköpostiinsa',
      IDENTIFY_ACCOUNT_MODE: 'Olemassa oleva tili: käyttäjällä on jo tunnus palveluun',
    },
    name: 'Nimi',
    email: 'Sähköposti',
    phone: 'Puhelin (vapaaehtoinen)',
    nameRequired: 'Kirjoita käyttäjän nimi.',
    emailInvalid: 'Kirjoita sähköpostiosoite muodossa nimi@esimerkki.fi.',
    phoneInvalid: 'Kirjoita puhelinnumero numeroina, esimerkiksi +358 40 123 4567.',
    places: 'Käyttäjälle annettavat käyttöpaikat',
    placesFailed: 'Yrityksen käyttöpaikkojen lataus epäonnistui.',
    noPlaces: 'Yrityksellä ei ole käyttöpaikkoja annettavaksi.',
    tooManyPlaces: (max: number) => `Valitse kerralla enintään ${max} käyttöpaikkaa.`,
    noRight: 'Ei oikeutta',
    next: 'Jatka',
    cancel: 'Peruuta',
    confirmTitle: 'Lisätäänkö käyttäjä?',
    confirmNew: (name: string, email: string, places: number) =>
      `Käyttäjälle ${name} (${email}) lähetetään kutsu, jossa tarjotaan ${places} käyttöpaikkaa. Hän liittyy yritykseen vasta hyväksyttyään kutsun.`,
    confirmExisting: (email: string, places: number) =>
      `Osoitteeseen ${email} lähetetään kutsu, jossa tarjotaan ${places} käyttöpaikkaa. Tilin omistaja liittyy yritykseen vasta hyväksyttyään kutsun.`,
    confirm: 'Lisää käyttäjä',
    created: (email: string) =>
      `Kutsu lähetetty osoitteeseen ${email}. Käyttäjä liittyy yritykseen, kun hän hyväksyy kutsun.`,
    codes: {
      ACCOUNT_EXISTS: {
        title: 'Tili on jo olemassa',
        text: 'Osoitteella on jo tunnus palveluun. Valitse ”Olemassa oleva tili” ja lisää käyttäjä uudelleen.',
      },
      ALREADY_COMPANY_USER: {
        title: 'Käyttäjä on jo yrityksessä',
        text: 'Tili on jo yrityksen käyttäjä. Voit antaa hänelle käyttöpaikkoja hänen omalta sivultaan.',
      },
      ACCOUNT_NOT_FOUND: {
        title: 'Tiliä ei löytynyt',
        text: 'Osoitteella ei ole tunnusta palveluun. Valitse ”Uusi tili”, niin käyttäjä saa kutsun.',
      },
    },
    give: (name: string) => `Anna oikeus: ${name}`,
    giveShort: 'Anna oikeus',
    giveTitle: (name: string) => `Oikeus käyttöpaikkaan ${name}`,
    right: 'Oikeus',
    giveConfirm: 'Anna oikeus',
    given: (place: string, right: string) =>
      `Käyttäjälle annettiin käyttöpaikka ${place} (${right}).`,
    giveSelected: 'Anna oikeus valituille',
    giveManyTitle: (count: number) => `Oikeus ${count} käyttöpaikkaan`,
    giveManyText: (user: string) =>
      `Käyttäjä ${user} saa nämä käyttöpaikat valitsemallasi oikeudella:`,
    givenMany: (count: number, right: string) =>
      `Käyttäjälle annettiin ${count} käyttöpaikkaa (${right}).`,
    partialTitle: 'Kaikkia käyttöpaikkoja ei annettu',
    partialText: (given: number, asked: number, right: string) =>
      `Käyttäjälle annettiin ${given}/${asked} käyttöpaikkaa (${right}). Nämä jäivät antamatta; ne on valittu, joten voit yrittää uudelleen:`,
    remove: (name: string) => `Poista käyttöpaikka ${name}`,
    removeShort: 'Poista',
    removeTitle: 'Poistetaanko käyttöpaikka käyttäjältä?',
    removeText: (place: string, user: string) =>
      `Käyttäjä ${user} ei enää näe käyttöpaikkaa ${place}.`,
    removeConfirm: 'Poista',
    removed: (place: string) => `Käyttöpaikka ${place} poistettiin käyttäjältä.`,
    transferTitle: 'Pääkäyttäjyys',
    transferLead:
      'Voit siirtää yrityksen pääkäyttäjyyden tälle käyttäjälle. Sinusta tulee tavallinen käyttäjä, jolla on täydet oikeudet kaikkiin käyttöpaikkoihin.',
    transfer: 'Siirrä pääkäyttäjyys',
    transferConfirmTitle: 'Siirretäänkö pääkäyttäjyys?',
    transferConfirmText: (name: string) =>
      `${name} on siirron jälkeen yrityksen pääkäyttäjä. Et voi perua siirtoa itse.`,
    transferred: (name: string) => `${name} on nyt yrityksen pääkäyttäjä.`,
    transferredTitle: 'Et ole enää pääkäyttäjä',
    transferredText: (name: string) =>
      `${name} on nyt yrityksen pääkäyttäjä ja hallinnoi sen käyttäjiä. Sinulla on täydet oikeudet yrityksen käyttöpaikkoihin, kunnes uusi pääkäyttäjä muuttaa niitä.`,
    deleteTitle: 'Käyttäjän poistaminen',
    deleteLead:
      'Voit poistaa käyttäjän yrityksen käyttäjistä. Hänen oikeutensa kaikkiin yrityksen käyttöpaikkoihin poistuvat.',
    delete: 'Poista käyttäjä',
    deleteConfirmTitle: (name: string) => `Poistetaanko käyttäjä ${name}?`,
    deleteConfirmText: (name: string, email: string, places: number) =>
      `${name} (${email}) poistetaan yrityksen käyttäjistä. Hän menettää oikeutensa yrityksen ${places} käyttöpaikkaan eikä näe enää yrityksen tietoja; avoimet kirjautumiset eivät enää pääse yrityksen tietoihin. Hänen oma käyttäjätunnuksensa säilyy. Poistoa ei voi perua: käyttäjän voi kutsua uudelleen.`,
    deleted: (name: string) => `Käyttäjä ${name} on poistettu yrityksen käyttäjistä.`,
    deletedTitle: 'Käyttäjä poistettu',
    backToUsers: 'Takaisin käyttäjiin',
    transferFailedTitle: 'Pääkäyttäjyyden siirto epäonnistui',
    transferFailed: (code: string) =>
      `Pääkäyttäjyyttä ei voitu siirtää. Virhekoodi: ${code}. Ota tarvittaessa yhteyttä asiakaspalveluun ja kerro virhekoodi.`,
  },
  /** The sub-user location settings (#220 on a place the user has) and removing all (#222). */
  userPlaceSettings: {
    change: (name: string) => `Muuta oikeutta: ${name}`,
    changeShort: 'Muuta oikeutta',
    title: (place: string) => `Käyttöpaikan ${place} asetukset`,
    text: (user: string, right: string) => `Käyttäjän ${user} nykyinen oikeus: ${right}.`,
    newRight: 'Uusi oikeus',
    unchanged: 'Valitse eri oikeus kuin nykyinen.',
    changeTo: (from: string, to: string) => `Oikeus muuttuu: ${from} → ${to}.`,
    confirm: 'Tallenna oikeus',
    changed: (place: string, right: string) =>
      `Käyttöpaikan ${place} oikeudeksi tallennettiin ${right}.`,
    removeAll: 'Poista kaikki käyttöpaikat',
    removeAllFiltered: (filter: string) => `Poista kaikki: ${filter}`,
    removeAllTitle: 'Poistetaanko käyttäjältä kaikki käyttöpaikat?',
    removeAllText: (user: string, count: number) =>
      count === 1
        ? `Käyttäjä ${user} ei enää näe 1 käyttöpaikkaa, joka on nyt listassa.`
        : `Käyttäjä ${user} ei enää näe ${count} käyttöpaikkaa, jotka ovat nyt listassa.`,
    removeAllConfirm: 'Poista kaikki',
    removedAll: (user: string, count: number) =>
      `Käyttäjältä ${user} poistettiin ${count === 1 ? '1 käyttöpaikka' : `${count} käyttöpaikkaa`}.`,
  },
  /** Search and pages of a long list of places (a company of thousands). */
  placePicker: {
    search: 'Hae käyttöpaikkaa',
    hint: 'Nimi, osoite tai tunnus',
    results: (total: number) =>
      total === 1 ? '1 käyttöpaikka löytyi' : `${total} käyttöpaikkaa löytyi`,
    range: (first: number, last: number, total: number) =>
      `Näytetään ${first}–${last}, yhteensä ${total}`,
    none: 'Haulla ei löytynyt käyttöpaikkoja.',
  },
  customerships: {
    title: 'Asiakkuudet',
    lead: 'Yrityksen käyttöpaikat kuuluvat sen asiakkuuksiin energiayhtiöissä. Hae asiakkuus nähdäksesi sen käyttöpaikat, tai lisää yritykselle asiakkuus asiakasnumerolla.',
    company: 'Energiayhtiö',
    chooseCompany: 'Valitse energiayhtiö',
    companiesFailed: 'Energiayhtiöiden lataus epäonnistui.',
    code: 'Asiakasnumero',
    codeHint: 'A ja seitsemän numeroa, esimerkiksi A1234567',
    companyRequired: 'Valitse energiayhtiö.',
    codeInvalid: 'Kirjoita asiakasnumero muodossa A1234567.',
    lookupTitle: 'Hae asiakkuus',
    lookup: 'Hae',
    addTitle: 'Lisää asiakkuus',
    add: 'Lisää asiakkuus',
    detailsTitle: (code: string) => `Asiakkuus ${code}`,
    loadFailed: 'Asiakkuuden lataus epäonnistui.',
    notCompanys: (code: string, company: string) =>
      `Yrityksellä ei ole asiakkuutta ${code} energiayhtiössä ${company}.`,
    places: 'Asiakkuuden käyttöpaikat',
    placeCount: (count: number) => (count === 1 ? '1 käyttöpaikka' : `${count} käyttöpaikkaa`),
    noPlaces: 'Asiakkuudella ei ole käyttöpaikkoja.',
    remove: (code: string) => `Poista asiakkuus ${code}`,
    removeTitle: 'Poistetaanko asiakkuus?',
    removeText: (code: string, company: string, places: number) =>
      `Asiakkuus ${code} (${company}) poistetaan yritykseltä. Sen ${places} käyttöpaikkaa poistuvat yrityksen käyttöpaikoista ja kaikilta käyttäjiltä.`,
    removeConfirm: 'Poista asiakkuus',
    removed: (code: string, company: string) =>
      `Asiakkuus ${code} (${company}) poistettiin yritykseltä.`,
    addConfirmTitle: 'Lisätäänkö asiakkuus?',
    addConfirmText: (code: string, company: string) =>
      `Asiakkuus ${code} energiayhtiössä ${company} liitetään yritykseen käyttöpaikkoineen.`,
    added: (code: string, company: string, places: number) =>
      `Asiakkuus ${code} (${company}) lisättiin yritykselle, ${places === 1 ? '1 käyttöpaikka' : `${places} käyttöpaikkaa`}. Muut käyttäjät eivät näe uusia käyttöpaikkoja ennen kuin annat ne heille.`,
    codes: {
      CUSTOMERSHIP_EXISTS: {
        title: 'Asiakkuus on jo yrityksellä',
        text: 'Yrityksellä on jo tämä asiakkuus. Hae se nähdäksesi sen käyttöpaikat.',
      },
      CUSTOMERSHIP_NOT_FOUND: {
        title: 'Asiakkuutta ei löytynyt',
        text: 'Energiayhtiöllä ei ole yrityksellesi asiakkuutta tällä asiakasnumerolla. Tarkista numero laskusta tai sopimuksesta.',
      },
      LAST_CUSTOMERSHIP: {
        title: 'Viimeistä asiakkuutta ei voi poistaa',
        text: 'Tämä on yrityksen ainoa asiakkuus. Yrityksellä on oltava vähintään yksi asiakkuus.',
      },
    },
  },
  csv: {
    open: 'Lataa kulutus CSV-tiedostona',
    title: 'Lataa kulutus CSV-tiedostona',
    titleMany: (count: number) =>
      count === 1
        ? 'Lataa 1 käyttöpaikan kulutus CSV-tiedostona'
        : `Lataa ${count} käyttöpaikan kulutus CSV-tiedostona`,
    titleAll: (count: number) =>
      count === 1
        ? 'Vie kaikki: 1 käyttöpaikan kulutus CSV-tiedostona'
        : `Vie kaikki: ${count} käyttöpaikan kulutus CSV-tiedostona`,
    openAll: (count: number) => `Vie kaikki (${count})`,
    info: 'Tiedostossa on kulutus valitulta ajalta Suomen aikaa, sarakkeina käyttöpaikka, päivämäärä, kellonaika, UTC-siirtymä, kulutus, yksikkö, osoite, yrityksen antama nimi ja tunnisteet. Erotin on puolipiste ja desimaalierotin pilkku.',
    progressLabel: 'Tiedoston edistyminen',
    progress: (places: number, total: number) => `Ladataan: ${places} / ${total} käyttöpaikkaa…`,
    from: 'Alkupäivä',
    to: 'Loppupäivä',
    resolution: 'Tarkkuus',
    resolutions: {
      DAY_QUARTERLY: '15 minuutin välein',
      DAY: 'Tunneittain',
      MONTH: 'Päivittäin',
      YEAR: 'Kuukausittain',
      YEARS: 'Vuosittain',
    },
    required: 'Valitse päivä.',
    order: 'Loppupäivä ei voi olla ennen alkupäivää.',
    tooLong: 'Jakso voi olla enintään 366 päivää.',
    download: 'Lataa',
    preparing: 'Valmistellaan tiedostoa…',
    done: (name: string) => `Tiedosto ${name} ladattu.`,
    refused: (places: readonly string[]) =>
      places.length === 1
        ? `Käyttöpaikka ${places[0]} ei ole käytettävissäsi. Poista se valinnasta ja lataa uudelleen.`
        : `Nämä ${places.length} käyttöpaikkaa eivät ole käytettävissäsi: ${places.join(', ')}. Poista ne valinnasta ja lataa uudelleen.`,
  },
  /** The company place screen's sections beyond `place` (#196, #201–#203, #207, #209, #212–#216, #219). */
  placeData: {
    facts: 'Kohteen tiedot',
    factsFailed: 'Kohteen tietojen lataus epäonnistui.',
    name: 'Nimi',
    noName: 'Ei nimeä',
    address: 'Osoite',
    utility: 'Laji',
    yourRight: 'Oikeutesi',
    memberPlaces: 'Kohteeseen kuuluvat käyttöpaikat',
    firstPlace: (id: string) =>
      `Yhdistelmäkohteen kulutus, kustannukset ja kaaviot ovat sen käyttöpaikkojen summa. Sopimukset ja hinnat näkyvät käyttöpaikoittain; tuotteet ja laskut ovat ensimmäisen käyttöpaikan ${id}.`,
    memberPrices: 'Käyttöpaikkojen sopimushinnat',
    memberPricesTable: 'Sopimushinnat käyttöpaikoittain',
    memberPricesInfo:
      'Yhdistelmäkohteen käyttöpaikoilla on omat sopimuksensa ja hintansa: tässä kunkin käyttöpaikan sopimuksen energiahinta ja perusmaksu.',
    consumption: (month: string) => `Kulutus, ${month}`,
    graphFailed: 'Kulutuskaavion lataus epäonnistui.',
    noGraph: 'Kohteelle ei ole kulutuskaaviota.',
    current: 'Ajankohtaiset luvut',
    currentFailed: 'Ajankohtaisten lukujen lataus epäonnistui.',
    noCurrent: 'Kohteelle ei ole vielä mitattuja lukuja.',
    averages: 'Keskimääräinen vuorokausi',
    averagesOf: (month: string) => `Keskimääräinen vuorokausi, ${month}`,
    averagesFailed: 'Keskimääräisen vuorokauden lataus epäonnistui.',
    noAverages: 'Keskimääräistä vuorokautta ei voi vielä laskea.',
    weekdays: 'Arkipäivät',
    weekends: 'Viikonloput',
    pricing: (month: string) => `Hinnat, ${month}`,
    pricingFailed: 'Hintatietojen lataus epäonnistui.',
    noPricing: 'Kohteelle ei ole hintatietoja tältä kuukaudelta.',
    product: 'Tuote',
    component: 'Hintakomponentti',
    components: 'Hintakomponentit',
    vat0: 'Veroton',
    withVat: (percent: string) => `Verollinen (alv ${percent} %)`,
    comparison: 'Tuotevertailu',
    comparisonFailed: 'Tuotevertailun lataus epäonnistui.',
    noComparison: 'Kohteelle ei ole tuotevertailua.',
    comparisonPeriod: (from: string, to: string) =>
      `Arvioidut vuosikustannukset jaksolla ${from}–${to} rakennustyypeittäin.`,
    buildingPackage: (type: string, kwh: string) => `${type}, ${kwh} vuodessa`,
    buildingPackages: {
      APARTMENT: 'Kerrostalo',
      ROW_HOUSE: 'Rivitalo',
      DETACHED_HOUSE: 'Omakotitalo',
      COMPANY_BUILDING: 'Yrityskiinteistö',
    } as Record<string, string>,
    annualCost: 'Vuosikustannus (alv 0 %)',
    annualCostVat: 'Vuosikustannus (verollinen)',
    averagePrice: (vat: boolean) => `Energian keskihinta (${vat ? 'verollinen' : 'alv 0 %'})`,
    products: 'Lisätuotteet',
    productsFailed: 'Lisätuotteiden lataus epäonnistui.',
    noProducts: 'Kohteelle ei ole lisätuotteita.',
    productsReadOnly:
      'Sinulla on kohteeseen vain lukuoikeus, joten et voi muuttaa sen lisätuotteita.',
    rename: 'Muuta nimeä',
    renameTitle: 'Kohteen nimi',
    renameLabel: 'Uusi nimi',
    renameHint: 'Nimi näkyy kaikille yrityksen käyttäjille. Enintään 60 merkkiä.',
    renameRequired: 'Kirjoita nimi.',
    renameTooLong: 'Nimi voi olla enintään 60 merkkiä.',
    renameConfirmTitle: 'Tallennetaanko nimi?',
    renameConfirmText: (name: string) => `Kohteen nimeksi tulee ${name}.`,
    renameConfirm: 'Tallenna',
    renameDoneTitle: 'Nimi tallennettu',
    renameDoneText: (name: string) => `Kohteen nimi on nyt ${name}.`,
    renameReadOnly: 'Sinulla on kohteeseen vain lukuoikeus, joten et voi muuttaa sen nimeä.',
    members: 'Yhdistelmäkohteen käyttöpaikat',
    membersHint:
      'Yhdistelmäkohteessa on oltava vähintään kaksi käyttöpaikkaa. Jos haluat käyttöpaikat erilleen, erota koko kohde.',
    remove: (place: string) => `Poista ${place}`,
    add: (place: string) => `Lisää ${place}`,
    addable: 'Lisättävät käyttöpaikat',
    noAddable: 'Lisättäviä käyttöpaikkoja ei ole.',
    readOnlyPlace: 'vain lukuoikeus',
    membersConfirmTitle: 'Muutetaanko yhdistelmäkohdetta?',
    membersConfirmAdd: (place: string, name: string) =>
      `Käyttöpaikka ${place} liitetään yhdistelmäkohteeseen ${name}.`,
    membersConfirmRemove: (place: string, name: string) =>
      `Käyttöpaikka ${place} poistetaan yhdistelmäkohteesta ${name} ja näkyy taas erillisenä.`,
    membersConfirm: 'Muuta',
    membersDoneTitle: 'Yhdistelmäkohde muutettu',
    membersDoneText: (name: string, count: number) =>
      `Yhdistelmäkohteessa ${name} on nyt ${count} käyttöpaikkaa.`,
    membersReadOnly:
      'Sinulla on yhdistelmäkohteeseen vain lukuoikeus, joten et voi muuttaa sen käyttöpaikkoja.',
  },
} as const;
