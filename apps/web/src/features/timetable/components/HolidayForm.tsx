import { Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { holidayInput, type HolidayResult } from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormNotice, failure } from '../../../components/FormNotice.tsx';
import { useFormProblem } from '../../../components/formProblem.ts';
import { zodResolver } from '../../../lib/form.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';
import { useAddHoliday, useCentres, useCurrentBatches } from '../api/timetable.ts';

const s = tTimetable.holidayForm;
type Scope = 'institute' | 'centre' | 'batch';

interface Values {
  name: string;
  fromDate: string;
  toDate: string;
  scope: Scope;
  centreId: string | null;
  batchId: string | null;
  notify: boolean;
}
/** Only the chosen scope's id is sent: neither means the whole institute. */
const toInput = (v: Values) => ({
  name: v.name,
  fromDate: v.fromDate,
  toDate: v.toDate,
  centreId: v.scope === 'centre' && v.centreId ? Number(v.centreId) : null,
  batchId: v.scope === 'batch' && v.batchId ? Number(v.batchId) : null,
  notify: v.notify,
});
const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

/** Adds a holiday for the institute, one centre or one batch; its classes are cancelled by the server. */
export function HolidayForm({
  onDone,
  onCancel,
}: {
  onDone: (result: HolidayResult) => void;
  onCancel: () => void;
}) {
  const add = useAddHoliday();
  const centres = useCentres().data;
  const form = useForm<Values>({
    initialValues: {
      name: '',
      fromDate: '',
      toDate: '',
      scope: 'institute',
      centreId: null,
      batchId: null,
      notify: false,
    },
    validate: (values) => ({
      ...zodResolver(holidayInput, toInput)(values),
      // The contract cannot tell "no centre chosen yet" from "the whole institute".
      ...(values.scope === 'centre' && !values.centreId ? { centreId: s.pickCentre } : {}),
      ...(values.scope === 'batch' && !values.batchId ? { batchId: s.pickBatch } : {}),
    }),
  });
  const { problem, onError, whenValid } = useFormProblem(form, s.failed, { repeatFieldWords: true });
  const scope = form.values.scope;
  const batches = useCurrentBatches();
  const setFromDate = (day: string) => {
    form.setFieldValue('fromDate', day);
    // A one-day holiday is the usual: its last day follows its first until changed.
    if (day && (!form.values.toDate || form.values.toDate < day)) form.setFieldValue('toDate', day);
  };
  const submit = whenValid((values) =>
    add.mutate(holidayInput.parse(toInput(values)), { onSuccess: onDone, onError }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={s.name}
          placeholder={s.nameHint}
          required
          maxLength={100}
          {...form.getInputProps('name')}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField label={s.fromDate} required {...form.getInputProps('fromDate')} onChange={setFromDate} />
          <DateField label={s.toDate} required {...form.getInputProps('toDate')} />
        </SimpleGrid>
        <Radio.Group label={s.scope} required {...form.getInputProps('scope')}>
          <Group gap="lg" mt={6}>
            {(['institute', 'centre', 'batch'] as const).map((value) => (
              <Radio key={value} value={value} label={s.scopes[value]} />
            ))}
          </Group>
        </Radio.Group>
        {scope === 'centre' && (
          <Select
            label={s.centre}
            required
            searchable
            allowDeselect={false}
            data={options(centres)}
            {...form.getInputProps('centreId')}
          />
        )}
        {scope === 'batch' && (
          <Select
            label={s.batch}
            required
            searchable
            allowDeselect={false}
            data={(batches.data?.data ?? []).map((b) => ({
              value: String(b.id),
              label: `${b.name} (${b.code})`,
            }))}
            {...form.getInputProps('batchId')}
          />
        )}
        {scope === 'batch' && batches.isError && (
          <FormNotice message={failure(tTimetable.allocation.batchesFailed, batches.error)} />
        )}
        <Checkbox label={s.notify} {...form.getInputProps('notify', { type: 'checkbox' })} />
        <FormNotice message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
