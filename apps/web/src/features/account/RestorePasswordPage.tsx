import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import ui from '../../components/ui.module.css';
import { adminLoginPath } from '../../lib/config.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { EmailStep } from './components/EmailStep.tsx';
import { NewPasswordStep } from './components/NewPasswordStep.tsx';
import { OtpStep } from './components/OtpStep.tsx';

const s = t.restore;

type Step = { n: 1 } | { n: 2; email: string; message: string } | { n: 3; email: string; resetToken: string };

/** /restorepassword: email → OTP (verified by the server) → new password → administrator login. */
export default function RestorePasswordPage() {
  const [step, setStep] = useState<Step>({ n: 1 });
  const [lastEmail, setLastEmail] = useState('');
  const stepRef = useRef<HTMLParagraphElement>(null);
  const firstRender = useRef(true);

  // Move focus to the step indicator when the step changes, so screen readers hear where they are.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (step.n !== 2) stepRef.current?.focus();
  }, [step.n]);

  return (
    <AuthLayout title={s.pageTitle}>
      <div className={ui.stack} style={{ ['--stack-gap' as string]: '1.5rem' }}>
        <div>
          <h1 className={ui.title}>{s.heading}</h1>
          <p
            ref={stepRef}
            tabIndex={-1}
            className={`${ui.muted} ${ui.small}`}
            style={{ marginTop: '0.25rem', fontWeight: 600, outline: 'none' }}
          >
            {fmt(s.step, { n: step.n })}
          </p>
        </div>
        {step.n === 1 && (
          <EmailStep
            initialEmail={lastEmail}
            onSent={(email, message) => {
              setLastEmail(email);
              setStep({ n: 2, email, message });
            }}
          />
        )}
        {step.n === 2 && (
          <OtpStep
            email={step.email}
            sentMessage={step.message}
            onVerified={(resetToken) => setStep({ n: 3, email: step.email, resetToken })}
            onChangeEmail={() => setStep({ n: 1 })}
          />
        )}
        {step.n === 3 && <NewPasswordStep email={step.email} resetToken={step.resetToken} />}
        <p className={ui.center} style={{ margin: 0 }}>
          <Link to={adminLoginPath} className={`${ui.link} ${ui.small}`}>
            {s.backToLogin}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
