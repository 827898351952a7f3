import { useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import type { Company } from '../../api/rowTypes';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { isPhone } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { fiForms } from '../../i18n/fiForms';

const t = fiForms.register;

/** The server's rules for #103: name 1..100 characters, not blank; an optional phone number. */
export function validateRegistration(name: string, phone: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (name.trim() === '') errors.name = fiForms.field.required;
  else if (name.length > 100) errors.name = fiForms.field.length(1, 100);
  if (phone.trim() !== '' && !isPhone(phone.trim())) errors.phone = fiForms.field.phone;
  return errors;
}

/**
 * A signed-up identity without a portal user (GET me has no priwattiId) creates one (#103). The
 * gateway's session then acts as the new user, so GET me and the content are refetched.
 */
export function RegisterForm() {
  const companies = formsApi.useGetCompaniesQuery();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [company, setCompany] = useState<Company | ''>('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [register, { isLoading }] = formsApi.useRegisterUserMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegistration(name, phone);
    if (company === '') found.company = fiForms.field.required;
    setClientErrors(found);
    if (Object.keys(found).length > 0 || company === '') return;
    const trimmedPhone = phone.trim();
    await write.run(
      () =>
        register({
          name: name.trim(),
          company,
          ...(trimmedPhone ? { phone: trimmedPhone } : {}),
        }).unwrap(),
      // The front page itself is the result: GET me now names the user, so the page shows
      // the places in place of this form (which unmounts, dialog and all).
      () => null,
    );
  }

  return (
    <section className="card" aria-labelledby="register-title">
      <h2 id="register-title">{t.title}</h2>
      <p>{t.intro}</p>
      <QueryState query={companies} failed={t.companiesFailed}>
        {(data) => (
          <form onSubmit={submit} noValidate aria-labelledby="register-title">
            {Object.keys(clientErrors).length > 0 || write.formError ? (
              <p className="form-error" role="alert">
                {fiForms.outcome.validation}
              </p>
            ) : null}
            <TextField
              label={t.name}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={errors.name}
            />
            <TextField
              label={t.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={errors.phone}
            />
            <fieldset aria-describedby={errors.company ? 'register-company-error' : undefined}>
              <legend>{t.company}</legend>
              {data.companies.map((each) => (
                <label key={each.company} className="checkbox">
                  <input
                    type="radio"
                    name="company"
                    value={each.company}
                    checked={company === each.company}
                    onChange={() => setCompany(each.company)}
                  />
                  {each.companyName}
                </label>
              ))}
              {errors.company ? (
                <p id="register-company-error" className="field__error">
                  {errors.company}
                </p>
              ) : null}
            </fieldset>
            <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
              {isLoading ? fiForms.saving : t.submit}
            </button>
          </form>
        )}
      </QueryState>
      <WriteOutcome write={write} codes={{ ACCOUNT_EXISTS: t.exists }} />
    </section>
  );
}
