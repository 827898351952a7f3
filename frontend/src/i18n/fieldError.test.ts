import { finnishFieldError } from './fieldError';

describe('field errors in Finnish', () => {
  it('words each code with its bounds, never the English message', () => {
    const cases: [Parameters<typeof finnishFieldError>[0], string][] = [
      [{ field: 'name', code: 'required', message: 'required' }, 'Pakollinen tieto.'],
      [
        { field: 'name', code: 'too_long', message: 'x', params: { min: 1, max: 60 } },
        'Enintään 60 merkkiä.',
      ],
      [
        { field: 'limit', code: 'out_of_range', message: 'x', params: { min: 0.5, max: 12 } },
        'Arvon pitää olla välillä 0,5–12.',
      ],
      [
        { field: 'email', code: 'invalid_format', message: 'x', params: { format: 'email' } },
        'Anna sähköpostiosoite muodossa nimi@esimerkki.fi.',
      ],
      [
        { field: 'code', code: 'code_expired', message: 'x' },
        'Koodi on vanhentunut. Pyydä uusi koodi.',
      ],
      [
        { field: 'bottom_below_top', code: 'invalid', message: 'x' },
        'Alarajan pitää olla pienempi kuin yläraja.',
      ],
      [{ field: 'x', code: 'something_new', message: 'x' }, 'Virheellinen arvo.'],
    ];
    for (const [error, finnish] of cases) expect(finnishFieldError(error)).toBe(finnish);
  });
});
