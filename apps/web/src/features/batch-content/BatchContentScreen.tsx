import { Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { BatchSyllabus } from '@kaksha/contracts';
import { FormNotice, failure } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tBatchContent } from '../../lib/i18n/batchContent.ts';
import { useBatchSyllabus, useCurrentBatches } from './api/batchContent.ts';
import { CoverageSummary } from './components/CoverageSummary.tsx';
import { RecentClasses } from './components/RecentClasses.tsx';
import { SubjectPlans } from './components/SubjectPlans.tsx';
import './mantine-styles.ts';

const s = tBatchContent;

/**
 * BatchContent: pick a batch (`&batch=`); how much of each subject's plan its classes covered (in
 * words, bars and a chart), the recent classes to mark, and each subject's plan (`&subject=`) to edit.
 */
export default function BatchContentScreen() {
  const [params, setParams] = useSearchParams();
  const batchId = Number(params.get('batch')) || null;
  const subjectId = Number(params.get('subject')) || null;
  const batches = useCurrentBatches();
  const syllabus = useBatchSyllabus(batchId);
  const { denied, canManage } = useMenuAccess('BatchContent');
  if (denied) return <NoAccess />;

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );
  const options = (batches.data?.data ?? []).map((b) => ({
    value: String(b.id),
    label: `${b.name} (${b.code})`,
  }));
  // A batch opened by its link may be closed, so not among the current ones: offer it all the same.
  if (batchId && batches.data && !options.some((o) => o.value === String(batchId)))
    options.push({ value: String(batchId), label: fmt(s.otherBatch, { id: batchId }) });

  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <Select
        label={s.batch}
        placeholder={s.pickBatch}
        searchable
        value={batchId ? String(batchId) : null}
        onChange={(id) => setParam({ batch: id, subject: null })}
        data={options}
        maw={420}
        nothingFoundMessage={s.noBatchFound}
      />
      {batches.isError && <FormNotice message={failure(s.batchesFailed, batches.error)} />}
      {!batchId && <Text c="dimmed">{s.pickFirst}</Text>}
      {batchId && syllabus.isPending && <Text role="status">{s.loading}</Text>}
      {syllabus.isError && <FormNotice message={failure(s.loadFailed, syllabus.error)} />}
      {batchId && syllabus.data && (
        <BatchSyllabusView
          key={batchId}
          batchId={batchId}
          syllabus={syllabus.data}
          canManage={canManage}
          subjectId={subjectId}
          onSubject={(id) => setParam({ subject: String(id) })}
        />
      )}
    </Stack>
  );
}

function BatchSyllabusView({
  batchId,
  syllabus,
  canManage,
  subjectId,
  onSubject,
}: {
  batchId: number;
  syllabus: BatchSyllabus;
  canManage: boolean;
  subjectId: number | null;
  onSubject: (subjectId: number) => void;
}) {
  if (syllabus.subjects.length === 0) return <Text c="dimmed">{s.noSubjects}</Text>;
  return (
    <Stack gap="xl">
      <CoverageSummary subjects={syllabus.subjects} />
      {canManage && <RecentClasses batchId={batchId} />}
      <SubjectPlans
        batchId={batchId}
        syllabus={syllabus}
        subjectId={subjectId}
        onSubject={onSubject}
        canManage={canManage}
      />
    </Stack>
  );
}
