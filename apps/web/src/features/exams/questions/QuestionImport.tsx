import { useState } from 'react';
import { Anchor, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import type { QuestionImportResult } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tQuestions } from '../../../lib/i18n/questions.ts';
import { useImportQuestions } from './api.ts';

const s = tQuestions.importing;

/** Questions from a CSV or Excel file: checked first, each row's problems shown; saved all or none. */
export function QuestionImport({
  opened,
  onClose,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<QuestionImportResult | null>(null);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const run = useImportQuestions();
  const close = () => {
    setFile(null);
    setChecked(null);
    setProblem(null);
    onClose();
  };
  const go = (mode: 'check' | 'save') => {
    if (!file) return;
    setProblem(null);
    run.mutate(
      { file, mode },
      {
        onSuccess: (result) => {
          if (!result.saved) return setChecked(result);
          onDone(fmt(s.saved, { n: result.valid }));
          close();
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setProblem(failure(s.failed, error));
        },
      },
    );
  };
  const problems = checked?.rows.filter((r) => r.errors.length > 0) ?? [];
  return (
    <FormModal opened={opened} onClose={close} title={s.title} size="xl">
      <Stack gap="md">
        <Text size="sm">{s.intro}</Text>
        <Anchor href="/api/v1/questions/import-template.csv" download size="sm">
          {s.template}
        </Anchor>
        <FileInput
          label={s.file}
          description={s.fileHint}
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(next) => {
            setFile(next);
            setChecked(null);
          }}
          clearable
        />
        <FormNotice message={problem} />
        {checked && (
          <FormNotice
            message={
              checked.invalid === 0
                ? { tone: 'success', text: fmt(s.allGood, { n: checked.valid }) }
                : {
                    tone: 'error',
                    text: fmt(s.someBad, { bad: checked.invalid, total: checked.rows.length }),
                  }
            }
          />
        )}
        {problems.length > 0 && (
          <Table.ScrollContainer minWidth={560} mah={320}>
            <Table striped aria-label={s.problems}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{s.line}</Table.Th>
                  <Table.Th>{s.question}</Table.Th>
                  <Table.Th>{s.whatToFix}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Th scope="row">{row.text || '—'}</Table.Th>
                    <Table.Td>
                      {row.errors.map((e) => (
                        <div key={e}>{e}</div>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {s.cancel}
          </Button>
          {checked && checked.invalid === 0 ? (
            <Button loading={run.isPending} onClick={() => go('save')}>
              {fmt(s.save, { n: checked.valid })}
            </Button>
          ) : (
            <Button loading={run.isPending} disabled={!file} onClick={() => go('check')}>
              {s.check}
            </Button>
          )}
        </Group>
      </Stack>
    </FormModal>
  );
}
