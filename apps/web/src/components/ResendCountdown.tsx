import { useEffect, useState } from 'react';
import { Button } from './form/Button.tsx';
import { fmt, t } from '../lib/i18n/index.ts';

/** 125 → '2:05'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A countdown of `seconds`, ticking once a second from the clock (so a throttled tab stays right). */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { deadline: now + seconds * 1000, now };
  });
  const remaining = Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setClock((c) => ({ ...c, now: Date.now() })), 1000);
    return () => window.clearInterval(timer);
  }, [running, clock.deadline]);

  const restart = () => {
    const now = Date.now();
    setClock({ deadline: now + seconds * 1000, now });
  };

  return { remaining, restart };
}

interface ResendCountdownProps {
  /** Length of the countdown (the OTP's is 120 s). */
  seconds: number;
  /** Called when Resend is pressed, which also restarts the countdown. */
  onResend: () => void;
  busy?: boolean;
  label?: string;
}

/** 'You can resend the code in 1:59', then a Resend button that is enabled only at 0. */
export function ResendCountdown({ seconds, onResend, busy, label = t.restore.resend }: ResendCountdownProps) {
  const { remaining, restart } = useCountdown(seconds);
  const done = remaining === 0;

  const resend = () => {
    restart();
    onResend();
  };

  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '0.75rem',
      }}
    >
      {done ? (
        <p role="status" style={{ margin: 0, fontSize: 'var(--mantine-font-size-sm)' }}>
          {t.restore.resendReady}
        </p>
      ) : (
        <p role="timer" aria-live="off" style={{ margin: 0, fontSize: 'var(--mantine-font-size-sm)' }}>
          {fmt(t.restore.resendIn, { time: formatCountdown(remaining) })}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={resend} disabled={!done || busy}>
        {label}
      </Button>
    </div>
  );
}
