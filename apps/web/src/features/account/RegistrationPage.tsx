import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN, registerBody, type RegisterBody } from '@kaksha/contracts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { Button } from '../../components/form/Button.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Notice } from '../../components/Notice.tsx';
import ui from '../../components/ui.module.css';
import { PasswordField } from '../../components/PasswordField.tsx';
import { isApiClientError } from '../../lib/api.ts';
import { productName } from '../../lib/config.ts';
import { zodFieldErrors } from '../../lib/form.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { useRegister } from './api/register.ts';

const s = t.register;
type Field = keyof RegisterBody;
const empty: RegisterBody = { email: '', mobile: '', whatsapp: '', password: '', createdBy: '' };
/** Wait after success before going to the account chooser (spec: 1 second). */
export const REGISTER_REDIRECT_MS = 1000;

/** /registrationform: five required fields, POST /register, then back to /loginselect. */
export default function RegistrationPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [values, setValues] = useState<RegisterBody>(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [userId, setUserId] = useState<number | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const timer = window.setTimeout(() => void navigate('/loginselect'), REGISTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [userId, navigate]);

  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setFieldErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = registerBody.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors<Field>(parsed.error));
      return;
    }
    registration.mutate(parsed.data, {
      onSuccess: (reply) => setUserId(reply.userId),
      onError: (error) => {
        if (isApiClientError(error)) {
          setFieldErrors(error.fieldErrors as Partial<Record<Field, string>>);
          setFailure(error.serverMessage ?? s.failure);
        } else {
          setFailure(s.failure);
        }
      },
    });
  };

  return (
    <AuthLayout title={s.pageTitle} width="32rem">
      <div className={ui.stack} style={{ ['--stack-gap' as string]: '1.5rem' }}>
        <div>
          <h1 className={ui.title}>{s.heading}</h1>
          <p className={ui.muted} style={{ marginTop: '0.25rem' }}>
            {fmt(s.intro, { product: productName })}
          </p>
        </div>
        <form onSubmit={onSubmit} noValidate className={ui.stack}>
          <TextField label={s.email} type="email" autoComplete="email" {...field('email')} />
          <TextField label={s.mobile} type="tel" inputMode="tel" autoComplete="tel" {...field('mobile')} />
          <TextField
            label={s.whatsapp}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...field('whatsapp')}
          />
          <PasswordField
            label={s.password}
            description={fmt(s.passwordHint, { min: PASSWORD_MIN })}
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField label={s.createdBy} autoComplete="name" {...field('createdBy')} />
          {userId !== null && <Notice tone="success">{fmt(s.success, { userId })}</Notice>}
          {failure && <Notice tone="error">{failure}</Notice>}
          <Button type="submit" fullWidth loading={registration.isPending} disabled={userId !== null}>
            {s.submit}
          </Button>
        </form>
        <p className={ui.center} style={{ margin: 0 }}>
          <Link to="/loginselect" className={ui.link}>
            {s.haveAccount}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
