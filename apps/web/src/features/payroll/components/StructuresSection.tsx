import { useState } from 'react';
import { Button, Group, Table, Text } from '@mantine/core';
import type { PayStructureItem } from '@kaksha/contracts';
import type { FormMessage } from '../../../components/FormNotice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import { usePayStructures } from '../api/runs.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { StaffForm } from './StaffForm.tsx';
import { StructureForm } from './StructureForm.tsx';

const s = tPayroll.structures;
const keyOf = (item: PayStructureItem) =>
  item.teacherId !== null ? `t${item.teacherId}` : `s${item.staffId}`;

/** Each teacher and staff member and how they are paid; a manager sets it, and adds staff. */
export function StructuresSection({ canManage }: { canManage: boolean }) {
  const [page] = useState(1);
  const list = usePayStructures(page);
  const formats = useFormats();
  const [editing, setEditing] = useState<PayStructureItem | null>(null);
  const [adding, setAdding] = useState(false);
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
    <SectionFrame
      title={s.title}
      intro={s.intro}
      notice={notice}
      list={list}
      loadFailed={s.loadFailed}
      empty={s.empty}
      table={s.table}
      actions={
        canManage && (
          <Group>
            <Button
              variant="light"
              onClick={() => {
                setNotice(null);
                setAdding(true);
              }}
            >
              {s.addStaff}
            </Button>
            {editing && (
              <StructureForm
                item={editing}
                onClose={(saved) => {
                  setEditing(null);
                  if (saved) setNotice({ tone: 'success', text: s.saved });
                }}
              />
            )}
            {adding && (
              <StaffForm
                onClose={(added) => {
                  setAdding(false);
                  if (added) setNotice({ tone: 'success', text: fmt(s.staffAdded, { name: added }) });
                }}
              />
            )}
          </Group>
        )
      }
      head={
        <>
          <Table.Th>{s.person}</Table.Th>
          <Table.Th>{s.pay}</Table.Th>
          {canManage && <Table.Th aria-label={s.set} />}
        </>
      }
    >
      {(rows) =>
        rows.map((item) => (
          <Table.Tr key={keyOf(item)}>
            <Table.Th scope="row" fw={500}>
              {item.name}
              <Text size="xs" c="dimmed">
                {item.teacherId !== null ? s.teacher : item.designation}
              </Text>
            </Table.Th>
            <Table.Td>{payOf(item)}</Table.Td>
            {canManage && (
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={fmt(s.setFor, { name: item.name })}
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
        ))
      }
    </SectionFrame>
  );
}
