import { fi } from '../i18n/fi';

/** A company (B2B) user: the company view is not part of this portal version (spec §6 UI mode). */
export function B2BNotice() {
  return (
    <section className="notice" role="note" aria-labelledby="b2b-title">
      <h2 id="b2b-title">{fi.uiMode.b2bTitle}</h2>
      <p>{fi.uiMode.b2bNotice}</p>
    </section>
  );
}
