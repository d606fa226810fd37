import { DateField } from '../../../components/DateField.tsx';
import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { experienceEntry, type Experience } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import { useAddExperience, useExperience } from '../api/panels.ts';
import { useCreator } from '../creator.ts';
import { formatCalendarDate } from '@kaksha/contracts';
import records from '../../../components/records.module.css';
import { zodResolver } from '../../../lib/form.ts';
import { saveFailed } from '../../../components/formProblem.ts';
import classes from './panels.module.css';
import { useEntryRemover } from './useEntryRemover.ts';

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
      {list.isPending && <Text role="status">{tTeachers.panels.loading}</Text>}
      {list.isError && <Notice tone="error">{s.fetchFailed}</Notice>}
      {entries &&
        (entries.length === 0 ? (
          <p className={records.empty}>{tTeachers.panels.noData}</p>
        ) : (
          <ul className={records.items} aria-label={s.list}>
            {entries.map((entry) => (
              <li key={entry.id} className={records.item}>
                <div className={classes.itemBody}>
                  <p className={classes.itemTitle}>
                    {entry.Designation}, {entry.Organisation}
                  </p>
                  <dl className={records.fields}>
                    <dt>{s.fromDate}</dt>
                    <dd>{formatCalendarDate(entry.FromDate)}</dd>
                    <dt>{s.toDate}</dt>
                    <dd>{entry.ToDate ? formatCalendarDate(entry.ToDate) : s.present}</dd>
                    {entry.Responsibilities && (
                      <>
                        <dt>{s.responsibilities}</dt>
                        <dd>{entry.Responsibilities}</dd>
                      </>
                    )}
                    {entry.Remarks && (
                      <>
                        <dt>{s.remarks}</dt>
                        <dd>{entry.Remarks}</dd>
                      </>
                    )}
                  </dl>
                </div>
                <div className={classes.actions}>
                  <DangerButton
                    size="xs"
                    aria-label={fmt(s.removeFor, { organisation: entry.Organisation })}
                    onClick={() => onRemove(entry)}
                  >
                    {tTeachers.panels.remove}
                  </DangerButton>
                </div>
              </li>
            ))}
          </ul>
        ))}
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
          <FormNotice message={message} />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {s.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
