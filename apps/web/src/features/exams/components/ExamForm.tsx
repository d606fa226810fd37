import { useState, type FormEvent } from 'react';
import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  CARD_LAYOUTS,
  EXAM_TYPES,
  examInput,
  type CardLayout,
  type ExamChoices,
  type ExamDetail,
} from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';
import { useExam, useExamChoices, useExams, useSaveExam } from '../api/exams.ts';

const s = tExams.form;

interface PaperValues {
  subjectId: string | null;
  date: string;
  startTime: string;
  endTime: string;
  roomId: string | null;
  teacherId: string | null;
  maxMarks: number | string;
  passingMarks: number | string;
}
interface Values {
  name: string;
  type: string;
  scaleId: string | null;
  structureId: string | null;
  cardLayout: CardLayout;
  termOneExamId: string | null;
  batchIds: string[];
  papers: PaperValues[];
}

const id = (value: number | null | undefined) => (value ? String(value) : null);
const blankPaper = (): PaperValues => ({
  subjectId: null,
  date: '',
  startTime: '10:00',
  endTime: '13:00',
  roomId: null,
  teacherId: null,
  maxMarks: 80,
  passingMarks: 27,
});
const valuesOf = (e: ExamDetail | null, choices: ExamChoices | undefined): Values => ({
  name: e?.name ?? '',
  type: e?.type ?? 'unit_test',
  scaleId: id(e?.scaleId ?? choices?.scales[0]?.id),
  structureId: id(e?.structureId),
  cardLayout: e?.cardLayout ?? 'institute',
  termOneExamId: id(e?.termOneExamId),
  batchIds: e?.batches.map((b) => String(b.id)) ?? [],
  papers: e?.papers.map((p) => ({
    subjectId: id(p.subjectId),
    date: p.date,
    startTime: p.startTime,
    endTime: p.endTime,
    roomId: id(p.roomId),
    teacherId: id(p.teacherId),
    maxMarks: p.maxMarks,
    passingMarks: p.passingMarks,
  })) ?? [blankPaper()],
});
const toInput = (v: Values) => ({
  ...v,
  scaleId: Number(v.scaleId) || 0,
  structureId: v.structureId ? Number(v.structureId) : null,
  termOneExamId: v.cardLayout === 'cbse' && v.termOneExamId ? Number(v.termOneExamId) : null,
  batchIds: v.batchIds.map(Number),
  papers: v.papers.map((p) => ({
    ...p,
    subjectId: Number(p.subjectId) || 0,
    roomId: p.roomId ? Number(p.roomId) : null,
    teacherId: p.teacherId ? Number(p.teacherId) : null,
    maxMarks: p.maxMarks === '' ? undefined : Number(p.maxMarks),
    passingMarks: p.passingMarks === '' ? undefined : Number(p.passingMarks),
  })),
});
const options = (list: { id: number; name: string }[] | undefined, label = (c: { name: string }) => c.name) =>
  (list ?? []).map((c) => ({ value: String(c.id), label: label(c as never) }));

/** Add (id null) or edit a draft exam: its batches, grading scale and a paper per subject. */
export function ExamForm({
  examId,
  onCancel,
  onDone,
}: {
  examId: number | null;
  onCancel: () => void;
  onDone: (exam: ExamDetail, text: string) => void;
}) {
  const exam = useExam(examId);
  const choices = useExamChoices();
  if ((examId !== null && !exam.data) || !choices.data)
    return <Text role="status">{tExams.list.loading}</Text>;
  return <Fields exam={exam.data ?? null} choices={choices.data} onCancel={onCancel} onDone={onDone} />;
}

