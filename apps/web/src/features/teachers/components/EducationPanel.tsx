import { useState, type FormEvent } from 'react';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { educationFields, type Education } from '@kaksha/contracts';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { fmt } from '../../../lib/i18n/index.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import { useEducationDetails, useSaveEducation } from '../api/panels.ts';
import records from '../../../components/records.module.css';
import { zodResolver } from '../../../lib/form.ts';
import { saveFailed } from '../../../components/formProblem.ts';
import classes from './panels.module.css';
import { OptionalField, PanelEntries } from './PanelEntries.tsx';
import { useEntryRemover } from './useEntryRemover.ts';
import { PanelFormFoot } from './PanelFormFoot.tsx';

const s = tTeachers.education;
type Draft = { certificate: string; board: string; year: string; marks: string; grade: string };
const blank: Draft = { certificate: '', board: '', year: '', marks: '', grade: '' };
const draftOf = (e: Education): Draft => ({ ...e, year: String(e.year) });

/** Education: certificate, board, year, marks, grade; added and edited, and kept on the server. */
export function EducationPanel({ teacherId }: { teacherId: number }) {
  const list = useEducationDetails(teacherId);
  const save = useSaveEducation();
  const [editing, setEditing] = useState<number | null>(null);
  const form = useForm({
    initialValues: blank,
    clearInputErrorOnChange: false,
    validate: zodResolver(educationFields),
    transformValues: (values) => educationFields.parse(values),
  });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const removeEntry = useEntryRemover(teacherId, 'education', setMessage);

  const startEdit = (entry: Education) => {
    setEditing(entry.id);
    form.setValues(draftOf(entry));
    form.clearErrors();
    setMessage(null);
  };
  // Back to adding: blank fields, no errors.
  const reset = () => {
    setEditing(null);
    form.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit((fields) => {
      save.mutate(
        { teacherId, id: editing ?? undefined, fields },
        {
          onSuccess: () => {
            setMessage({ tone: 'success', text: editing === null ? s.added : s.updated });
            reset();
          },
          onError: saveFailed(form, setMessage, s.failed),
        },
      );
    })(event);
  };

  const onRemove = (entry: Education) =>
    removeEntry(entry.id, () => {
      if (editing === entry.id) reset();
    });

  const field = (key: keyof Draft, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput label={label} autoComplete="off" {...form.getInputProps(key)} {...extra} />
  );

  return (
    <Stack gap="md">
      <PanelEntries
        query={list}
        entries={list.data}
        failed={s.fetchFailed}
        label={s.list}
        keyOf={(entry) => entry.id}
        title={(entry) => `${entry.certificate} · ${entry.year}`}
        details={(entry) => (
          <dl className={records.fields}>
            <dt>{s.board}</dt>
            <dd>{entry.board}</dd>
            <OptionalField label={s.marks} value={entry.marks} />
            <OptionalField label={s.grade} value={entry.grade} />
          </dl>
        )}
        actions={(entry) => (
          <Button
            size="xs"
            variant="outline"
            aria-label={fmt(s.editFor, { certificate: entry.certificate })}
            onClick={() => startEdit(entry)}
          >
            {s.edit}
          </Button>
        )}
        removeName={(entry) => fmt(s.removeFor, { certificate: entry.certificate })}
        onRemove={onRemove}
      />
      <form onSubmit={onSubmit} noValidate aria-label={tTeachers.panels.education}>
        <Stack gap="sm">
          <h4 className={classes.subheading}>
            {editing === null
              ? s.addHeading
              : fmt(s.editHeading, {
                  certificate: list.data?.find((e) => e.id === editing)?.certificate ?? '',
                })}
          </h4>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {field('certificate', s.certificate, { required: true })}
            {field('board', s.board, { required: true })}
            {field('year', s.year, { required: true, inputMode: 'numeric', maxLength: 4 })}
            {field('marks', s.marks, {
              description: s.marksHint,
              inputWrapperOrder: ['label', 'input', 'description', 'error'],
            })}
            {field('grade', s.grade, { maxLength: 10 })}
          </SimpleGrid>
          <PanelFormFoot
            message={message}
            submit={editing === null ? s.add : s.save}
            pending={save.isPending}
          >
            {editing !== null && (
              <Button variant="default" onClick={reset}>
                {s.cancel}
              </Button>
            )}
          </PanelFormFoot>
        </Stack>
      </form>
    </Stack>
  );
}
