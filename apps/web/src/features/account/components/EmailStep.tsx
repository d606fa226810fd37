import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/form/Button.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { Notice } from '../../../components/Notice.tsx';
import ui from '../../../components/ui.module.css';
import { isApiClientError } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/index.ts';
import { useSendOtp } from '../api/password.ts';

const s = t.restore;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a /send-otp call that threw: the server's words for a 4xx it explained, else the spec's. */
export function sendOtpErrorMessage(error: unknown): string {
  if (isApiClientError(error) && error.kind === 'http' && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return s.unexpected;
}

export function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, message: string) => void;
}) {
  const sendOtp = useSendOtp();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const value = email.trim();
    if (value === '') return setFieldError(s.emailRequired);
    if (!EMAIL_PATTERN.test(value)) return setFieldError(s.emailInvalid);
    setFieldError(null);
    sendOtp.mutate(
      { email: value },
      {
        onSuccess: (reply) => (reply.success ? onSent(value, reply.message) : setFailure(s.sendFailed)),
        onError: (error) => setFailure(sendOtpErrorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className={ui.stack}>
      <p style={{ margin: 0 }}>{s.emailIntro}</p>
      <TextField
        label={s.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={fieldError ?? undefined}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          setFieldError(null);
        }}
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      <Button type="submit" fullWidth loading={sendOtp.isPending}>
        {s.sendOtp}
      </Button>
    </form>
  );
}