function Fields({
  exam,
  choices,
  onCancel,
  onDone,
}: {
  exam: ExamDetail | null;
  choices: ExamChoices;
  onCancel: () => void;
  onDone: (exam: ExamDetail, text: string) => void;
}) {
  const save = useSaveExam();
  // The CBSE card's Term 1: one of the organisation's recent exams.
  const earlier = useExams({ page: 1, pageSize: 100 });
  const examId = exam?.id ?? null;
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(exam, choices),
    validate: zodResolver(examInput, toInput),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) =>
      save.mutate(
        { id: exam?.id ?? null, exam: examInput.parse(toInput(values)) },
        {
          onSuccess: (saved) => onDone(saved, fmt(s.saved, { name: saved.name })),
          onError: showFailure(form, setProblem, s.failed),
        },
      ),
    )(event);
  };
  const rooms = choices.rooms.map((r) => ({
    value: String(r.id),
    label: r.capacity ? fmt(s.seats, { name: r.name, n: r.capacity }) : r.name,
  }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={s.name} required maxLength={120} {...form.getInputProps('name')} />
          <Select
            label={s.type}
            allowDeselect={false}
            data={EXAM_TYPES.map((v) => ({ value: v, label: tExams.types[v] }))}
            {...form.getInputProps('type')}
          />
          <Select
            label={s.scale}
            required
            allowDeselect={false}
            data={options(choices.scales)}
            {...form.getInputProps('scaleId')}
          />
          <Select
            label={s.structure}
            description={s.structureHint}
            placeholder={s.structureNone}
            clearable
            data={options(choices.structures)}
            {...form.getInputProps('structureId')}
          />
          <Select
            label={s.layout}
            allowDeselect={false}
            data={CARD_LAYOUTS.map((v) => ({ value: v, label: s.layouts[v] }))}
            {...form.getInputProps('cardLayout')}
          />
          {form.values.cardLayout === 'cbse' && (
            <Select
              label={s.termOne}
              description={s.termOneHint}
              placeholder={s.termOneNone}
              clearable
              searchable
              data={options(earlier.data?.data.filter((x) => x.id !== examId))}
              {...form.getInputProps('termOneExamId')}
            />
          )}
          <MultiSelect
            label={s.batches}
            required
            searchable
            data={choices.batches.map((b) => ({
              value: String(b.id),
              label: fmt(s.students, { name: b.name, n: b.students }),
            }))}
            {...form.getInputProps('batchIds')}
          />
        </SimpleGrid>
        {form.getValues().papers.map((_, i) => (
          <Fieldset key={i} legend={fmt(s.paperN, { n: i + 1 })}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <Select
                label={s.subject}
                required
                searchable
                data={options(choices.subjects)}
                {...form.getInputProps(`papers.${i}.subjectId`)}
              />
              <DateField label={s.date} required {...form.getInputProps(`papers.${i}.date`)} />
              <TimeInput label={s.startTime} required {...form.getInputProps(`papers.${i}.startTime`)} />
              <TimeInput label={s.endTime} required {...form.getInputProps(`papers.${i}.endTime`)} />
              <Select
                label={s.room}
                placeholder={s.noRoom}
                clearable
                data={rooms}
                {...form.getInputProps(`papers.${i}.roomId`)}
              />
              <Select
                label={s.teacher}
                placeholder={s.noTeacher}
                clearable
                searchable
                data={options(choices.teachers)}
                {...form.getInputProps(`papers.${i}.teacherId`)}
              />
              <NumberInput
                label={s.maxMarks}
                required
                min={1}
                max={1000}
                {...form.getInputProps(`papers.${i}.maxMarks`)}
              />
              <NumberInput
                label={s.passingMarks}
                required
                min={0}
                max={1000}
                {...form.getInputProps(`papers.${i}.passingMarks`)}
              />
            </SimpleGrid>
            {form.getValues().papers.length > 1 && (
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => form.removeListItem('papers', i)}
                >
                  {fmt(s.removePaper, { n: i + 1 })}
                </Button>
              </Group>
            )}
          </Fieldset>
        ))}
        <Group>
          <Button variant="default" onClick={() => form.insertListItem('papers', blankPaper())}>
            {s.addPaper}
          </Button>
        </Group>
        <FormActions problem={problem} words={s} busy={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
