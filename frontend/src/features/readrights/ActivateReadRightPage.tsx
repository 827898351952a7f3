import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formsApi } from '../../api/formsApi';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { fiForms } from '../../i18n/fiForms';

const t = fiForms.readRights;

/**
 * `/lukuoikeus/aktivoi?koodi=…`: the page the invitation e-mail links to (#135). Signing in
 * comes first (the protected route returns here with the code); the right is accepted only on
 * the user's click, never on page load, so a link preview cannot accept it.
 */
export function ActivateReadRightPage() {
  const [params] = useSearchParams();
  const code = params.get('koodi')?.trim() ?? '';
  const [activate, { isLoading }] = formsApi.useActivateRepresentationMutation();
  const write = useWrite();
  const [grantor, setGrantor] = useState<string | null>(null);

  async function accept() {
    const done = await write.run(
      () => activate({ activationCode: code }).unwrap(),
      (right) => t.activated(right.grantorName),
    );
    if (done) setGrantor(done.grantorName);
  }

  return (
    <>
      <h1>{t.activateTitle}</h1>
      <section className="card">
        {code === '' ? (
          <p role="alert">{t.noCode}</p>
        ) : grantor !== null ? (
          <p>
            {t.activated(grantor)} <Link to="/">{t.toPlaces}</Link>
          </p>
        ) : (
          <>
            <p>{t.activateIntro}</p>
            <button
              type="button"
              className="button"
              onClick={() => void accept()}
              disabled={isLoading}
              aria-busy={isLoading}
            >
              {isLoading ? t.activating : t.activate}
            </button>
          </>
        )}
      </section>
      <WriteOutcome write={write} codes={t.codes} />
    </>
  );
}
