import { useEffect, useMemo, useState } from 'react';
import { Avatar, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Register } from '@kaksha/contracts';
import { EditableGrid } from '../../../components/grid/EditableGrid.tsx';
import {
  applyChanges,
  gridProblems,
  type GridColumn,
  type GridValues,
} from '../../../components/grid/gridModel.ts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { plural } from '../../../lib/i18n/plural.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { forget, forgetRef, newClientKey, onSent, unreachable } from '../../../lib/outbox.ts';
import { queryOf, useRegister, useSaveRegister, type RegisterPick } from '../api/attendance.ts';
import { KeptRegisterNotice } from './KeptRegisterNotice.tsx';
import { REGISTER_KIND, keepRegister, useKeptRegister, type KeptSave } from './keptRegister.ts';

const s = tAttendance;

const valuesOfMarks = (marks: KeptSave['marks']): GridValues =>
  Object.fromEntries(
    marks.map((m) => [
      String(m.studentId),
      {
        code: m.code,
        minutes: m.lateMinutes === null ? '' : String(m.lateMinutes),
      },
    ]),
  );
const valuesOf = (register: Register): GridValues => valuesOfMarks(register.students);

/** One register: its students with photos in the editable grid, everyone Present until saved; Save once. */
export function RegisterPanel({ pick }: { pick: RegisterPick }) {
  const query = useRegister(pick);
  if (query.isError)
    return (
      <Notice tone="error">
        {s.registerFailed} {errorMessage(query.error)}
      </Notice>
    );
  if (!query.data) return <Text c="dimmed">{s.loading}</Text>;
  return <RegisterForm register={query.data} />;
}

