import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  publicEnquiryForm,
  publicEnquiryInput,
  type PublicEnquiryForm,
  type PublicEnquiryInput,
} from '@kaksha/contracts';
import { z } from 'zod';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { Button } from '../../components/form/Button.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Notice } from '../../components/Notice.tsx';
import { apiRequest, errorMessage, isApiClientError } from '../../lib/api.ts';
import { productName } from '../../lib/config.ts';
import { zodFieldErrors } from '../../lib/form.ts';
import { useAction } from '../../lib/useAction.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tEnquiries } from '../../lib/i18n/enquiries.ts';
import classes from './PublicEnquiryPage.module.css';

const s = tEnquiries.public;
type Field =
  'studentName' | 'guardianName' | 'mobile' | 'email' | 'classId' | 'centreId' | 'notes' | 'website';
const empty: Record<Field, string> = {
  studentName: '',
  guardianName: '',
  mobile: '',
  email: '',
  classId: '',
  centreId: '',
  notes: '',
  website: '',
};
const received = z.object({ message: z.string() });
function sendEnquiry({ key, input }: { key: string; input: PublicEnquiryInput }) {
  return apiRequest(`/api/v1/public/enquiry-forms/${encodeURIComponent(key)}`, {
    method: 'POST',
    json: input,
    schema: received,
  });
}

/**
 * /enquire/:key — the institute's own enquiry form, for anyone, no sign-in; `?embed=1` drops the page
 * chrome so it sits in a frame on the institute's website. `website` is a honeypot kept out of sight.
 */
export default function PublicEnquiryPage() {
  const { key = '' } = useParams();
  const [params] = useSearchParams();
  const embedded = params.get('embed') === '1';
  // The query library stays out of public pages (lib/useAction.ts): one load, one send.
  const [form, setForm] = useState<{ data?: PublicEnquiryForm; error?: unknown }>({});
  useEffect(() => {
    const controller = new AbortController();
    apiRequest(`/api/v1/public/enquiry-forms/${encodeURIComponent(key)}`, {
      schema: publicEnquiryForm,
      signal: controller.signal,
    }).then(
      (data) => setForm({ data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setForm({ error });
      },
    );
    return () => controller.abort();
  }, [key]);
  const send = useAction(sendEnquiry);
  const [sent, setSent] = useState<string | null>(null);
  const [sendError, setSendError] = useState<unknown>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const toInput = () => ({
    ...values,
    classId: values.classId ? Number(values.classId) : null,
    centreId: values.centreId ? Number(values.centreId) : null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = publicEnquiryInput.safeParse(toInput());
    if (!parsed.success) return setErrors(zodFieldErrors<Field>(parsed.error));
    setSendError(null);
    send.mutate(
      { key, input: parsed.data },
      {
        onSuccess: (reply) => setSent(reply.message),
        onError: (error) => {
          setSendError(error);
          if (isApiClientError(error)) setErrors(error.fieldErrors as Partial<Record<Field, string>>);
        },
      },
    );
  };

  const title = form.data ? fmt(s.title, { institute: form.data.institute }) : s.loading;
  let body: ReactNode;
  if (form.error) body = <Notice tone="error">{errorMessage(form.error)}</Notice>;
  else if (!form.data) body = <p role="status">{s.loading}</p>;
  else if (sent) body = <Notice tone="success">{sent}</Notice>;
  else {
    const options = (list: { id: number; name: string }[]) =>
      list.map((c) => ({ value: String(c.id), label: c.name }));
    body = (
      <form onSubmit={submit} noValidate className={classes.form}>
        <p className={classes.intro}>{s.intro}</p>
        <TextField label={s.student} required maxLength={100} autoComplete="off" {...field('studentName')} />
        <TextField label={s.guardian} maxLength={100} autoComplete="name" {...field('guardianName')} />
        <TextField label={s.mobile} required type="tel" autoComplete="tel" {...field('mobile')} />
        <TextField label={s.email} type="email" autoComplete="email" {...field('email')} />
        {form.data.classes.length > 0 && (
          <SelectField
            label={s.klass}
            placeholder="—"
            options={options(form.data.classes)}
            {...field('classId')}
          />
        )}
        {form.data.centres.length > 1 && (
          <SelectField
            label={s.centre}
            placeholder="—"
            options={options(form.data.centres)}
            {...field('centreId')}
          />
        )}
        <TextField label={s.notes} maxLength={500} {...field('notes')} />
        {/* A honeypot: hidden from people (and from screen readers), filled in by bots. */}
        <div className={classes.trap} aria-hidden="true">
          <TextField label={s.honeypot} tabIndex={-1} autoComplete="off" {...field('website')} />
        </div>
        {sendError !== null && <Notice tone="error">{`${s.failed} ${errorMessage(sendError)}`}</Notice>}
        <Button type="submit" fullWidth loading={send.isPending}>
          {s.send}
        </Button>
      </form>
    );
  }

  const content = (
    <>
      <h1 className={classes.title}>{title}</h1>
      {body}
    </>
  );
  if (embedded)
    return (
      <main className={classes.embedded} id="main-content">
        {content}
      </main>
    );
  return (
    <AuthLayout
      title={title}
      footer={<p className={classes.footer}>{fmt(s.poweredBy, { product: productName })}</p>}
    >
      {content}
    </AuthLayout>
  );
}
