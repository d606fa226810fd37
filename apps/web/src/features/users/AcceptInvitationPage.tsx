import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { password as passwordRule, PASSWORD_MIN, type InvitationInfo } from '@kaksha/contracts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { Button } from '../../components/form/Button.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import ui from '../../components/ui.module.css';
import { isApiClientError } from '../../lib/api.ts';
import { adminLoginPath } from '../../lib/config.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tUsers } from '../../lib/i18n/users.ts';
import { useAction } from '../../lib/useAction.ts';
import { acceptInvitation, lookupInvitation } from './api/invitation.ts';
import classes from './components/AcceptInvitation.module.css';

const s = tUsers.invitation;

/**
 * The token of the emailed link (/accept-invitation#token=…), read once: the fragment never reaches a
 * server or a Referer, and it is taken out of the address bar so that it does not stay in the history.
 */
let takenToken = '';
function takeToken(): string {
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromHash) takenToken = fromHash;
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return takenToken;
}

type State =
  { kind: 'checking' } | { kind: 'ready'; info: InvitationInfo } | { kind: 'invalid'; message: string };

/** /accept-invitation: a new staff user sets their first password, then lands in the admin area. */
export default function AcceptInvitationPage() {
  const [token] = useState(takeToken);
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'checking' } : { kind: 'invalid', message: s.missing },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    lookupInvitation(token).then(
      (info) => active && setState({ kind: 'ready', info }),
      (error: unknown) =>
        active &&
        setState({
          kind: 'invalid',
          message: isApiClientError(error) && error.status === 404 ? s.invalid : s.failed,
        }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <AuthLayout title={s.pageTitle}>
      <div className={ui.stack} style={{ ['--stack-gap' as string]: '1.25rem' }}>
        <h1 className={ui.title}>{s.heading}</h1>
        {state.kind === 'checking' && (
          <p className={ui.muted} role="status">
            {s.checking}
          </p>
        )}
        {state.kind === 'invalid' && (
          <>
            <Notice tone="error">{state.message}</Notice>
            <p style={{ margin: 0 }}>
              <Link to={adminLoginPath} className={ui.link}>
                {s.toLogin}
              </Link>
            </p>
          </>
        )}
        {state.kind === 'ready' && <PasswordForm token={token} info={state.info} />}
      </div>
    </AuthLayout>
  );
}

function PasswordForm({ token, info }: { token: string; info: InvitationInfo }) {
  const navigate = useNavigate();
  const accept = useAction(acceptInvitation);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = confirm !== '' && confirm === password;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const rule = passwordRule.safeParse(password);
    if (!rule.success) {
      setPasswordError(rule.error.issues[0]?.message ?? s.failed);
      return;
    }
    if (password !== confirm) {
      setFailure(s.mismatch);
      return;
    }
    accept.mutate(
      { token, password },
      {
        onSuccess: () => void navigate('/adminhome', { replace: true }),
        onError: (error) => {
          if (isApiClientError(error) && error.fieldErrors.password)
            setPasswordError(error.fieldErrors.password);
          else if (isApiClientError(error) && error.status === 404) setFailure(s.invalid);
          else setFailure(isApiClientError(error) && error.serverMessage ? error.serverMessage : s.failed);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className={ui.stack}>
      <p className={ui.muted} style={{ margin: 0 }}>
        {fmt(s.intro, { name: info.userName, organisation: info.organisationName })}
      </p>
      <div>
        <p className={`${ui.small} ${ui.muted}`} style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>
          {s.login}
        </p>
        <p className={classes.login}>{info.email}</p>
      </div>
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={info.email} readOnly hidden />
      <PasswordField
        label={s.password}
        name="password"
        autoComplete="new-password"
        required
        description={fmt(s.passwordHint, { min: PASSWORD_MIN })}
        value={password}
        error={passwordError ?? undefined}
        onChange={(e) => {
          setPassword(e.currentTarget.value);
          setPasswordError(null);
        }}
      />
      <PasswordField
        label={s.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.currentTarget.value)}
        aria-invalid={confirm !== '' && !matches ? true : undefined}
        inputClassName={confirm !== '' ? (matches ? classes.match : classes.mismatch) : undefined}
        description={
          confirm !== '' ? (
            <span className={matches ? classes.matchText : classes.mismatchText}>
              <span aria-hidden="true">{matches ? '✓ ' : '✗ '}</span>
              {matches ? s.match : s.mismatch}
            </span>
          ) : undefined
        }
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      <Button type="submit" fullWidth loading={accept.isPending}>
        {accept.isPending ? s.submitting : s.submit}
      </Button>
    </form>
  );
}
