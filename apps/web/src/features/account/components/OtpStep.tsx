import { useId, useState, type FormEvent } from 'react';
import { OTP_COUNTDOWN_SECONDS, OTP_LENGTH } from '@kaksha/contracts';
import { Button } from '../../../components/form/Button.tsx';
import { Notice } from '../../../components/Notice.tsx';
import ui from '../../../components/ui.module.css';
import { OtpInput } from '../../../components/OtpInput.tsx';
import { ResendCountdown } from '../../../components/ResendCountdown.tsx';
import { isApiClientError } from '../../../lib/api.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useSendOtp, useVerifyOtp } from '../api/password.ts';
import { sendOtpErrorMessage } from './EmailStep.tsx';

const s = t.restore;
const blank = () => Array.from({ length: OTP_LENGTH }, () => '');

interface OtpStepProps {
  email: string;
  /** The server's reply to the first /send-otp, shown above the boxes. */
  sentMessage?: string;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
}

/** Step 2: four OTP boxes, a 120-second countdown, Resend at 0, then verification on the server. */
export function OtpStep({ email, sentMessage, onVerified, onChangeEmail }: OtpStepProps) {
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const [digits, setDigits] = useState<string[]>(blank);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(sentMessage ?? null);
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!/^\d+$/.test(otp) || otp.length !== OTP_LENGTH) {
      setError(s.otpIncomplete);
      return;
    }
    setError(null);
    verify.mutate(
      { email, otp },
      {
        onSuccess: (reply) => {
          if (reply.success && reply.resetToken) onVerified(reply.resetToken);
          else setError(reply.message || s.otpIncorrect);
        },
        onError: (err) =>
          setError(
            isApiClientError(err) && err.kind === 'http' && err.status < 500
              ? (err.serverMessage ?? s.otpIncorrect)
              : s.unexpected,
          ),
      },
    );
  };

  const onResend = () => {
    setDigits(blank());
    setError(null);
    setInfo(null);
    resend.mutate(
      { email },
      {
        onSuccess: (reply) => (reply.success ? setInfo(s.resent) : setError(s.sendFailed)),
        onError: (err) => setError(sendOtpErrorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className={ui.stack}>
      <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{fmt(s.otpIntro, { email })}</p>
      {info && <Notice tone="info">{info}</Notice>}
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        invalid={error !== null}
        describedBy={error ? errorId : undefined}
        autoFocus
      />
      {error && (
        <Notice tone="error" id={errorId}>
          {error}
        </Notice>
      )}
      <Button type="submit" fullWidth loading={verify.isPending}>
        {s.verify}
      </Button>
      <ResendCountdown seconds={OTP_COUNTDOWN_SECONDS} onResend={onResend} busy={resend.isPending} />
      <p style={{ margin: 0 }}>
        <button type="button" className={`${ui.link} ${ui.small}`} onClick={onChangeEmail}>
          {s.changeEmail}
        </button>
      </p>
    </form>
  );
}
