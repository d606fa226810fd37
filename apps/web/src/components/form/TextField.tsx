import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import classes from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the input, linked by aria-describedby, and marks the input aria-invalid. */
  error?: ReactNode;
  rightSection?: ReactNode;
  /** Class for the input itself (e.g. a coloured border). */
  inputClassName?: string;
}

/** A labelled input with description and error text wired for screen readers. */
export function TextField({
  label,
  description,
  error,
  rightSection,
  inputClassName,
  id,
  required,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [input['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[classes.field, className].filter(Boolean).join(' ')}>
      {/* The required asterisk is drawn by CSS, so the label's text stays exactly the label. */}
      <label htmlFor={inputId} className={classes.label} data-required={required || undefined}>
        {label}
      </label>
      <div className={classes.control}>
        <input
          {...input}
          id={inputId}
          required={required}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy}
          className={[classes.input, rightSection ? classes.withRight : undefined, inputClassName]
            .filter(Boolean)
            .join(' ')}
        />
        {rightSection && <div className={classes.right}>{rightSection}</div>}
      </div>
      {description && (
        <div id={descriptionId} className={classes.description}>
          {description}
        </div>
      )}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
