import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import classes from './form.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Not given"); absent: a choice is required. */
  placeholder?: string;
  error?: ReactNode;
}

/** A labelled native select for the public pages (which stay free of the admin's component library). */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  id,
  required,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={selectId} className={classes.label} data-required={required || undefined}>
        {label}
      </label>
      <div className={classes.control}>
        <select
          {...select}
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={classes.input}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
