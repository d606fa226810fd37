import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TeacherSubject } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { t } from '../../../lib/i18n/index.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { useTeacherCurriculum } from '../api/getTeacherCurriculum.ts';
import { useTeacherSubjects } from '../api/getTeacherSubjects.ts';
import { useInsertTeacherSubject } from '../api/insertTeacherSubject.ts';
import { useCreator } from '../creator.ts';
import records from '../../../components/records.module.css';
import { quietError, serverFieldErrors } from './formBits.tsx';
import classes from './panels.module.css';
import { useEntryRemover } from './useEntryRemover.ts';

const s = t.teachers.subject;
type Codes = { BoardCode: string; ClassCode: string; SubjectCode: string };
const blank: Codes = { BoardCode: '', ClassCode: '', SubjectCode: '' };
const named = (code: string, name: string | null) => (name ? `${name} (${code})` : code);

/** Subject: BoardCode, ClassCode, SubjectCode from the organisation's curriculum (plain codes until it has one). */
export function SubjectPanel({ teacherId }: { teacherId: number }) {
  const creator = useCreator();
  const subjects = useTeacherSubjects(teacherId);
  const curriculum = useTeacherCurriculum();
  const insert = useInsertTeacherSubject();
  const [codes, setCodes] = useState<Codes>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const removeEntry = useEntryRemover(teacherId, 'subjects', setMessage);
  const choices = curriculum.data?.available ? curriculum.data : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const missing: Record<string, string> = {};
    for (const key of Object.keys(codes) as (keyof Codes)[]) {
      if (codes[key].trim() === '') missing[key] = t.common.required;
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
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
          setCodes(blank);
        },
        onError: (error) => {
          if (quietError(error)) return;
          setErrors(serverFieldErrors(error));
          setMessage(failure(s.saveFailed, error));
        },
      },
    );
  };

  const onRemove = (entry: TeacherSubject) => removeEntry(entry.id);

  const set = (key: keyof Codes) => (value: string) => setCodes((c) => ({ ...c, [key]: value }));
  const select = (key: keyof Codes, label: string, options: { code: string; name: string }[]) => (
    <NativeSelect
      label={label}
      required
      value={codes[key]}
      error={errors[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
      data={[
        { value: '', label: s.pick },
        ...options.map((o) => ({ value: o.code, label: `${o.name} (${o.code})` })),
      ]}
    />
  );
  const input = (key: keyof Codes, label: string) => (
    <TextInput
      label={label}
      required
      autoComplete="off"
      maxLength={30}
      value={codes[key]}
      error={errors[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
    />
  );
  const list = subjects.data?.subjectDetails;

  return (
    <Stack gap="md">
      {subjects.isPending && <Text role="status">{t.teachers.panels.loading}</Text>}
      {subjects.isError && <Notice tone="error">{s.fetchFailed}</Notice>}
      {list &&
        (list.length === 0 ? (
          <p className={records.empty}>{s.empty}</p>
        ) : (
          <ul className={records.items} aria-label={s.list}>
            {list.map((entry) => (
              <li key={entry.id} className={records.item}>
                <div className={classes.itemBody}>
                  <p className={classes.itemTitle}>{named(entry.SubjectCode, entry.SubjectName)}</p>
                  <dl className={records.fields}>
                    <dt>{s.board}</dt>
                    <dd>{named(entry.BoardCode, entry.BoardName)}</dd>
                    <dt>{s.class}</dt>
                    <dd>{named(entry.ClassCode, entry.ClassName)}</dd>
                  </dl>
                </div>
                <div className={classes.actions}>
                  <DangerButton
                    size="xs"
                    aria-label={fmt(s.removeFor, {
                      subject: entry.SubjectName ?? entry.SubjectCode,
                      klass: entry.ClassName ?? entry.ClassCode,
                      board: entry.BoardName ?? entry.BoardCode,
                    })}
                    onClick={() => onRemove(entry)}
                  >
                    {t.teachers.panels.remove}
                  </DangerButton>
                </div>
              </li>
            ))}
          </ul>
        ))}
      <form onSubmit={onSubmit} noValidate aria-label={t.teachers.panels.subject}>
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
          <FormNotice message={message} />
          <Group>
            <Button type="submit" loading={insert.isPending} disabled={curriculum.isPending}>
              {s.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
