import { useState } from 'react';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentMarksSheet, MarksSheet } from '@kaksha/contracts';
import { EditableGrid } from '../../../components/grid/EditableGrid.tsx';
import {
  applyChanges,
  cellValue,
  gridProblems,
  type GridColumn,
  type GridValues,
} from '../../../components/grid/gridModel.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { serverFieldErrors } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';
import { useMarks, useSaveMarks, useStructures, type Part } from '../api/exams.ts';
import { cellText, markProblem, marksInputOf } from './markCells.ts';

const s = tExams.marks;
type Student = MarksSheet['students'][number];

const valuesOf = (sheet: MarksSheet): GridValues =>
  Object.fromEntries(sheet.students.map((st) => [String(st.studentId), { mark: cellText(st) }]));

/**
 * A paper's marks as a grid (keyboard, a pasted column, each cell's problem), saved in one request.
 * A structured exam's paper (decision 093) also takes each entered component's attempts, one at a
 * time, chosen above the grid.
 */
export function MarksEntry({
  examId,
  paperId,
  structureId,
  onClose,
}: {
  examId: number;
  paperId: number;
  structureId: number | null;
  onClose: () => void;
}) {
  const [partKey, setPartKey] = useState('paper');
  const part = partOf(partKey);
  return (
    <Stack gap="md">
      {structureId !== null && <PartPicker structureId={structureId} value={partKey} onChange={setPartKey} />}
      <PartSheet key={partKey} examId={examId} paperId={paperId} part={part} onClose={onClose} />
    </Stack>
  );
}

const partOf = (key: string): Part => {
  const [position, attempt] = key.split(':').map(Number);
  return key === 'paper' ? null : { position: position!, attempt: attempt! };
};

function PartPicker({
  structureId,
  value,
  onChange,
}: {
  structureId: number;
  value: string;
  onChange: (key: string) => void;
}) {
  const structure = useStructures().data?.data.find((x) => x.id === structureId);
  if (!structure) return null;
  const options = structure.components.flatMap((c) =>
    c.fromPaper
      ? [{ value: 'paper', label: fmt(s.partPaper, { name: c.name }) }]
      : Array.from({ length: c.attempts }, (_, i) => ({
          value: `${c.position}:${i + 1}`,
          label: c.attempts > 1 ? fmt(s.partAttempt, { name: c.name, n: i + 1 }) : c.name,
        })),
  );
  const chosen = structure.components.find((c) =>
    value === 'paper' ? c.fromPaper : c.position === partOf(value)?.position,
  );
  return (
    <Select
      label={s.part}
      allowDeselect={false}
      data={options}
      value={value}
      onChange={(v) => v && onChange(v)}
      description={
        chosen &&
        fmt(s.partHint, {
          name: chosen.name,
          weight: chosen.weight,
          best: chosen.best,
          attempts: chosen.attempts,
        })
      }
    />
  );
}

function PartSheet({
  examId,
  paperId,
  part,
  onClose,
}: {
  examId: number;
  paperId: number;
  part: Part;
  onClose: () => void;
}) {
  const sheet = useMarks(examId, paperId, part);
  if (sheet.isError) return <Notice tone="error">{s.loadFailed}</Notice>;
  if (!sheet.data) return <Text role="status">{tExams.list.loading}</Text>;
  const data: MarksSheet = sheet.data;
  const maximum = part ? ((data as ComponentMarksSheet).component.outOf ?? 0) : data.paper.maxMarks;
  return <Grid examId={examId} sheet={data} part={part} maximum={maximum} onClose={onClose} />;
}

function Grid({
  examId,
  sheet,
  part,
  maximum,
  onClose,
}: {
  examId: number;
  sheet: MarksSheet;
  part: Part;
  maximum: number;
  onClose: () => void;
}) {
  const { paper, students } = sheet;
  const save = useSaveMarks();
  const [saved, setSaved] = useState<GridValues>(() => valuesOf(sheet));
  const [values, setValues] = useState<GridValues>(saved);
  const [serverProblems, setServerProblems] = useState<Record<string, Record<string, string>>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  // Held: whoever enters marks; published: a manager, with a reason (the server says which).
  const editable = sheet.mayChange;
  const afterPublishing = sheet.status === 'published';
  const columns: GridColumn[] = [
    {
      key: 'mark',
      header: s.marks,
      kind: 'text',
      maxLength: 6,
      width: '8rem',
      validate: (v) => markProblem(v, maximum),
    },
  ];
  const keys = students.map((st) => String(st.studentId));
  const text = (studentId: number) => cellValue(values, String(studentId), 'mark');

  const submit = () => {
    setMessage(null);
    if (Object.keys(gridProblems(columns, keys, values)).length > 0) {
      setMessage({ tone: 'error', text: s.failed });
      return;
    }
    if (afterPublishing && !reason.trim()) {
      setReasonProblem(s.reasonNeeded);
      setMessage({ tone: 'error', text: s.failed });
      return;
    }
    const input = marksInputOf(
      students.map((st) => st.studentId),
      text,
    );
    save.mutate(
      { examId, paperId: paper.id, part, marks: { ...input, ...(afterPublishing && { reason }) } },
      {
        onSuccess: (answer) => {
          const now = valuesOf(answer);
          setSaved(now);
          setValues(now);
          setServerProblems({});
          setReason('');
          setReasonProblem(null);
          setMessage({ tone: 'success', text: fmt(s.saved, { subject: paper.subjectName }) });
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          const problems: Record<string, Record<string, string>> = {};
          const fieldErrors = serverFieldErrors(error);
          setReasonProblem(fieldErrors.reason ?? null);
          for (const [path, problem] of Object.entries(fieldErrors)) {
            const row = keys[Number(path.split('.')[1])];
            if (row) problems[row] = { mark: problem };
          }
          setServerProblems(problems);
          setMessage(failure(s.failed, error));
        },
      },
    );
  };

  if (students.length === 0) return <Text>{s.noStudents}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm">
        {sheet.status === 'published'
          ? editable
            ? fmt(s.publishedChange, { max: maximum })
            : s.published
          : sheet.status === 'held'
            ? fmt(s.hint, { max: maximum })
            : s.notHeld}
      </Text>
      <EditableGrid<Student>
        label={fmt(s.grid, { subject: paper.subjectName })}
        rows={students}
        rowKey={(st) => String(st.studentId)}
        rowHeader={{
          header: s.student,
          cell: (st) => (
            <>
              {st.name}
              <Text span size="xs" c="dimmed" display="block">
                {st.batchName}
              </Text>
            </>
          ),
          name: (st) => st.name,
        }}
        columns={columns}
        values={values}
        saved={saved}
        problems={serverProblems}
        onChange={(changes) => {
          if (!editable) return;
          setValues((v) => applyChanges(v, changes));
          // The last save's words no longer describe the sheet once a cell changes.
          setMessage(null);
        }}
      />
      {editable ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {afterPublishing && (
            <TextInput
              label={s.reason}
              description={s.reasonHint}
              withAsterisk
              maxLength={300}
              value={reason}
              error={reasonProblem}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonProblem(null);
              }}
              mb="md"
            />
          )}
          <FormActions problem={message} words={s} busy={save.isPending} onCancel={onClose} />
        </form>
      ) : (
        message && <Notice tone={message.tone}>{message.text}</Notice>
      )}
    </Stack>
  );
}
