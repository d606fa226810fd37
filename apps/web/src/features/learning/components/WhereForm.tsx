import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { useChapterOptions } from '../api/chapters.ts';
import type { SubjectCodes } from '../api/keys.ts';
import { BackIcon } from './icons.tsx';
import { chapterDetailsPath } from '../chapterDetailsPath.ts';

const s = tLearning.manager;

/** The organisation, board, class and subject inputs: submitting opens their chapters; Back goes back. */
export function WhereForm({
  initial,
  suCode,
  canManage,
}: {
  initial: SubjectCodes | null;
  suCode: string;
  canManage: boolean;
}) {
  const navigate = useNavigate();
  const options = useChapterOptions();
  const [organisation, setOrganisation] = useState(suCode);
  const [board, setBoard] = useState(initial?.boardCode ?? '');
  const [klass, setKlass] = useState(initial?.classCode ?? '');
  const [subjectCode, setSubjectCode] = useState(initial?.subjectCode ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!organisation.trim() || !board || !klass || !subjectCode) {
      setProblem(tLearning.common.missingParameters);
      return;
    }
    setProblem(null);
    void navigate(
      chapterDetailsPath({ suCode: organisation.trim(), boardCode: board, classCode: klass, subjectCode }),
    );
  };

  const back = () => {
    // Back where the user came from, or to the dashboard when this was the first page.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/adminhome');
  };

  const choices = (list: { code: string; name: string }[] | undefined, current: string) => {
    const items = (list ?? []).map((o) => ({ value: o.code, label: `${o.name} (${o.code})` }));
    // A code from the address that is not (or not yet) in the list still shows.
    if (current && !items.some((i) => i.value === current)) items.unshift({ value: current, label: current });
    return [{ value: '', label: s.pick }, ...items];
  };
  const empty =
    options.data &&
    options.data.boards.length + options.data.classes.length + options.data.subjects.length === 0;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label={s.whereTitle}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={3} size="h4">
                {s.whereTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {canManage ? s.whereIntro : s.whereIntroReadOnly}
              </Text>
            </div>
            <Button variant="default" leftSection={<BackIcon />} onClick={back}>
              {s.back}
            </Button>
          </Group>
          {options.isError && (
            <Notice tone="error">{fmt(s.optionsFailed, { message: errorMessage(options.error) })}</Notice>
          )}
          {empty && <Notice tone="info">{s.noCurriculum}</Notice>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput
              label={s.organisation}
              value={organisation}
              onChange={(e) => setOrganisation(e.currentTarget.value.toUpperCase())}
              maxLength={20}
            />
            <NativeSelect
              label={s.board}
              value={board}
              onChange={(e) => setBoard(e.currentTarget.value)}
              data={choices(options.data?.boards, board)}
            />
            <NativeSelect
              label={s.class}
              value={klass}
              onChange={(e) => setKlass(e.currentTarget.value)}
              data={choices(options.data?.classes, klass)}
            />
            <NativeSelect
              label={s.subject}
              value={subjectCode}
              onChange={(e) => setSubjectCode(e.currentTarget.value)}
              data={choices(options.data?.subjects, subjectCode)}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit">{s.show}</Button>
          </Group>
          {problem && <Notice tone="error">{problem}</Notice>}
        </Stack>
      </form>
    </Paper>
  );
}
