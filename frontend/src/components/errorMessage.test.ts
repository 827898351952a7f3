import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiError, ERROR_CODES } from '../api/problem';
import { errorMessage } from './errorMessage';

const repository = join(__dirname, '..', '..', '..');

/**
 * Every code the gateway's OpenAPI document declares in its refusals' descriptions
 * ("UPSTREAM_UNAVAILABLE or STORE_UNAVAILABLE", "FORBIDDEN: not a developer"): the words in
 * capitals, less the staff groups (ADMIN_…) some descriptions name.
 */
function declaredCodes(): Set<string> {
  const document = JSON.parse(
    readFileSync(join(repository, 'openapi', 'gateway.json'), 'utf8'),
  ) as {
    paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
  };
  const codes = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status.startsWith('2')) continue;
        for (const word of response.description?.match(/\b[A-Z]{4,}(?:_[A-Z]+)*\b/g) ?? []) {
          if (!word.startsWith('ADMIN_')) codes.add(word);
        }
      }
    }
  }
  return codes;
}

/** Every code `ApiError::code` in the gateway answers with (its `=> "CODE"` arms). */
function gatewayCodes(): Set<string> {
  const source = readFileSync(join(repository, 'gateway', 'src', 'error.rs'), 'utf8');
  const body = source.slice(source.indexOf('pub fn code('));
  const end = body.indexOf('\n    }\n');
  return new Set(
    [...body.slice(0, end).matchAll(/=> "([A-Z_]+)"/g)].map((match) => match[1] ?? ''),
  );
}

const error = (status: number, code: string, retryAfterSeconds?: number): ApiError => ({
  status,
  problem: { status, code },
  retryAfterSeconds,
});

describe('errorMessage', () => {
  it('knows every problem code the OpenAPI document declares', () => {
    const declared = declaredCodes();
    // The document declares the common ones; a parse that found none would prove nothing.
    expect(declared).toContain('STORE_UNAVAILABLE');
    expect(declared).toContain('VALIDATION_FAILED');
    expect(
      [...declared].filter((code) => !(ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
  });

  it('knows every code the gateway answers with, documented or not', () => {
    const answered = gatewayCodes();
    expect(answered).toContain('MAINTENANCE');
    expect(
      [...answered].filter((code) => !(ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
  });

  it('tells that the service is being maintained and when to try again', () => {
    expect(errorMessage(error(503, 'MAINTENANCE', 900))).toBe(
      'Palvelussa on huoltokatko. Yritä uudelleen 15 minuutin kuluttua.',
    );
    expect(errorMessage(error(503, 'MAINTENANCE', 60))).toBe(
      'Palvelussa on huoltokatko. Yritä uudelleen minuutin kuluttua.',
    );
    expect(errorMessage(error(503, 'MAINTENANCE', 30))).toBe(
      'Palvelussa on huoltokatko. Yritä uudelleen 30 sekunnin kuluttua.',
    );
    expect(errorMessage(error(503, 'MAINTENANCE'))).toBe(
      'Palvelussa on huoltokatko. Yritä hetken kuluttua uudelleen.',
    );
  });

  it('tells that the service is temporarily unavailable', () => {
    const unavailable = 'Palvelu on tilapäisesti poissa käytöstä. Yritä hetken kuluttua uudelleen.';
    expect(errorMessage(error(503, 'STORE_UNAVAILABLE'))).toBe(unavailable);
    expect(errorMessage(error(503, 'UPSTREAM_UNAVAILABLE'))).toBe(unavailable);
    // A 503 without a body the gateway wrote (a proxy's) says the same.
    expect(errorMessage({ status: 503 })).toBe(unavailable);
  });

  it('keeps the other messages', () => {
    expect(errorMessage(error(504, 'UPSTREAM_TIMEOUT'))).toBe(
      'Palvelu ei juuri nyt vastaa. Yritä hetken kuluttua uudelleen.',
    );
    expect(errorMessage(error(429, 'RATE_LIMITED', 30))).toBe(
      'Liian monta yritystä. Yritä uudelleen 30 sekunnin kuluttua.',
    );
    expect(errorMessage(error(400, 'SOMETHING_NEW'))).toBe(
      'Jokin meni vikaan. Yritä hetken kuluttua uudelleen.',
    );
    expect(errorMessage(new Error('x'))).toBe(
      'Jokin meni vikaan. Yritä hetken kuluttua uudelleen.',
    );
  });
});
