import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { fmt, t } from '../lib/i18n/index.ts';
import classes from './OtpInput.module.css';

export interface OtpInputProps {
  /** One entry per box: a single digit or ''. */
  value: string[];
  onChange: (value: string[]) => void;
  legend?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** id of the element that describes an error, for aria-describedby. */
  describedBy?: string;
  autoFocus?: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit: typing moves to the next box, Backspace in an empty box goes back, arrows move,
 * and pasting (or an SMS autofill of) the whole code fills every box.
 */
export function OtpInput({
  value,
  onChange,
  legend = t.restore.otpLegend,
  disabled,
  invalid,
  describedBy,
  autoFocus,
}: OtpInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits into the boxes from `start`; returns the index after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    return index;
  };

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (digits === '') {
      if (raw === '') {
        const next = [...value];
        next[index] = '';
        onChange(next);
      }
      return; // a letter or symbol: ignore it
    }
    if (digits.length >= length) {
      // An autofilled or pasted whole code.
      focusBox(fill(0, digits.slice(0, length)));
      return;
    }
    if (digits.length === 2 && value[index]) {
      // Typing into a filled box whose text was not selected: keep the newly typed digit.
      const typed = digits[0] === value[index] ? digits.slice(1) : digits.slice(0, 1);
      focusBox(fill(index, typed));
      return;
    }
    focusBox(fill(index, digits));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits === '') return;
    const start = digits.length >= length ? 0 : index;
    focusBox(fill(start, digits.slice(0, length - start)));
  };

  return (
    <fieldset className={classes.fieldset} disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      <div className={classes.boxes}>
        {value.map((digit, index) => (
          <input
            // The boxes are positional: their index is their identity.
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            className={classes.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={fmt(t.restore.otpDigit, { n: index + 1, total: length })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={digit}
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => handleChange(index, event.currentTarget.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
          />
        ))}
      </div>
    </fieldset>
  );
}
