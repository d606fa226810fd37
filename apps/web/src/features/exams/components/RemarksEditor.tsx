import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REMARK_MAX, type ExamRemark } from '@kaksha/contracts';
import { DrawerSection } from '../../../components/RecordDrawer.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tExams } from '../../../lib/i18n/exams.ts';
import { useRemarks, useSaveRemark } from '../api/reportCards.ts';

const s = tExams.reportCards;

/** Each student's remark: drafted from marks and attendance, for the teacher to edit; the card prints what is saved. */
export function RemarksEditor({ examId }: { examId: number }) {
  const remarks = useRemarks(examId);
  return (
    <DrawerSection title={s.remarksTitle}>
      <Text size="sm" mb="xs">
        {s.remarksIntro}
      </Text>
      {remarks.isError && <FormNotice message={failure(s.remarksLoadFailed, remarks.error)} />}
      <Stack gap="md">
        {remarks.data?.data.map((r) => (
          <Remark key={r.studentId} examId={examId} remark={r} />
        ))}
      </Stack>
    </DrawerSection>
  );
}

function Remark({ examId, remark }: { examId: number; remark: ExamRemark }) {
  const [text, setText] = useState(remark.remark ?? remark.drafted);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const save = useSaveRemark(examId);
  const keep = (words: string) => {
    setNotice(null);
    save.mutate(
      { studentId: remark.studentId, remark: words },
      {
        onSuccess: () => {
          if (!words) setText(remark.drafted);
          setNotice({ tone: 'success', text: fmt(s.remarkSaved, { name: remark.name }) });
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setNotice(failure(s.remarkFailed, error));
        },
      },
    );
  };
  const changed = text.trim() !== (remark.remark ?? remark.drafted);
  return (
    <Stack gap={4}>
      <Textarea
        label={fmt(s.remarkFor, { name: remark.name })}
        description={`${remark.batchName} · ${remark.remark === null ? s.drafted : s.edited}`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={REMARK_MAX}
        autosize
        minRows={2}
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          disabled={!changed}
          loading={save.isPending && save.variables?.remark !== ''}
          aria-label={fmt(s.saveRemarkFor, { name: remark.name })}
          onClick={() => keep(text)}
        >
          {s.saveRemark}
        </Button>
        {remark.remark !== null && (
          <Button
            size="compact-sm"
            variant="default"
            loading={save.isPending && save.variables?.remark === ''}
            aria-label={fmt(s.useDraftFor, { name: remark.name })}
            onClick={() => keep('')}
          >
            {s.useDraft}
          </Button>
        )}
      </Group>
      <FormNotice message={notice} />
    </Stack>
  );
}
