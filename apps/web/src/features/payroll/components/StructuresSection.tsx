import { useState } from 'react';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PayStructureItem } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { LoadFailed } from '../../../components/Notice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import { usePayStructures } from '../api/runs.ts';
import { StructureForm } from './StructureForm.tsx';

const s = tPayroll.structures;

/** Each teacher and how they are paid; a manager sets it. */
export function StructuresSection({ canManage }: { canManage: boolean }) {
  const [page] = useState(1);
  const list = usePayStructures(page);
  const formats = useFormats();
  const [editing, setEditing] = useState<PayStructureItem | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const payOf = (item: PayStructureItem) => {
    const st = item.structure;
    if (!st) return s.none;
    return (
      [
        st.monthlyPaise ? fmt(s.monthly, { amount: formats.money(st.monthlyPaise) }) : '',
        st.lectureRatePaise !== null ? fmt(s.perLecture, { amount: formats.money(st.lectureRatePaise) }) : '',
      ]
        .filter(Boolean)
        .join(' + ') || s.none
    );
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <div>
          <Title order={3}>{s.title}</Title>
          <Text c="dimmed" size="sm">
            {s.intro}
          </Text>
        </div>
        <FormNotice message={notice} />
        {list.isPending ? (
          <Text role="status">{t.common.loading}</Text>
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()}>{s.loadFailed}</LoadFailed>
        ) : list.data.data.length === 0 ? (
          <Text>{s.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={s.table} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{s.teacher}</Table.Th>
                  <Table.Th>{s.pay}</Table.Th>
                  {canManage && <Table.Th aria-label={s.set} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((item) => (
                  <Table.Tr key={item.teacherId}>
                    <Table.Th scope="row" fw={500}>
                      {item.teacherName}
                    </Table.Th>
                    <Table.Td>{payOf(item)}</Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={fmt(s.setFor, { name: item.teacherName })}
                          onClick={() => {
                            setNotice(null);
                            setEditing(item);
                          }}
                        >
                          {s.set}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing && (
        <StructureForm
          item={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice({ tone: 'success', text: s.saved });
          }}
        />
      )}
    </Paper>
  );
}
