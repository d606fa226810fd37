import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { t } from '../lib/i18n/index.ts';

/** 24/11/2026, 24-11-2026, 24.11.2026 or 2026-11-24 → '2026-11-24'; anything else → null. */
export function parseIndianDate(input: string): string | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1]]
      : [undefined, undefined, undefined];
  if (!year) return null;
  const value = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/**
 * Every date input: shown as `24 Nov 2026` (as formatCalendarDate writes it), typed day first (24/11/2026), picked from a calendar,
 * and read and written as the contracts' YYYY-MM-DD string ('' when empty), so a form validated by a
 * contract's `calendarDate` needs nothing more.
 */
export function DateField({
  value,
  onChange,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(next) => onChange?.(next ?? '')}
      valueFormat="D MMM YYYY"
      dateParser={(input) => parseIndianDate(input)}
      placeholder={props.placeholder ?? t.common.datePlaceholder}
      clearable={!props.required}
      clearButtonProps={{ 'aria-label': t.common.clearDate }}
      firstDayOfWeek={1}
      popoverProps={{ withinPortal: true }}
    />
  );
}
