import { fi } from '../i18n/fi';

/**
 * A company (B2B) user where a household screen was asked for (spec §6 UI mode), or, with its
 * own `message`, a company screen for a user given no company.
 */
export function B2BNotice({ message = fi.uiMode.b2bNotice }: { message?: string }) {
  return (
    <section className="notice" role="note" aria-labelledby="b2b-title">
      <h2 id="b2b-title">{fi.uiMode.b2bTitle}</h2>
      <p>{message}</p>
    </section>
  );
}
