import { useId } from 'react';
import { fi } from '../i18n/fi';
import { useCompany } from './company';

/**
 * Chooses the company a user of several companies works in (A62); the company screens follow
 * the choice, and the person's browser remembers it. Not shown for a user of one company.
 */
export function CompanySwitcher() {
  const id = useId();
  const { companies, company, choose } = useCompany();
  if (companies.length < 2 || !company) return null;
  return (
    <div className="company-switcher">
      <label htmlFor={id}>{fi.uiMode.companySwitcher}</label>
      <select
        id={id}
        value={company.companyReferenceId}
        onChange={(event) => choose(event.target.value)}
      >
        {companies.map((c) => (
          <option key={c.companyReferenceId} value={c.companyReferenceId}>
            {c.companyName}
          </option>
        ))}
      </select>
    </div>
  );
}
