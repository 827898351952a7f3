/** Field-level messages (a 400's field errors and the forms' own checks), kept apart from
 * fiForms so the first page can word field errors without loading every form's strings. */
export const fiFieldErrors = {
  required: 'Pakollinen tieto.',
  number: 'Anna luku.',
  range: (min: string, max: string) => `Arvon pitää olla välillä ${min}–${max}.`,
  length: (min: number, max: number) =>
    min <= 1 ? `Enintään ${max} merkkiä.` : `${min}–${max} merkkiä.`,
  email: 'Anna sähköpostiosoite muodossa nimi@esimerkki.fi.',
  phone: 'Anna puhelinnumero, esimerkiksi +358 40 123 4567.',
  bottomBelowTop: 'Alarajan pitää olla pienempi kuin yläraja.',
  invalid: 'Virheellinen arvo.',
  tooLong: (max: number) => `Enintään ${max} merkkiä.`,
  tooShort: (min: number) => `Vähintään ${min} merkkiä.`,
  code: 'Anna kuusinumeroinen koodi.',
  date: 'Anna päivämäärä.',
  postalCode: 'Anna viisinumeroinen postinumero.',
  notAllowed: 'Valitse jokin sallituista vaihtoehdoista.',
  passwordPolicy:
    'Salasanassa pitää olla vähintään 10 merkkiä, isoja ja pieniä kirjaimia sekä numero.',
  codeMismatch: 'Koodi ei kelpaa. Tarkista koodi.',
  codeExpired: 'Koodi on vanhentunut. Pyydä uusi koodi.',
};
