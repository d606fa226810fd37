import { useState, type FormEvent } from 'react';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { teacherCentreAddBody } from '@kaksha/contracts';
import { failure, type FormMessage } from '../../../components/FormNotice.tsx';

import { Notice } from '../../../components/Notice.tsx';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import { useAddTeacherCentre, useTeacherCentres } from '../api/panels.ts';
import { useAllCentres } from '../api/teachers.ts';
import { useCreator } from '../creator.ts';
import { isUnauthorized } from '../../../lib/api.ts';
import classes from './panels.module.css';
import { PanelEntries } from './PanelEntries.tsx';
import { useEntryRemover } from './useEntryRemover.ts';
import { PanelFormFoot } from './PanelFormFoot.tsx';

const s = tTeachers.centre;
const centreField = teacherCentreAddBody.pick({ CentreCode: true });

/** Centre: a choice among all centres (required); the teacher's current centres are listed. */
export function CentrePanel({ teacherId }: { teacherId: number }) {
  const creator = useCreator();
  const current = useTeacherCentres(teacherId);
  const all = useAllCentres();
  const add = useAddTeacherCentre();
  const form = useForm({
    initialValues: { CentreCode: '' },
    clearInputErrorOnChange: false,
    validate: zodResolver(centreField),
  });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const removeEntry = useEntryRemover(teacherId, 'centres', setMessage);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit(({ CentreCode }) => {
      add.mutate(
        { ...creator, teacherId, CentreCode },
        {
          onSuccess: (reply) => {
            if (reply.RespCode === '0') {
              setMessage({ tone: 'success', text: reply.RespMsg });
              form.reset();
            } else {
              setMessage({ tone: 'error', text: s.addFailed, detail: reply.RespMsg });
            }
          },
          onError: (err) => !isUnauthorized(err) && setMessage(failure(s.addFailed, err)),
        },
      );
    })(event);
  };

  const onRemove = (code: string) => removeEntry(code);

  const mine = current.data?.centreDetails;
  const held = new Set(mine?.map((c) => c.CentreCode));
  const options = all.data?.centres.filter((c) => !held.has(c.CentreCode)) ?? [];

  return (
    <Stack gap="md">
      <h4 className={classes.subheading}>{s.current}</h4>
      <PanelEntries
        query={current}
        entries={mine}
        failed={s.teacherFailed}
        empty={s.noneForTeacher}
        label={s.current}
        keyOf={(centre) => centre.CentreCode}
        title={(centre) => centre.CentreName}
        details={(centre) => (
          <Text size="sm" c="dimmed">
            {centre.CentreCode}
          </Text>
        )}
        removeName={(centre) => fmt(s.removeFor, { centre: centre.CentreName })}
        onRemove={(centre) => onRemove(centre.CentreCode)}
      />
      <form onSubmit={onSubmit} noValidate aria-label={tTeachers.panels.centre}>
        <Stack gap="sm">
          <h4 className={classes.subheading}>{s.addHeading}</h4>
          {all.isError && <Notice tone="error">{s.allFailed}</Notice>}
          {all.data && all.data.centres.length === 0 && <Notice tone="info">{s.noneAvailable}</Notice>}
          <NativeSelect
            label={s.choose}
            required
            maw={420}
            {...form.getInputProps('CentreCode')}
            disabled={!all.data || all.data.centres.length === 0}
            data={[
              { value: '', label: s.pick },
              ...options.map((c) => ({ value: c.CentreCode, label: `${c.CentreName} (${c.CentreCode})` })),
            ]}
          />
          <PanelFormFoot message={message} submit={s.add} pending={add.isPending} />
        </Stack>
      </form>
    </Stack>
  );
}
