import { Select } from '@mantine/core';
import { errorMessage } from '../../../lib/api.ts';
import type { PickerProps } from './pickerProps.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCalendars } from '../../../lib/i18n/calendars.ts';
import { useCurrentBatches } from '../api/calendars.ts';

const s = tCalendars.batch;

/** A searchable choice of the planned and active batches ("JEE Morning (JEE-M)"). */
export function BatchPicker({ value, onChange, label, placeholder, clearable = false, w }: PickerProps) {
  const batches = useCurrentBatches();
  const options = (batches.data?.data ?? []).map((b) => ({
    value: String(b.id),
    label: `${b.name} (${b.code})`,
  }));
  // A batch opened by its link may be closed, so not among the current ones: offer it all the same.
  if (value !== null && batches.isSuccess && !options.some((o) => o.value === String(value)))
    options.push({ value: String(value), label: fmt(s.otherBatch, { id: value }) });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      nothingFoundMessage={s.noBatchFound}
      value={value ? String(value) : null}
      onChange={onChange}
      data={options}
      error={batches.isError ? `${s.batchesFailed} ${errorMessage(batches.error)}` : undefined}
      w={w}
      maw={w ? undefined : 420}
    />
  );
}

/** The batch's name as the picker lists it, for the calendar's label. */
export function useBatchLabel(id: number | null) {
  const found = useCurrentBatches().data?.data.find((b) => b.id === id);
  return found ? found.name : id ? fmt(s.otherBatch, { id }) : '';
}
