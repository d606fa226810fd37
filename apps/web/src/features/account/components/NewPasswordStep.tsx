import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { password as passwordRule, PASSWORD_MIN } from '@kaksha/contracts';
import { Button } from '../../../components/form/Button.tsx';
import { Notice } from '../../../components/Notice.tsx';
import ui from '../../../components/ui.module.css';
import classes from './NewPasswordStep.module.css';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { isApiClientError } from '../../../lib/api.ts';
import { adminLoginPath } from '../../../lib/config.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useResetPassword } from '../api/password.ts';

const s = t.restore;
/** How long the success message stays before the login page opens. */
export const RESET_REDIRECT_MS = 2000;

/** Step 3: new and confirm password; the confirm box is green when they match and red otherwise. */
export function NewPasswordStep({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => void navigate(adminLoginPath, { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const matches = confirm !== '' && confirm === newPassword;
  const showMatch = confirm !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const rule = passwordRule.safeParse(newPassword);
    if (!rule.success) {
      setPasswordError(rule.error.issues[0]?.message ?? s.resetFailed);
      return;
    }
    if (newPassword !== confirm) {
      setFailure(s.passwordsMismatch);
      return;
    }
    reset.mutate(
      { email, newPassword, resetToken },
      {
        onSuccess: (reply) => (reply.success ? setDone(true) : setFailure(s.resetFailed)),
        onError: (error) => {
          if (isApiClientError(error) && error.fieldErrors.newPassword) {
            setPasswordError(error.fieldErrors.newPassword);
          } else if (isApiClientError(error) && error.kind === 'http' && error.status < 500) {
            setFailure(s.resetFailed);
          } else {
            setFailure(s.resetError);
          }
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className={ui.stack}>
      <PasswordField
        label={s.newPassword}
        name="newPassword"
        autoComplete="new-password"
        required
        description={fmt(t.register.passwordHint, { min: PASSWORD_MIN })}
        value={newPassword}
        error={passwordError ?? undefined}
        onChange={(e) => {
          setNewPassword(e.currentTarget.value);
          setPasswordError(null);
        }}
      />
      <PasswordField
        label={s.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.currentTarget.value)}
        aria-invalid={showMatch && !matches ? true : undefined}
        inputClassName={showMatch ? (matches ? classes.match : classes.mismatch) : undefined}
        description={
          showMatch ? (
            <span className={matches ? classes.matchText : classes.mismatchText}>
              <span aria-hidden="true">{matches ? '✓ ' : '✗ '}</span>
              {matches ? s.passwordsMatch : s.passwordsMismatch}
            </span>
          ) : undefined
        }
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      {done && <Notice tone="success">{s.resetSuccess}</Notice>}
      <Button type="submit" fullWidth loading={reset.isPending} disabled={done}>
        {s.reset}
      </Button>
    </form>
  );
}
