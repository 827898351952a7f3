import { fiFieldErrors } from './fiFieldErrors';

/**
 * Finnish strings of the forms (issue 5 writes). Only the on-demand screens import this, so it
 * travels in their chunks, not in the first page.
 */
export const fiForms = {
  save: 'Tallenna',
  saving: 'Tallennetaan…',
  send: 'Lähetä',
  sending: 'Lähetetään…',
  close: 'Sulje',
  cancel: 'Peruuta',
  // Spec §8 notice and error dialogs.
  outcome: {
    successTitle: 'Toiminto onnistui',
    generalErrorTitle: 'Virhe',
    generalError: 'Jokin meni vikaan. Yritä hetken kuluttua uudelleen.',
    executionFailedTitle: 'Toiminto epäonnistui',
    executionFailed: 'Toimintoa ei voitu suorittaa. Tarkista tiedot ja yritä uudelleen.',
    requestFailTitle: 'Pyyntö epäonnistui',
    requestFail:
      'Palvelu ei juuri nyt vastaa. Muutoksia ei tallennettu. Yritä hetken kuluttua uudelleen.',
    validation: 'Tarkista lomakkeen tiedot.',
  },
  field: fiFieldErrors,
  priceAlert: {
    title: 'Pörssisähkön hintahälytys',
    intro: 'Saat ilmoituksen, kun pörssisähkön hinta nousee ylärajan yli tai laskee alarajan alle.',
    active: 'Hintahälytys käytössä',
    top: 'Yläraja (c/kWh)',
    bottom: 'Alaraja (c/kWh)',
    hint: 'Jätä tyhjäksi, jos et halua tätä rajaa.',
    saved: 'Hintahälytyksen asetukset tallennettiin.',
    current: 'Tallennetut asetukset',
    off: 'Ei käytössä',
    none: 'Ei asetettu',
    loadFailed: 'Hintahälytyksen asetusten lataus epäonnistui.',
  },
  budget: {
    title: 'Muuta kulutusbudjettia',
    active: 'Kulutusbudjetti käytössä',
    amount: 'Budjetti (€ / kk)',
    cents: 'Anna budjetti sentin tarkkuudella (enintään kaksi desimaalia).',
    saved: 'Kulutusbudjetti tallennettiin.',
  },
  rename: {
    title: 'Nimeä käyttöpaikka',
    name: 'Käyttöpaikan nimi',
    hint: 'Enintään 60 merkkiä. Nimi näkyy vain sinulle.',
    open: 'Muuta nimeä',
    saved: 'Käyttöpaikan nimi tallennettiin.',
  },
  fault: {
    title: 'Vikailmoitus',
    intro:
      'Ilmoita sähkökatkosta tai muusta viasta. Hengenvaarallisessa tilanteessa soita hätänumeroon 112.',
    place: 'Käyttöpaikka',
    type: 'Vian tyyppi',
    types: {
      NO_POWER: 'Sähköt ovat kokonaan poikki',
      PARTIAL_POWER: 'Sähköt ovat osittain poikki',
      STREET_LIGHT: 'Katuvalo ei toimi',
      OTHER: 'Muu vika',
    } as Record<string, string>,
    description: 'Kuvaus viasta',
    phone: 'Yhteyspuhelin (vapaaehtoinen)',
    sent: (ticketId: string) => `Vikailmoitus vastaanotettu. Ilmoituksen tunnus on ${ticketId}.`,
    ticket: 'Ilmoituksen tunnus',
  },
  register: {
    title: 'Ota asiakasportaali käyttöön',
    intro:
      'Tunnuksesi on vahvistettu. Kerro vielä nimesi ja valitse energiayhtiösi, niin luomme sinulle portaalin käyttäjän.',
    name: 'Nimi',
    phone: 'Puhelinnumero (vapaaehtoinen)',
    company: 'Energiayhtiö',
    companiesFailed: 'Energiayhtiöiden lataus epäonnistui.',
    submit: 'Ota käyttöön',
    exists: {
      title: 'Tunnus on jo käytössä',
      text: 'Tällä tunnuksella on jo portaalin käyttäjä. Päivitä sivu.',
    },
  },
  messages: {
    boxes: 'Viestilaatikot',
    box: { yleiset: 'Viestit', tiedotteet: 'Tiedotteet', halytykset: 'Hälytykset' } as Record<
      string,
      string
    >,
    markSeen: 'Merkitse luetuksi',
    markUnseen: 'Merkitse lukemattomaksi',
    markAllEverywhere: 'Merkitse kaikki viestit luetuiksi',
    markAllInBox: 'Merkitse kaikki tämän laatikon viestit luetuiksi',
    markAllHint: 'Merkitsee luetuiksi myös tiedotteet ja hälytykset.',
    allMarked: 'Viestit merkittiin luetuiksi.',
    marking: 'Merkitään…',
  },
  readRights: {
    title: 'Lukuoikeudet',
    loadFailed: 'Lukuoikeuksien lataus epäonnistui.',
    none: 'Ei lukuoikeuksia.',
    grantedTitle: 'Antamasi lukuoikeudet',
    receivedTitle: 'Sinulle annetut lukuoikeudet',
    representative: 'Saaja',
    grantor: 'Antaja',
    status: 'Tila',
    created: 'Annettu',
    states: { PENDING: 'Odottaa hyväksyntää', ACTIVE: 'Voimassa', REVOKED: 'Peruttu' } as Record<
      string,
      string
    >,
    remove: 'Poista',
    grantTitle: 'Anna lukuoikeus',
    grantIntro:
      'Lukuoikeuden saaja näkee käyttöpaikkojesi tiedot mutta ei voi muuttaa niitä. Saaja saa sähköpostiin linkin, jolla hän hyväksyy oikeuden.',
    email: 'Saajan sähköpostiosoite',
    grant: 'Anna lukuoikeus',
    granted: (email: string) =>
      `Lukuoikeus annettiin osoitteeseen ${email}. Se odottaa hyväksyntää.`,
    removed: (email: string) => `Lukuoikeus poistettiin käyttäjältä ${email}.`,
    confirmTitle: 'Poistetaanko lukuoikeus?',
    confirmText: (email: string) => `${email} ei enää näe käyttöpaikkojesi tietoja.`,
    // The activation page (#135), opened from the invitation e-mail's link.
    activateTitle: 'Lukuoikeuden hyväksyminen',
    activateIntro:
      'Sinulle on annettu lukuoikeus toisen asiakkaan käyttöpaikkoihin. Hyväksymisen jälkeen näet ne käyttöpaikkojesi joukossa, vain lukuoikeudella.',
    activate: 'Hyväksy lukuoikeus',
    activating: 'Hyväksytään…',
    noCode:
      'Linkistä puuttuu hyväksymiskoodi. Avaa linkki uudelleen sähköpostista tai pyydä uusi kutsu.',
    activated: (grantor: string) =>
      `Lukuoikeus hyväksyttiin. Näet nyt käyttäjän ${grantor} käyttöpaikat vain lukuoikeudella.`,
    toPlaces: 'Siirry käyttöpaikkoihin',
    // Spec §8: each representation code opens its own dialog.
    codes: {
      RepresentativeAlreadyActivatedException: {
        title: 'Lukuoikeus on jo hyväksytty',
        text: 'Tämä lukuoikeus on jo voimassa. Näet käyttöpaikat käyttöpaikkojesi joukossa.',
      },
      RepresentativeAlreadyRevokedException: {
        title: 'Lukuoikeus on päättynyt',
        text: 'Lukuoikeuden antaja on jo perunut tämän lukuoikeuden.',
      },
      RepresentativeEmailMismatchException: {
        title: 'Kutsu on toiselle osoitteelle',
        text: 'Kutsu lähetettiin eri sähköpostiosoitteeseen kuin sillä, jolla olet kirjautunut. Kirjaudu kutsun saaneella tunnuksella.',
      },
      RepresentativeGeneralException: {
        title: 'Lukuoikeutta ei voitu käsitellä',
        text: 'Lukuoikeuden käsittely ei onnistunut. Tarkista tiedot tai pyydä uusi kutsu.',
      },
    },
  },
};
