import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { Button } from '../../components/form/Button.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import ui from '../../components/ui.module.css';
import { config } from '../../lib/config.ts';
import { t } from '../../lib/i18n/index.ts';
import { useSignIn } from './api/session.ts';

const s = t.login;

/** A message handed over by navigation state, e.g. 'Invalid credentials. Please log in again.'. */
function noticeFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'notice' in state) {
    const notice = (state as { notice: unknown }).notice;
    return typeof notice === 'string' ? notice : null;
  }
  return null;
}

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5Z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 2.9-2.2 5.4-4.8 7.1l7.7 6c4.5-4.2 6.9-10.3 6.9-17.6Z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l8-6.1Z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-8 6.1C6.6 42.6 14.6 48 24 48Z"
      />
    </svg>
  );
}

const googleNotices: Record<string, { tone: 'error' | 'info'; text: string } | undefined> = {
  denied: { tone: 'error', text: t.login.googleDenied },
  failed: { tone: 'error', text: t.login.googleFailed },
  off: { tone: 'info', text: t.login.googleUnavailable },
};

/** /{brand}admin and /login: the administrator login. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [googleNotice, setGoogleNotice] = useState(false);
  const handedOver = noticeFrom(location.state);
  // Back from the Google sign-in without a session: /login?google=denied|failed|off.
  const [params] = useSearchParams();
  const googleOutcome = googleNotices[params.get('google') ?? ''];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    signIn.mutate(
      { email, password },
      {
        onSuccess: (outcome) => {
          if (outcome.ok) {
            setPassword('');
            void navigate('/adminhome');
          } else {
            setError(outcome.message);
          }
        },
      },
    );
  };

  const onGoogle = () => {
    if (config.googleSignIn) window.location.assign('/api/v1/auth/google');
    else setGoogleNotice(true);
  };

  return (
    <AuthLayout title={s.pageTitle}>
      <div className={ui.stack} style={{ ['--stack-gap' as string]: '1.25rem' }}>
        <div>
          <div className={ui.row}>
            <Link to="/loginselect" className={ui.iconButton} aria-label={s.back}>
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
            <h1 className={ui.title}>{s.heading}</h1>
          </div>
          <p className={ui.muted} style={{ marginTop: '0.25rem', paddingLeft: '3rem' }}>
            {s.intro}
          </p>
        </div>

        {handedOver && !error && <Notice tone="error">{handedOver}</Notice>}

        <form onSubmit={onSubmit} className={ui.stack}>
          <TextField
            label={s.email}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordField
            label={s.password}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <div className={ui.end} style={{ marginTop: '-0.5rem' }}>
            <Link to="/restorepassword" className={`${ui.link} ${ui.small}`}>
              {s.forgot}
            </Link>
          </div>
          {error && <Notice tone="error">{error}</Notice>}
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {s.submit}
          </Button>
        </form>

        <div className={ui.divider}>{s.or}</div>

        <Button variant="default" fullWidth leftSection={<GoogleIcon />} onClick={onGoogle}>
          {s.google}
        </Button>
        {googleNotice && <Notice tone="info">{s.googleUnavailable}</Notice>}
        {googleOutcome && !googleNotice && !error && (
          <Notice tone={googleOutcome.tone}>{googleOutcome.text}</Notice>
        )}
      </div>
    </AuthLayout>
  );
}
