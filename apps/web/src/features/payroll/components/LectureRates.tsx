import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { fmt } from '../../../lib/i18n/index.ts';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { useRateChoices } from '../api/runs.ts';

const s = tPayroll.rates;

/** A rate as the form holds it: ids as the choices' values ('' for any), the amount as typed. */
export interface RateRow {
  key: number;
  subjectId: string;
  batchId: string;
  kind: string;
  amount: string;
}

type Option = { value: string; label: string };
/** The choices with 'any' first, and a saved value no longer offered (a batch that ended) kept. */
const withAny = (options: Option[], value: string, missing: string): Option[] => [
  { value: '', label: s.any },
  ...options,
  ...(value && !options.some((o) => o.value === value) ? [{ value, label: missing }] : []),
];

/**
 * Per-lecture rates by subject, batch or kind of class (the most specific match pays; a substitution
 * has its own rate above). Subjects and batches are searchable choices.
 */
export function LectureRates({
  rows,
  onChange,
  errors,
}: {
  rows: RateRow[];
  onChange: (rows: RateRow[]) => void;
  errors: Record<string, string>;
}) {
  const choices = useRateChoices();
  const subjects = choices.data?.subjects ?? [];
  const batches = choices.data?.batches ?? [];
  const change = (key: number, patch: Partial<RateRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {s.title}
      </Text>
      <Text size="sm">{s.intro}</Text>
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Paper key={row.key} withBorder p="sm" radius="md">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 4 }} style={{ flex: 1, minWidth: 0 }}>
                <Select
                  label={fmt(s.subject, { n })}
                  data={withAny(subjects, row.subjectId, fmt(s.missing, { id: row.subjectId }))}
                  value={row.subjectId}
                  onChange={(v) => change(row.key, { subjectId: v ?? '' })}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage={s.nothingFound}
                />
                <Select
                  label={fmt(s.batch, { n })}
                  data={withAny(batches, row.batchId, fmt(s.missing, { id: row.batchId }))}
                  value={row.batchId}
                  onChange={(v) => change(row.key, { batchId: v ?? '' })}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage={s.nothingFound}
                />
                <Select
                  label={fmt(s.kind, { n })}
                  data={[
                    { value: '', label: s.any },
                    { value: 'class', label: s.kinds.class },
                    { value: 'exam', label: s.kinds.exam },
                  ]}
                  value={row.kind}
                  onChange={(v) => change(row.key, { kind: v ?? '' })}
                  allowDeselect={false}
                />
                <MoneyInput
                  label={fmt(s.amount, { n })}
                  value={row.amount}
                  onChange={(amount) => change(row.key, { amount })}
                  error={errors[`lectureRates.${index}`]}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red.9"
                mt={28}
                aria-label={fmt(s.remove, { n })}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                ×
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={rows.length >= 50}
          onClick={() =>
            onChange([
              ...rows,
              {
                key: Math.max(0, ...rows.map((r) => r.key + 1)),
                subjectId: '',
                batchId: '',
                kind: '',
                amount: '',
              },
            ])
          }
        >
          {s.add}
        </Button>
      </Group>
    </Stack>
  );
}
