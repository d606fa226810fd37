import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import type { MarksSheet } from '@kaksha/contracts';
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
import { useMarks, useSaveMarks } from '../api/exams.ts';
import { cellText, markProblem, marksInputOf } from './markCells.ts';

const s = tExams.marks;
type Student = MarksSheet['students'][number];

const valuesOf = (sheet: MarksSheet): GridValues =>
  Object.fromEntries(sheet.students.map((st) => [String(st.studentId), { mark: cellText(st) }]));

/** A paper's marks as a grid (keyboard, a pasted column, each cell's problem), saved in one request. */
export function MarksEntry({
  examId,
  paperId,
  onClose,
}: {
  examId: number;
  paperId: number;
  onClose: () => void;
}) {
  const sheet = useMarks(examId, paperId);
  if (sheet.isError) return <Notice tone="error">{s.loadFailed}</Notice>;
  if (!sheet.data) return <Text role="status">{tExams.list.loading}</Text>;
  return <Grid examId={examId} sheet={sheet.data} onClose={onClose} />;
}

function Grid({ examId, sheet, onClose }: { examId: number; sheet: MarksSheet; onClose: () => void }) {
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
      validate: (v) => markProblem(v, paper.maxMarks),
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
      { examId, paperId: paper.id, marks: { ...input, ...(afterPublishing && { reason }) } },
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
            ? fmt(s.publishedChange, { max: paper.maxMarks })
            : s.published
          : sheet.status === 'held'
            ? fmt(s.hint, { max: paper.maxMarks })
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