function RegisterForm({ register }: { register: Register }) {
  const formats = useFormats();
  const queryClient = useQueryClient();
  const save = useSaveRegister();
  // Marks kept on this device (decision 092) are what the teacher last made: shown until sent or dropped.
  const kept = useKeptRegister(register);
  const [values, setValues] = useState<GridValues>(() =>
    kept ? valuesOfMarks(kept.body.marks) : valuesOf(register),
  );
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const ref = queryOf(register);

  // Refused as changed meanwhile: fetch the server's version to show beside the kept one.
  const conflictKey = kept?.state === 'conflict' ? kept.key : null;
  useEffect(() => {
    if (conflictKey) void queryClient.invalidateQueries({ queryKey: ['attendance', 'register'] });
  }, [conflictKey, queryClient]);
  // The kept save went through when the connection came back.
  useEffect(
    () =>
      onSent((entry) => {
        if (entry.kind === REGISTER_KIND && entry.ref === ref)
          setNotice({ tone: 'success', text: s.offline.sent });
      }),
    [ref],
  );

  const codes = register.codes.filter((c) => c.active);
  const minuteCodes = new Set(codes.filter((c) => c.minutes).map((c) => c.code));
  const columns: GridColumn[] = useMemo(
    () => [
      {
        key: 'code',
        header: s.code,
        kind: 'choice',
        required: true,
        width: '9rem',
        codes: codes.map((c) => ({ value: c.code, label: c.name })),
      },
      { key: 'minutes', header: s.minutes, kind: 'number', min: 1, max: 600, whole: true, width: '7rem' },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [register.codes],
  );
  const rows = register.students;
  const keys = rows.map((st) => String(st.studentId));
  const problems = gridProblems(columns, keys, values);
  const absentCodes = new Set(codes.filter((c) => c.counts === 'absent').map((c) => c.code));
  const absent = keys.filter((k) => absentCodes.has(values[k]?.code ?? '')).length;
  const name = register.subjectName ? `${register.batchName} · ${register.subjectName}` : register.batchName;
  const locked = register.refusal !== null || (register.frozen && !register.mayOverride);

  /** Sends the save; with no connection it is kept on the device, and a 409 kept to compare. */
  const send = (body: KeptSave) => {
    const kept = () => {
      keepRegister(body);
      setNotice({ tone: 'info', text: s.offline.kept });
    };
    if (!navigator.onLine) return kept();
    save.mutate(body, {
      onSuccess: (saved) => {
        forgetRef(REGISTER_KIND, ref);
        const told = saved.alerts.queued;
        const text = told ? fmt(s.savedTold, { families: plural(told, s.families) }) : s.saved;
        const back = saved.alerts.withdrawn ? ` ${fmt(s.withdrawn, { n: saved.alerts.withdrawn })}` : '';
        setNotice({ tone: 'success', text: text + back });
      },
      onError: (error) => {
        if (unreachable(error)) return kept();
        if (isApiClientError(error) && error.status === 409) {
          keepRegister(body, { state: 'conflict', message: errorMessage(error) });
          return setNotice(null);
        }
        setNotice(failure(s.saveFailed, error));
      },
    });
  };

  const submit = () => {
    setNotice(null);
    if (Object.keys(problems).length) return setNotice({ tone: 'error', text: s.fixFirst });
    send({
      sessionId: register.sessionId,
      batchId: register.batchId,
      day: register.day,
      reason,
      clientKey: newClientKey(),
      basedOnVersion: register.version,
      marks: keys.map((k) => {
        const code = values[k]!.code!;
        const minutes = values[k]!.minutes;
        return {
          studentId: Number(k),
          code,
          lateMinutes: minuteCodes.has(code) && minutes ? Number(minutes) : null,
        };
      }),
    });
  };
  const dropKept = () => {
    if (kept) forget(kept.key);
    setValues(valuesOf(register));
    setNotice(null);
  };

  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text component="h2" fw={700} size="lg">
          {fmt(s.registerOf, { name })}
        </Text>
        <Text size="sm" c="dimmed">
          {formats.calendarDate(register.day)}
          {register.startsAt ? ` · ${formats.time(register.startsAt)}` : ''}
          {register.teacherName ? ` · ${fmt(s.taughtBy, { teacher: register.teacherName })}` : ''}
        </Text>
        <Text size="sm">
          {register.saved
            ? fmt(s.savedBy, { name: register.savedBy ?? '', time: formats.dateTime(register.savedAt!) })
            : rows.some((st) => st.leave !== null)
              ? s.notSavedLeave
              : s.notSaved}
        </Text>
      </Stack>
      {register.refusal && <Notice tone="error">{register.refusal}</Notice>}
      {kept && (
        <KeptRegisterNotice
          register={register}
          kept={kept}
          busy={save.isPending}
          onSaveMine={() =>
            send({ ...kept.body, clientKey: newClientKey(), basedOnVersion: register.version })
          }
          onDrop={dropKept}
        />
      )}
      {!register.refusal && register.frozen && (
        <Notice tone="info">{register.mayOverride ? s.frozenManager : s.frozen}</Notice>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{s.noStudents}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {fmt(s.keys, { letters: codes.map((c) => c.code).join('/') })}
          </Text>
          <EditableGrid
            label={fmt(s.grid, { name })}
            rows={rows}
            rowKey={(st) => String(st.studentId)}
            rowHeader={{
              header: s.student,
              name: (st) => st.name,
              cell: (st) => (
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={st.photoUrl} alt="" size={32} radius="xl">
                    {st.name.slice(0, 1)}
                  </Avatar>
                  <span>
                    {st.name}
                    <Text component="span" size="xs" c="dimmed" display="block">
                      {st.admissionNumber}
                    </Text>
                    {st.leave !== null && (
                      <Text component="span" size="xs" c="blue.8" display="block">
                        {fmt(s.onLeave, { reason: st.leave })}
                      </Text>
                    )}
                  </span>
                </Group>
              ),
            }}
            columns={columns}
            values={values}
            saved={register.saved ? valuesOf(register) : undefined}
            onChange={(changes) => setValues((current) => applyChanges(current, changes))}
          />
        </>
      )}
      <Text aria-live="polite" size="sm" fw={600}>
        {fmt(s.counts, { present: rows.length - absent, absent, total: rows.length })}
      </Text>
      {register.frozen && register.mayOverride && !register.refusal && (
        <TextInput
          label={s.reason}
          required
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      {/* "Kept on this device" stands while it waits; what became of it is said above. */}
      <FormNotice message={notice?.text === s.offline.kept && kept?.state !== 'waiting' ? null : notice} />
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={locked}>
          {s.save}
        </Button>
      </Group>
    </Stack>
  );
}
