import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './form.module.css';

export type ButtonVariant = 'filled' | 'outline' | 'default' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Class names of a button, also for links that look like one. */
export function buttonClass({
  variant = 'filled',
  size = 'md',
  fullWidth,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string } = {}) {
  return [
    classes.button,
    variant !== 'filled' && classes[variant],
    size !== 'md' && classes[size],
    fullWidth && classes.full,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  leftSection?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading,
  leftSection,
  className,
  children,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, fullWidth, className })}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading ? <span className={classes.buttonSpinner} aria-hidden="true" /> : leftSection}
      {children}
    </button>
  );
}
