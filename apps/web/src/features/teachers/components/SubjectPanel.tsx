import { useState, type FormEvent } from 'react';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import type { TeacherSubject } from '@kaksha/contracts';
import { type FormMessage } from '../../../components/FormNotice.tsx';

import { Notice } from '../../../components/Notice.tsx';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import { useInsertTeacherSubject, useTeacherCurriculum, useTeacherSubjects } from '../api/panels.ts';
import { useCreator } from '../creator.ts';
import records from '../../../components/records.module.css';
import { saveFailed } from '../../../components/formProblem.ts';
import classes from './panels.module.css';
import { PanelEntries } from './PanelEntries.tsx';
import { useEntryRemover } from './useEntryRemover.ts';
import { PanelFormFoot } from './PanelFormFoot.tsx';

const s = tTeachers.subject;
type Codes = { BoardCode: string; ClassCode: string; SubjectCode: string };
const blank: Codes = { BoardCode: '', ClassCode: '', SubjectCode: '' };
const named = (code: string, name: string | null) => (name ? `${name} (${code})` : code);
// Here a code only has to be there (the spec's one message); the server checks the codes themselves.
const required = isNotEmpty(t.common.required);

/** Subject: BoardCode, ClassCode, SubjectCode from the organisation's curriculum (plain codes until it has one). */
export function SubjectPanel({ teacherId }: { teacherId: number }) {
  const creator = useCreator();
  const subjects = useTeacherSubjects(teacherId);
  const curriculum = useTeacherCurriculum();
  const insert = useInsertTeacherSubject();
  const form = useForm<Codes>({
    initialValues: blank,
    clearInputErrorOnChange: false,
    validate: { BoardCode: required, ClassCode: required, SubjectCode: required },
  });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const removeEntry = useEntryRemover(teacherId, 'subjects', setMessage);
  const choices = curriculum.data?.available ? curriculum.data : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit((codes) => {
      insert.mutate(
        {
          ...creator,
          TeacherID: teacherId,
          ...codes,
          CreaterSUCode: creator.SUCode,
          CreaterFormName: 'Panels',
          CreaterEmailID: creator.EmailID,
        },
        {
          onSuccess: (reply) => {
            setMessage({ tone: 'success', text: reply.RespMsg });
            form.reset();
          },
          onError: saveFailed(form, setMessage, s.saveFailed),
        },
      );
    })(event);
  };

  const onRemove = (entry: TeacherSubject) => removeEntry(entry.id);

  const select = (key: keyof Codes, label: string, options: { code: string; name: string }[]) => (
    <NativeSelect
      label={label}
      required
      {...form.getInputProps(key)}
      data={[
        { value: '', label: s.pick },
        ...options.map((o) => ({ value: o.code, label: `${o.name} (${o.code})` })),
      ]}
    />
  );
  const input = (key: keyof Codes, label: string) => (
    <TextInput label={label} required autoComplete="off" maxLength={30} {...form.getInputProps(key)} />
  );
  const list = subjects.data?.subjectDetails;

  return (
    <Stack gap="md">
      <PanelEntries
        query={subjects}
        entries={list}
        failed={s.fetchFailed}
        empty={s.empty}
        label={s.list}
        keyOf={(entry) => entry.id}
        title={(entry) => named(entry.SubjectCode, entry.SubjectName)}
        details={(entry) => (
          <dl className={records.fields}>
            <dt>{s.board}</dt>
            <dd>{named(entry.BoardCode, entry.BoardName)}</dd>
            <dt>{s.class}</dt>
            <dd>{named(entry.ClassCode, entry.ClassName)}</dd>
          </dl>
        )}
        removeName={(entry) =>
          fmt(s.removeFor, {
            subject: entry.SubjectName ?? entry.SubjectCode,
            klass: entry.ClassName ?? entry.ClassCode,
            board: entry.BoardName ?? entry.BoardCode,
          })
        }
        onRemove={onRemove}
      />
      <form onSubmit={onSubmit} noValidate aria-label={tTeachers.panels.subject}>
        <Stack gap="sm">
          <h4 className={classes.subheading}>{s.addHeading}</h4>
          {curriculum.isError && <Notice tone="error">{s.curriculumFailed}</Notice>}
          {curriculum.data && !curriculum.data.available && <Notice tone="info">{s.plainCodes}</Notice>}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {choices ? select('BoardCode', s.board, choices.boards) : input('BoardCode', s.boardCode)}
            {choices ? select('ClassCode', s.class, choices.classes) : input('ClassCode', s.classCode)}
            {choices
              ? select('SubjectCode', s.subject, choices.subjects)
              : input('SubjectCode', s.subjectCode)}
          </SimpleGrid>
          <PanelFormFoot
            message={message}
            submit={s.add}
            pending={insert.isPending}
            disabled={curriculum.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
