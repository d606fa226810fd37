import { useId, useState } from 'react';
import { t } from '../lib/i18n/index.ts';
import { TextField, type TextFieldProps } from './form/TextField.tsx';
import ui from './ui.module.css';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}

/** A password input with a keyboard-reachable, labelled show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'rightSection'>) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const id = props.id ?? generatedId;
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      rightSection={
        <button
          type="button"
          className={ui.iconButton}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {/* Named by its text rather than aria-label, so that the field's own label stays unique. */}
          <span className="visually-hidden">{visible ? t.login.hidePassword : t.login.showPassword}</span>
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}
