import { useId, type ReactNode, type Ref } from 'react';
import type { FormErrors } from '@mantine/form';
import { failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { serverFieldErrors as fieldErrorsOf } from '../../../lib/form.ts';
import fileInput from '../../../components/FileInput.module.css';
import classes from './panels.module.css';

/** A server's fieldErrors keyed by the last part of their path ('experienceData.0.ToDate' → 'ToDate'). */
export const serverFieldErrors = (error: unknown) =>
  fieldErrorsOf(error, (path) => path.split('.').pop() ?? path);

/** A 401 is handled by the shell (back to the login), so a form says nothing about it. */
export const quietError = (error: unknown) => isUnauthorized(error);

/**
 * A teacher form's save failed: the server's field errors go under the fields and `text` (with the
 * server's words) in the form's message; nothing on a 401.
 */
export const saveFailed =
  (
    form: { setErrors: (errors: FormErrors) => void },
    setMessage: (message: FormMessage) => void,
    text: string,
  ) =>
  (error: unknown) => {
    if (quietError(error)) return;
    form.setErrors(serverFieldErrors(error));
    setMessage(failure(text, error));
  };

/** A native file input with a label, hint and error wired for screen readers. */
export function FileField({
  label,
  hint,
  error,
  accept,
  required,
  inputRef,
  onChange,
}: {
  label: ReactNode;
  hint: ReactNode;
  error?: ReactNode;
  accept: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fileInput.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={classes.required}>
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        required={required}
        className={fileInput.input}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
      />
      <p className={classes.hint} id={`${id}-hint`}>
        {hint}
      </p>
      {error && (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
