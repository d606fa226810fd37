import { useId, type ReactNode, type Ref } from 'react';
import classes from './FileInput.module.css';

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
      <label htmlFor={id} className={classes.label}>
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
        className={classes.input}
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
