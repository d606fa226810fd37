import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { parseIndianDate } from '@kaksha/contracts';
import { t } from '../lib/i18n/index.ts';
import { activeLanguage } from '../lib/i18n/language.ts';

export { parseIndianDate };

/**
 * Every date input: shown as `24 Nov 2026` (`24 नव॰ 2026` in Hindi, as formatCalendarDate writes it), typed day first (24/11/2026), picked from a calendar,
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
      locale={activeLanguage}
      dateParser={(input) => parseIndianDate(input)}
      placeholder={props.placeholder ?? t.common.datePlaceholder}
      clearable={!props.required}
      clearButtonProps={{ 'aria-label': t.common.clearDate }}
      firstDayOfWeek={1}
      popoverProps={{ withinPortal: true }}
    />
  );
}
