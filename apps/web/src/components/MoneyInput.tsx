import { TextInput, type TextInputProps } from '@mantine/core';
import { PERCENT_SIGN, RUPEE_SIGN, typedRupees } from '../lib/money.ts';

/**
 * Every amount field: rupees with up to two decimals, kept as the text typed (the
 * form turns it into paise with rupeesToPaise). A keystroke that would make it something else is
 * not taken; ₹, commas and spaces pasted with it are dropped. With `percent`, the same field takes a
 * percentage: two decimals read the same way give hundredths of a percent (12.5 → 1250), which is
 * how the contracts hold one.
 */
export function MoneyInput({
  value,
  onChange,
  percent = false,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
  percent?: boolean;
}) {
  const unit = <span aria-hidden="true">{percent ? PERCENT_SIGN : RUPEE_SIGN}</span>;
  return (
    <TextInput
      {...props}
      value={value ?? ''}
      onChange={(event) => {
        const next = typedRupees(event.currentTarget.value);
        if (next !== null) onChange?.(next);
      }}
      inputMode="decimal"
      autoComplete="off"
      {...(percent
        ? { rightSection: unit, rightSectionWidth: 28 }
        : { leftSection: unit, leftSectionWidth: 28 })}
    />
  );
}
