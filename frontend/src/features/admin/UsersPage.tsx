import { useId, useState, type ReactNode } from 'react';
import { adminApi, type AccountOutcome } from '../../api/adminApi';
import { isApiError } from '../../api/problem';
import { ConfirmDialog, DoneDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { fi } from '../../i18n/fi';
import { fiAdmin } from './fiAdmin';
import { Done, OriginSelect, WriteError, type Origin } from './parts';
import { EmailField } from './SearchTool';

const t = fiAdmin.users;

/** The account modes of spec §3 that user administration opens a dialog for, and deletion. */
type Mode = 'create' | 'identify' | 'delete';

/** What a finished write says, in its success dialog and in the page's status line. */
interface Outcome {
  title: string;
  text: string;
}

const CUSTOMER_CODE = /^A\d{7}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Finnish words for a refusal of #15–#17: what the status means for this mode. */
function refusal(mode: Mode, error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return t.notFound[mode];
  if (error.status === 409) {
    return error.problem?.code === 'STAFF_ACCOUNT' ? t.staffAccount : t.exists[mode];
  }
  return null;
}

/**
 * A dialog holding one form: its intro, fields and the field check's problem, with the form's
 * submit button and Close (Escape too) as its actions.
 */
function FormDialog({
  title,
  intro,
  submit,
  busy = false,
  problem,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  intro: string;
  submit: string;
  busy?: boolean;
  problem?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      role="dialog"
      onEscape={onClose}
      actions={
        <>
          <button type="submit" form={formId} className="button" disabled={busy}>
            {busy ? fiAdmin.saving : submit}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {fi.common.close}
          </button>
        </>
      }
    >
      <p>{intro}</p>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {problem ? (
          <p role="alert" className="field__error">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/**
 * #16 (CREATE_ACCOUNT_MODE) and #17 (IDENTIFY_ACCOUNT_MODE): the customer by company and
 * customer code, and the account's e-mail. The dialog stays open with the gateway's refusal.
 */
function CustomerAccountDialog({
  mode,
  onClose,
  onDone,
}: {
  mode: 'create' | 'identify';
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const originId = useId();
  const [create, created] = adminApi.useCreateUserAccountMutation();
  const [identify, identified] = adminApi.useIdentifyUserAccountMutation();
  const [email, setEmail] = useState('');
  const [origin, setOrigin] = useState<Origin>('VARE');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const busy = created.isLoading || identified.isLoading;
  const texts = mode === 'create' ? t.create : t.identify;
  const [error, setError] = useState<unknown>(null);

  async function submit() {
    const address = email.trim();
    const customerCode = code.trim().toUpperCase();
    if (!EMAIL.test(address) || !CUSTOMER_CODE.test(customerCode)) {
      setProblem(t.checkFields);
      return;
    }
    setProblem(undefined);
    const body = { email: address, origin, customerCode };
    try {
      const answer: AccountOutcome =
        mode === 'create' ? await create(body).unwrap() : await identify(body).unwrap();
      onDone({ title: texts.doneTitle, text: texts.done(answer.email, customerCode, answer) });
    } catch (failure) {
      setError(failure);
    }
  }

  return (
    <FormDialog
      title={texts.title}
      intro={texts.intro}
      submit={texts.submit}
      busy={busy}
      problem={problem}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <EmailField value={email} onChange={setEmail} />
      <OriginSelect
        id={`${originId}-origin`}
        label={fiAdmin.originLabel}
        value={origin}
        onChange={(value) => setOrigin(value as Origin)}
      />
      <TextField
        label={t.customerCode}
        hint={t.customerCodeHint}
        autoComplete="off"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <WriteError own={refusal(mode, error)} error={error} />
    </FormDialog>
  );
}

/**
 * #15: the account by e-mail, deleted only after a confirmation that says what follows (its
 * sign-ins end at once; the customer and their data stay).
 */
function DeleteAccountDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const [remove, removal] = adminApi.useDeleteUserAccountMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function confirm() {
    try {
      const answer = await remove({ email: email.trim() }).unwrap();
      onDone({ title: t.remove.doneTitle, text: t.remove.done(answer) });
    } catch (failure) {
      setError(failure);
    }
  }

  if (asking) {
    return (
      <ConfirmDialog
        title={t.remove.confirmTitle(email.trim())}
        confirm={t.remove.confirm}
        busy={removal.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
          setError(null);
        }}
      >
        <p>{t.remove.confirmText}</p>
        <WriteError own={refusal('delete', error)} error={error} />
      </ConfirmDialog>
    );
  }
  return (
    <FormDialog
      title={t.remove.title}
      intro={t.remove.intro}
      submit={t.remove.submit}
      problem={problem}
      onSubmit={() => {
        if (!EMAIL.test(email.trim())) {
          setProblem(t.checkFields);
          return;
        }
        setProblem(undefined);
        setAsking(true);
      }}
      onClose={onClose}
    >
      <EmailField value={email} onChange={setEmail} />
    </FormDialog>
  );
}

/**
 * User administration (#15–#17, A16): a customer's sign-in account created (CREATE_ACCOUNT_MODE)
 * or an existing one identified as the customer's (IDENTIFY_ACCOUNT_MODE), and an account
 * deleted. Each opens its dialog; each write ends with a dialog saying what happened.
 */
export function UsersPage() {
  const [open, setOpen] = useState<Mode | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [told, setTold] = useState(false);
  const finish = (done: Outcome) => {
    setOpen(null);
    setOutcome(done);
    setTold(false);
  };
  const close = () => setOpen(null);
  return (
    <section aria-labelledby="users-title" className="admin-tool">
      <h1 id="users-title">{t.title}</h1>
      <p>{t.intro}</p>
      <Done text={outcome?.text ?? null} />
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => setOpen('create')}>
          {t.create.title}
        </button>
        <button type="button" className="button" onClick={() => setOpen('identify')}>
          {t.identify.title}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOpen('delete')}
        >
          {t.remove.title}
        </button>
      </div>
      {open === 'create' || open === 'identify' ? (
        <CustomerAccountDialog key={open} mode={open} onClose={close} onDone={finish} />
      ) : null}
      {open === 'delete' ? <DeleteAccountDialog onClose={close} onDone={finish} /> : null}
      {outcome && !told ? (
        <DoneDialog title={outcome.title} onClose={() => setTold(true)}>
          <p>{outcome.text}</p>
        </DoneDialog>
      ) : null}
    </section>
  );
}
