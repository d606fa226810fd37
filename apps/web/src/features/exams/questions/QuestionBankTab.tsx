import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { BLOOM_LEVELS, QUESTION_TYPES, type Question, type QuestionListQuery } from '@kaksha/contracts';
import { FilterBar, useFilters } from '../../../components/FilterBar.tsx';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { RecordConfirmDialog, RecordFormModal } from '../../../components/RecordDialogs.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { RowActions } from '../../../components/RowActions.tsx';
import { usePaging } from '../../../components/useListPage.ts';
import { useRecordScreen } from '../../../components/useRecordScreen.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tQuestions } from '../../../lib/i18n/questions.ts';
import { useDeleteQuestion, useQuestionChoices, useQuestionPapers, useQuestions } from './api.ts';
import { PaperBuilder } from './PaperBuilder.tsx';
import { QuestionForm } from './QuestionForm.tsx';
import { QuestionImport } from './QuestionImport.tsx';

const s = tQuestions.list;
type Filters = { q: string; subjectId: string | null; bloom: string | null; type: string | null };
const PAGE_SIZE = 20;

/** The question bank tab of the exams screen: the bank by its tags, a question's form, the import, the builder. */
export function QuestionBankTab({ canManage }: { canManage: boolean }) {
  const bar = useFilters<Filters>({ q: '', subjectId: null, bloom: null, type: null }, 'q');
  const { q, subjectId, bloom, type } = bar.values;
  const paging = usePaging([q, subjectId, bloom, type], PAGE_SIZE);
  const list = useQuestions({
    q: q || undefined,
    subjectId: subjectId ? Number(subjectId) : undefined,
    bloom: (bloom ?? undefined) as QuestionListQuery['bloom'],
    type: (type ?? undefined) as QuestionListQuery['type'],
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const choices = useQuestionChoices();
  const screen = useRecordScreen<Question>();
  const remove = useDeleteQuestion();
  const [importing, setImporting] = useState(false);
  const [building, setBuilding] = useState(false);

  const short = (text: string) => (text.length > 110 ? `${text.slice(0, 107)}…` : text);
  const actions = (item: Question) =>
    canManage ? (
      <RowActions
        record={short(item.text)}
        actions={[
          {
            label: s.edit,
            name: fmt(s.editFor, { n: item.id }),
            onClick: () => screen.startEdit(item),
            tone: 'main',
          },
          {
            label: s.remove,
            name: fmt(s.removeFor, { n: item.id }),
            onClick: () => screen.askConfirm(item),
            tone: 'danger',
          },
        ]}
      />
    ) : (
      s.none
    );
  const level = (item: Question) => tQuestions.blooms[item.bloom];

  return (
    <Stack gap="lg">
      <Text size="sm">{tQuestions.intro}</Text>
      <FilterBar
        filters={bar}
        fields={[
          { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
          {
            kind: 'select',
            key: 'subjectId',
            label: s.subject,
            placeholder: s.allSubjects,
            data: (choices.data?.subjects ?? []).map((x) => ({ value: String(x.id), label: x.name })),
          },
          {
            kind: 'select',
            key: 'bloom',
            label: s.bloom,
            placeholder: s.allBlooms,
            data: BLOOM_LEVELS.map((v) => ({ value: v, label: tQuestions.blooms[v] })),
          },
          {
            kind: 'select',
            key: 'type',
            label: s.type,
            placeholder: s.allTypes,
            data: QUESTION_TYPES.map((v) => ({ value: v, label: tQuestions.types[v] })),
          },
        ]}
        actions={
          canManage && (
            <Group gap="xs">
              <Button onClick={screen.startAdd} disabled={!choices.data}>
                {s.add}
              </Button>
              <Button variant="default" onClick={() => setImporting(true)}>
                {s.import}
              </Button>
              <Button variant="default" onClick={() => setBuilding(true)} disabled={!choices.data}>
                {s.build}
              </Button>
            </Group>
          )
        }
      />
      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={list}
        emptyText={bar.filtered ? s.empty : s.emptyNone}
        rowKey={(item) => item.id}
        columns={[
          { header: s.question, cell: (item) => short(item.text), rowHeader: true },
          { header: s.chapter, cell: (item) => `${item.subjectName} · ${item.chapterName}`, onCard: true },
          { header: s.bloom, cell: level, onCard: true },
          { header: s.type, cell: (item) => tQuestions.types[item.type], onCard: true },
          { header: s.marks, cell: (item) => item.marks, onCard: true },
          { header: s.difficulty, cell: (item) => tQuestions.difficulties[item.difficulty], onCard: true },
          { header: s.actions, cell: actions },
        ]}
        card={{ title: (item) => short(item.text), badge: level, actions }}
        {...paging}
        strings={s}
      />
      <SavedPapers />
      {choices.data && (
        <RecordFormModal
          screen={screen}
          size="xl"
          title={(item) => (item ? tQuestions.form.editTitle : tQuestions.form.addTitle)}
        >
          {(item) => (
            <QuestionForm
              question={item}
              choices={choices.data}
              onCancel={screen.close}
              onDone={screen.saved}
            />
          )}
        </RecordFormModal>
      )}
      <RecordConfirmDialog
        screen={screen}
        title={s.removeTitle}
        question={(item) => (
          <>
            <strong>{short(item.text)}</strong> {s.removeBody}
          </>
        )}
        confirmLabel={s.remove}
        cancelLabel={tQuestions.form.cancel}
        busy={remove.isPending}
        onConfirm={(item) => screen.act(remove, item.id, { done: () => s.removed, failed: s.removeFailed })}
      />
      <QuestionImport
        opened={importing}
        onClose={() => setImporting(false)}
        onDone={(text) => screen.setNotice({ tone: 'success', text })}
      />
      {choices.data && building && (
        <PaperBuilder opened={building} choices={choices.data} onClose={() => setBuilding(false)} />
      )}
    </Stack>
  );
}

/** The latest saved papers with their PDFs. */
function SavedPapers() {
  const papers = useQuestionPapers();
  const formats = useFormats();
  const p = tQuestions.papers;
  const rows = papers.data?.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="saved-papers">
      <Title order={2} size="h4" id="saved-papers">
        {p.table}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {p.none}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-labelledby="saved-papers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{p.name}</Table.Th>
                <Table.Th>{p.batch}</Table.Th>
                <Table.Th>{p.marks}</Table.Th>
                <Table.Th>{p.questions}</Table.Th>
                <Table.Th>{p.made}</Table.Th>
                <Table.Th>{p.pdfs}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((paper) => (
                <Table.Tr key={paper.id}>
                  <Table.Th scope="row">{paper.name}</Table.Th>
                  <Table.Td>{paper.batchName}</Table.Td>
                  <Table.Td>{paper.totalMarks}</Table.Td>
                  <Table.Td>{paper.questionCount}</Table.Td>
                  <Table.Td>{formats.dateTime(paper.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor
                        href={`/api/v1/question-papers/${paper.id}/paper.pdf`}
                        target="_blank"
                        aria-label={fmt(p.paperFor, { name: paper.name })}
                      >
                        {p.paper}
                      </Anchor>
                      <Anchor
                        href={`/api/v1/question-papers/${paper.id}/answer-key.pdf`}
                        target="_blank"
                        aria-label={fmt(p.keyFor, { name: paper.name })}
                      >
                        {p.key}
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
