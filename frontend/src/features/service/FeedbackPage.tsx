import { useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import { useWrite } from '../../components/forms/useWrite';
import { TextField } from '../../components/TextField';
import { fiForms } from '../../i18n/fiForms';
import { fiSelfService } from '../../i18n/fiSelfService';
import { useUserContent } from '../../place/usePlaces';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';
import { TextArea } from './TextArea';

const t = fiSelfService.feedback;

/** The server's rules: rating 1..5, comment at most 2000 characters. */
export function validateAppFeedback(rating: number | null, comment: string) {
  const errors: Record<string, string> = {};
  if (rating === null) errors.rating = fiForms.field.required;
  else if (rating < 1 || rating > 5) errors.rating = fiForms.field.range('1', '5');
  if (comment.length > 2000) errors.comment = fiForms.field.length(0, 2000);
  return errors;
}

/** The server's rules: message 1..2000 and not blank, page at most 200 characters. */
export function validateErrorFeedback(message: string, page: string) {
  const errors: Record<string, string> = {};
  if (message.trim() === '') errors.message = fiForms.field.required;
  else if (message.length > 2000) errors.message = fiForms.field.length(1, 2000);
  if (page.length > 200) errors.page = fiForms.field.length(0, 200);
  return errors;
}

/** #146: a 1–5 rating of the portal with an optional comment. */
function AppFeedbackForm({ userId }: { userId: number }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [send, { isLoading }] = formsApi.useSendAppFeedbackMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateAppFeedback(rating, comment);
    setClientErrors(checked);
    if (Object.keys(checked).length > 0 || rating === null) return;
    const ok = await write.run(
      async () => {
        await send({
          userId,
          appFeedbackRequest: {
            rating,
            comment: comment.trim() === '' ? null : comment.trim(),
          },
        }).unwrap();
        return true;
      },
      () => t.appSent,
    );
    if (ok) {
      setRating(null);
      setComment('');
    }
  }

  return (
    <section className="card" aria-labelledby="feedback-app">
      <h2 id="feedback-app">{t.appTitle}</h2>
      <form onSubmit={submit} noValidate aria-labelledby="feedback-app">
        <FormAlert show={Object.keys(clientErrors).length > 0 || write.formError !== null} />
        <fieldset
          className={`field${errors.rating ? ' field--invalid' : ''}`}
          aria-describedby={errors.rating ? 'feedback-rating-error' : undefined}
        >
          <legend>{t.rating}</legend>
          {t.ratings.map((label, index) => (
            <label key={label} className="checkbox">
              <input
                type="radio"
                name="rating"
                value={index + 1}
                checked={rating === index + 1}
                onChange={() => setRating(index + 1)}
              />
              {label}
            </label>
          ))}
          {errors.rating ? (
            <p className="field__error" id="feedback-rating-error">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <TextArea
          label={t.comment}
          name="comment"
          maxLength={2000}
          value={comment}
          onChange={setComment}
          error={errors.comment}
        />
        <SubmitButton pending={isLoading} label={fiForms.send} pendingLabel={fiForms.sending} />
      </form>
      <WriteOutcome write={write} />
    </section>
  );
}

/** #145: a report of an error on a page (the gateway adds the version headers). */
function ErrorFeedbackForm() {
  const [message, setMessage] = useState('');
  const [page, setPage] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [send, { isLoading }] = formsApi.useSendErrorFeedbackMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateErrorFeedback(message, page);
    setClientErrors(checked);
    if (Object.keys(checked).length > 0) return;
    const ok = await write.run(
      async () => {
        await send({
          message: message.trim(),
          page: page.trim() === '' ? null : page.trim(),
        }).unwrap();
        return true;
      },
      () => t.errorSent,
    );
    if (ok) {
      setMessage('');
      setPage('');
    }
  }

  return (
    <section className="card" aria-labelledby="feedback-error">
      <h2 id="feedback-error">{t.errorTitle}</h2>
      <p>{t.errorIntro}</p>
      <form onSubmit={submit} noValidate aria-labelledby="feedback-error">
        <FormAlert show={Object.keys(clientErrors).length > 0 || write.formError !== null} />
        <TextArea
          label={t.errorMessage}
          name="message"
          maxLength={2000}
          value={message}
          onChange={setMessage}
          error={errors.message}
        />
        <TextField
          label={t.errorPage}
          name="page"
          maxLength={200}
          value={page}
          onChange={(event) => setPage(event.target.value)}
          error={errors.page}
        />
        <SubmitButton pending={isLoading} label={fiForms.send} pendingLabel={fiForms.sending} />
      </form>
      <WriteOutcome write={write} />
    </section>
  );
}

/** Feedback (/palaute): rate the portal (#146) and report an error (#145). */
export function FeedbackPage() {
  const { ownUserId } = useUserContent();
  return (
    <>
      <h1>{t.title}</h1>
      {ownUserId !== undefined ? <AppFeedbackForm userId={ownUserId} /> : null}
      <ErrorFeedbackForm />
    </>
  );
}
