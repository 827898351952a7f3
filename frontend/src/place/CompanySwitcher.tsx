import { useId } from 'react';
import { useNavigate } from 'react-router';
import { fi } from '../i18n/fi';
import { useCompany } from './company';

/**
 * Chooses the company a user of several companies works in (A62); the person's browser
 * remembers it. A switch lands on the new company's place list from any page: a screen of the
 * old company's place or user names nothing the new company has. Not shown for a user of one
 * company.
 */
export function CompanySwitcher() {
  const id = useId();
  const navigate = useNavigate();
  const { companies, company, choose } = useCompany();
  if (companies.length < 2 || !company) return null;

  async function switchTo(companyRef: string) {
    // Leave the old company's screen first, so it never asks for its data as the new company.
    await navigate('/');
    choose(companyRef);
  }

  return (
    <div className="company-switcher">
      <label htmlFor={id}>{fi.uiMode.companySwitcher}</label>
      <select
        id={id}
        value={company.companyReferenceId}
        onChange={(event) => void switchTo(event.target.value)}
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
