import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  BLOOM_LEVELS,
  OPTION_LETTERS,
  type BlueprintCell,
  type BloomLevel,
  type PaperQuestion,
  type QuestionChoices,
} from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { serverFieldErrors } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tQuestions } from '../../../lib/i18n/questions.ts';
import { useBuildPaper, useSavePaper, useSwapQuestion } from './api.ts';
import { chapterOptions } from './QuestionForm.tsx';

const s = tQuestions.builder;
interface Row {
  chapterId: string | null;
  bloom: BloomLevel;
  marks: number | string;
  count: number | string;
}
const blankRow = (bloom: BloomLevel = 'remember', marks = 1): Row => ({
  chapterId: null,
  bloom,
  marks,
  count: 1,
});
const marksOf = (n: number) => (n === 1 ? s.oneMark : fmt(s.marksN, { n }));

/**
 * The paper builder: a blueprint (rows of chapter × level × marks, how many of each) → the questions
 * picked → any swapped → the paper saved, with its PDF and answer key. The server's words for a row
 * the bank cannot fill are shown under that row.
 */
export function PaperBuilder({
  opened,
  choices,
  onClose,
}: {
  opened: boolean;
  choices: QuestionChoices;
  onClose: () => void;
}) {
  const [batchId, setBatchId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [totalMarks, setTotalMarks] = useState<number | string>('');
  const [rows, setRows] = useState<Row[]>([blankRow(), blankRow('understand', 2)]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [picked, setPicked] = useState<PaperQuestion[] | null>(null);
  const [offered, setOffered] = useState<Record<number, number[]>>({});
  const [saved, setSaved] = useState<{ id: number; name: string } | null>(null);
  const build = useBuildPaper();
  const swap = useSwapQuestion();
  const savePaper = useSavePaper();

  const cells: BlueprintCell[] = rows.map((r) => ({
    chapterId: Number(r.chapterId) || 0,
    bloom: r.bloom,
    marks: Number(r.marks) || 0,
    count: Number(r.count) || 0,
  }));
  const sum = cells.reduce((n, c) => n + c.marks * c.count, 0);
  const blueprint = { batchId: Number(batchId) || 0, name, totalMarks: Number(totalMarks) || 0, cells };
  const change = (i: number, patch: Partial<Row>) => {
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setPicked(null);
    setSaved(null);
  };
  const failed = (text: string) => (error: unknown) => {
    if (isUnauthorized(error)) return;
    setErrors(serverFieldErrors(error));
    setMessage(failure(text, error));
  };
  const pick = () => {
    setErrors({});
    setMessage(null);
    setSaved(null);
    build.mutate(blueprint, {
      onSuccess: (paper) => {
        setPicked(paper.questions);
        setOffered({});
        setMessage({ tone: 'success', text: fmt(s.built, { n: paper.questions.length }) });
      },
      onError: failed(s.buildFailed),
    });
  };
  const swapAt = (at: number) => {
    const current = picked![at]!;
    const cell = cells[current.cell]!;
    const history = [...(offered[at] ?? []), current.questionId!];
    swap.mutate(
      {
        batchId: blueprint.batchId,
        cell: { chapterId: cell.chapterId, bloom: cell.bloom, marks: cell.marks },
        exclude: picked!.map((q) => q.questionId!),
        offered: history,
      },
      {
        onSuccess: (next) => {
          setOffered((o) => ({ ...o, [at]: history }));
          setPicked((all) => all!.map((q, j) => (j === at ? { ...next, cell: current.cell } : q)));
          setMessage(null);
        },
        onError: failed(s.swapFailed),
      },
    );
  };
  const save = () =>
    savePaper.mutate(
      { ...blueprint, questionIds: picked!.map((q) => q.questionId!) },
      {
        onSuccess: (paper) => {
          setSaved({ id: paper.id, name: paper.name });
          setMessage({ tone: 'success', text: fmt(s.saved, { name: paper.name }) });
        },
        onError: failed(s.saveFailed),
      },
    );
  const chapters = chapterOptions(choices);

  return (
    <FormModal opened={opened} onClose={onClose} title={s.title} size="xl">
      <Stack gap="md">
        <Text size="sm">{s.intro}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={s.batch}
            required
            searchable
            data={choices.batches.map((b) => ({ value: String(b.id), label: b.name }))}
            value={batchId}
            onChange={setBatchId}
            error={errors.batchId}
          />
          <TextInput
            label={s.name}
            required
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <NumberInput
            label={s.totalMarks}
            required
            min={1}
            max={1000}
            value={totalMarks}
            onChange={setTotalMarks}
            description={fmt(s.rowsAddUp, { n: sum })}
            error={errors.totalMarks}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          {s.blueprint}
        </Title>
        {rows.map((row, i) => {
          const rowError = errors[`cells.${i}.count`] ?? errors[`cells.${i}.chapterId`];
          return (
            <Fieldset key={i} legend={fmt(s.row, { n: i + 1 })}>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <Select
                  label={s.chapter}
                  required
                  searchable
                  data={chapters}
                  value={row.chapterId}
                  onChange={(v) => change(i, { chapterId: v })}
                  style={{ gridColumn: 'span 2' }}
                />
                <Select
                  label={s.bloom}
                  allowDeselect={false}
                  data={BLOOM_LEVELS.map((v) => ({ value: v, label: tQuestions.blooms[v] }))}
                  value={row.bloom}
                  onChange={(v) => change(i, { bloom: (v ?? 'remember') as BloomLevel })}
                />
                <Group gap="xs" grow wrap="nowrap" align="flex-start">
                  <NumberInput
                    label={s.marks}
                    min={1}
                    max={100}
                    value={row.marks}
                    onChange={(v) => change(i, { marks: v })}
                  />
                  <NumberInput
                    label={s.count}
                    min={1}
                    max={50}
                    value={row.count}
                    onChange={(v) => change(i, { count: v })}
                  />
                </Group>
              </SimpleGrid>
              {rowError && (
                <Text c="red.8" size="sm" mt="xs" role="alert">
                  {rowError}
                </Text>
              )}
              {rows.length > 1 && (
                <Group justify="flex-end" mt="xs">
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    size="compact-sm"
                    onClick={() => {
                      setRows((all) => all.filter((_, j) => j !== i));
                      setPicked(null);
                    }}
                  >
                    {fmt(s.removeRow, { n: i + 1 })}
                  </Button>
                </Group>
              )}
            </Fieldset>
          );
        })}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setRows((all) => [...all, blankRow()])}>
            {s.addRow}
          </Button>
          <Button onClick={pick} loading={build.isPending}>
            {s.build}
          </Button>
        </Group>
        <FormNotice message={message} />
        {picked && (
          <Stack gap="xs" component="section" aria-label={s.picked}>
            <Title order={3} size="h5">
              {s.picked}
            </Title>
            {picked.map((q, i) => (
              <Paper key={q.questionId} withBorder p="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4} style={{ flex: 1 }}>
                    <Text fw={600} size="sm">
                      {i + 1}. {q.text}
                    </Text>
                    {q.options.length > 0 && (
                      <Text size="sm" c="dimmed">
                        {q.options.map((o, j) => `(${OPTION_LETTERS[j]!.toLowerCase()}) ${o}`).join('   ')}
                      </Text>
                    )}
                    <Group gap={6}>
                      <Badge variant="light">{tQuestions.blooms[q.bloom]}</Badge>
                      <Badge variant="outline" color="gray">
                        {marksOf(q.marks)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {q.chapterName}
                      </Text>
                    </Group>
                  </Stack>
                  {!saved && (
                    <Button
                      variant="default"
                      size="compact-sm"
                      aria-label={fmt(s.swapFor, { n: i + 1 })}
                      loading={swap.isPending && swap.variables?.offered?.includes(q.questionId!)}
                      onClick={() => swapAt(i)}
                    >
                      {s.swap}
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
            <Group justify="flex-end">
              {saved ? (
                <>
                  <Anchor href={`/api/v1/question-papers/${saved.id}/paper.pdf`} target="_blank">
                    {s.paperPdf}
                  </Anchor>
                  <Anchor href={`/api/v1/question-papers/${saved.id}/answer-key.pdf`} target="_blank">
                    {s.keyPdf}
                  </Anchor>
                  <Button variant="default" onClick={onClose}>
                    {s.close}
                  </Button>
                </>
              ) : (
                <Button onClick={save} loading={savePaper.isPending}>
                  {s.save}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </FormModal>
  );
}
