import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  OPTION_LETTERS,
  QUESTION_TYPES,
  questionInput,
  type Question,
  type QuestionChoices,
} from '@kaksha/contracts';
import { FormActions } from '../../../components/FormActions.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tQuestions } from '../../../lib/i18n/questions.ts';
import { useSaveQuestion } from './api.ts';

const s = tQuestions.form;

interface Values {
  chapterId: string | null;
  topicId: string | null;
  bloom: string;
  type: string;
  text: string;
  options: string[];
  correctOption: string | null;
  answer: string;
  marks: number | string;
  difficulty: string;
}

const valuesOf = (q: Question | null): Values => ({
  chapterId: q ? String(q.chapterId) : null,
  topicId: q?.topicId ? String(q.topicId) : null,
  bloom: q?.bloom ?? 'remember',
  type: q?.type ?? 'mcq',
  text: q?.text ?? '',
  options: q?.type === 'mcq' ? q.options : ['', '', '', ''],
  correctOption: q?.correctOption != null ? String(q.correctOption) : null,
  answer: q?.answer ?? '',
  marks: q?.marks ?? 1,
  difficulty: q?.difficulty ?? 'medium',
});
const toInput = (v: Values) => ({
  ...v,
  chapterId: Number(v.chapterId) || 0,
  topicId: v.topicId ? Number(v.topicId) : null,
  options: v.type === 'mcq' ? v.options : [],
  correctOption: v.type === 'mcq' && v.correctOption !== null ? Number(v.correctOption) : null,
  marks: v.marks === '' ? undefined : Number(v.marks),
});

/** The chapters as a select offers them: "Science · Class 10 · Light". */
export const chapterOptions = (choices: QuestionChoices) =>
  choices.chapters.map((c) => ({
    value: String(c.id),
    label: fmt(s.chapterOption, { subject: c.subjectName, class: c.className, chapter: c.name }),
  }));

/** Add (null) or change a question: where it is filed, its level and type, its options or answer. */
export function QuestionForm({
  question,
  choices,
  onCancel,
  onDone,
}: {
  question: Question | null;
  choices: QuestionChoices;
  onCancel: () => void;
  onDone: (saved: Question, text: string) => void;
}) {
  const save = useSaveQuestion();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(question),
    validate: zodResolver(questionInput, toInput),
  });
  const values = form.getValues();
  const chapter = choices.chapters.find((c) => String(c.id) === values.chapterId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((v) =>
      save.mutate(
        { id: question?.id ?? null, input: toInput(v) as never },
        {
          onSuccess: (saved) => onDone(saved, s.saved),
          onError: showFailure(form, setProblem, s.failed),
        },
      ),
    )(event);
  };
  const isMcq = values.type === 'mcq';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={s.chapter}
            required
            searchable
            data={chapterOptions(choices)}
            {...form.getInputProps('chapterId')}
            onChange={(value) => {
              form.setFieldValue('chapterId', value);
              form.setFieldValue('topicId', null);
            }}
          />
          <Select
            label={s.topic}
            placeholder={s.noTopic}
            clearable
            data={(chapter?.topics ?? []).map((tp) => ({ value: String(tp.id), label: tp.name }))}
            {...form.getInputProps('topicId')}
          />
          <Select
            label={s.bloom}
            allowDeselect={false}
            data={BLOOM_LEVELS.map((v) => ({ value: v, label: tQuestions.blooms[v] }))}
            {...form.getInputProps('bloom')}
          />
          <Select
            label={s.type}
            allowDeselect={false}
            data={QUESTION_TYPES.map((v) => ({ value: v, label: tQuestions.types[v] }))}
            {...form.getInputProps('type')}
          />
        </SimpleGrid>
        <Textarea
          label={s.text}
          required
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('text')}
        />
        {isMcq && (
          <Fieldset legend={s.options}>
            <Radio.Group
              label={s.correct}
              value={values.correctOption}
              onChange={(v) => form.setFieldValue('correctOption', v)}
              error={form.errors.correctOption ?? form.errors.options}
            >
              <Stack gap="xs" mt="xs">
                {values.options.map((_, i) => {
                  const letter = OPTION_LETTERS[i]!;
                  return (
                    <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                      <Radio value={String(i)} aria-label={fmt(s.correctN, { letter })} mt={30} />
                      <TextInput
                        label={fmt(s.optionN, { letter })}
                        style={{ flex: 1 }}
                        maxLength={500}
                        {...form.getInputProps(`options.${i}`)}
                      />
                      {values.options.length > 2 && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          c="red.9"
                          mt={28}
                          aria-label={fmt(s.removeOption, { letter })}
                          onClick={() => {
                            form.removeListItem('options', i);
                            const correct = Number(values.correctOption);
                            if (values.correctOption !== null && correct >= i)
                              form.setFieldValue('correctOption', correct === i ? null : String(correct - 1));
                          }}
                        >
                          ×
                        </ActionIcon>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </Radio.Group>
            {values.options.length < OPTION_LETTERS.length && (
              <Button
                variant="default"
                size="compact-sm"
                mt="sm"
                onClick={() => form.insertListItem('options', '')}
              >
                {s.addOption}
              </Button>
            )}
          </Fieldset>
        )}
        <Textarea
          label={isMcq ? s.explanation : values.type === 'long' ? s.markingPoints : s.answer}
          required={values.type === 'short' || values.type === 'numerical'}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('answer')}
        />
        <SimpleGrid cols={{ base: 2, sm: 2 }} spacing="sm">
          <NumberInput label={s.marks} required min={1} max={100} {...form.getInputProps('marks')} />
          <Select
            label={s.difficulty}
            allowDeselect={false}
            data={DIFFICULTIES.map((v) => ({ value: v, label: tQuestions.difficulties[v] }))}
            {...form.getInputProps('difficulty')}
          />
        </SimpleGrid>
        <FormActions problem={problem} words={s} busy={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
