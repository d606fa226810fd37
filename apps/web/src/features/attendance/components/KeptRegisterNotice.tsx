import { Button, Group, Stack, Text } from '@mantine/core';
import type { Register } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import type { KeptRegister } from './keptRegister.ts';

const s = tAttendance.offline;

interface Props {
  register: Register;
  kept: KeptRegister;
  busy: boolean;
  /** Sends the kept marks over the register as it now is on the server. */
  onSaveMine: () => void;
  /** Drops the kept marks: the server's stand. */
  onDrop: () => void;
}

/**
 * The register's save kept on this device (decision 092): waiting for the connection; or refused —
 * saved over by someone else meanwhile (both versions side by side, the teacher decides), or refused
 * for another reason (the server's words).
 */
export function KeptRegisterNotice({ register, kept, busy, onSaveMine, onDrop }: Props) {
  const formats = useFormats();
  if (kept.state === 'waiting')
    return <Notice tone="info">{fmt(s.waiting, { time: formats.dateTime(kept.queuedAt) })}</Notice>;
  if (kept.state === 'refused')
    return (
      <Notice
        tone="error"
        action={
          <Button size="xs" variant="outline" onClick={onDrop}>
            {s.discard}
          </Button>
        }
      >
        <strong>{s.refusedTitle}</strong> {kept.message}
      </Notice>
    );

  const names = new Map(register.codes.map((c) => [c.code, c.name]));
  const theirs = new Map(register.students.map((st) => [st.studentId, st]));
  const differ = kept.body.marks
    .map((mine) => ({ mine, theirs: theirs.get(mine.studentId) }))
    .filter(
      ({ mine, theirs }) => theirs && (theirs.code !== mine.code || theirs.lateMinutes !== mine.lateMinutes),
    );
  const shown = (code: string, minutes: number | null | undefined) =>
    `${names.get(code) ?? code}${minutes ? ` (${minutes})` : ''}`;
  return (
    <Notice tone="error">
      <Stack gap="xs">
        <Text fw={700}>{s.conflictTitle}</Text>
        <Text size="sm">{kept.message}</Text>
        {differ.length === 0 ? (
          <Text size="sm">{s.same}</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {s.differences}
            </Text>
            <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
              {differ.map(({ mine, theirs }) => (
                <li key={mine.studentId}>
                  <Text size="sm">
                    {theirs!.name}: {s.theirs} — {shown(theirs!.code, theirs!.lateMinutes)} · {s.yours} —{' '}
                    {shown(mine.code, mine.lateMinutes)}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={onSaveMine} loading={busy}>
            {s.saveMine}
          </Button>
          <Button size="xs" variant="outline" onClick={onDrop} disabled={busy}>
            {s.keepTheirs}
          </Button>
        </Group>
      </Stack>
    </Notice>
  );
}
