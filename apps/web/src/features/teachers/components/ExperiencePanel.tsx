import { DateField } from '../../../components/DateField.tsx';
import { useState, type FormEvent } from 'react';
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { experienceEntry, type Experience } from '@kaksha/contracts';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { fmt } from '../../../lib/i18n/index.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import { useAddExperience, useExperience } from '../api/panels.ts';
import { useCreator } from '../creator.ts';
import { calendarDate } from '../../../lib/format.ts';
import records from '../../../components/records.module.css';
import { zodResolver } from '../../../lib/form.ts';
import { saveFailed } from '../../../components/formProblem.ts';
import classes from './panels.module.css';
import { OptionalField, PanelEntries } from './PanelEntries.tsx';
import { useEntryRemover } from './useEntryRemover.ts';
import { PanelFormFoot } from './PanelFormFoot.tsx';

const s = tTeachers.experience;
type Draft = {
  Organisation: string;
  FromDate: string;
  ToDate: string;
  Designation: string;
  Responsibilities: string;
  Remarks: string;
};
const blank: Draft = {
  Organisation: '',
  FromDate: '',
  ToDate: '',
  Designation: '',
  Responsibilities: '',
  Remarks: '',
};

/** Experience: the list of entries (Organisation, FromDate, ToDate, Designation, Responsibilities, Remarks). */
export function ExperiencePanel({ teacherId }: { teacherId: number }) {
  const creator = useCreator();
  const list = useExperience(teacherId);
  const add = useAddExperience();
  const form = useForm<Draft>({
    initialValues: blank,
    clearInputErrorOnChange: false,
    validate: zodResolver(experienceEntry),
  });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const removeEntry = useEntryRemover(teacherId, 'experience', setMessage);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    // The entry goes as typed; the server parses it with the same schema.
    form.onSubmit((entry) => {
      add.mutate(
        { ...creator, TeacherID: teacherId, experienceData: [entry] },
        {
          onSuccess: () => {
            setMessage({ tone: 'success', text: s.added });
            form.reset();
          },
          onError: saveFailed(form, setMessage, s.failed),
        },
      );
    })(event);
  };

  const onRemove = (entry: Experience) => removeEntry(entry.id);

  const entries = list.data?.experienceData;

  return (
    <Stack gap="md">
      <PanelEntries
        query={list}
        entries={entries}
        failed={s.fetchFailed}
        label={s.list}
        keyOf={(entry) => entry.id}
        title={(entry) => `${entry.Designation}, ${entry.Organisation}`}
        details={(entry) => (
          <dl className={records.fields}>
            <dt>{s.fromDate}</dt>
            <dd>{calendarDate(entry.FromDate)}</dd>
            <dt>{s.toDate}</dt>
            <dd>{entry.ToDate ? calendarDate(entry.ToDate) : s.present}</dd>
            <OptionalField label={s.responsibilities} value={entry.Responsibilities} />
            <OptionalField label={s.remarks} value={entry.Remarks} />
          </dl>
        )}
        removeName={(entry) => fmt(s.removeFor, { organisation: entry.Organisation })}
        onRemove={onRemove}
      />
      <form onSubmit={onSubmit} noValidate aria-label={tTeachers.panels.experience}>
        <Stack gap="sm">
          <h4 className={classes.subheading}>{s.addHeading}</h4>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={s.organisation}
              required
              autoComplete="organization"
              {...form.getInputProps('Organisation')}
            />
            <TextInput
              label={s.designation}
              required
              autoComplete="organization-title"
              {...form.getInputProps('Designation')}
            />
            <DateField label={s.fromDate} required {...form.getInputProps('FromDate')} />
            <DateField
              label={s.toDate}
              description={s.toDateHint}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('ToDate')}
            />
            <Textarea
              label={s.responsibilities}
              autosize
              minRows={2}
              {...form.getInputProps('Responsibilities')}
            />
            <Textarea label={s.remarks} autosize minRows={2} {...form.getInputProps('Remarks')} />
          </SimpleGrid>
          <PanelFormFoot message={message} submit={s.add} pending={add.isPending} />
        </Stack>
      </form>
    </Stack>
  );
}
