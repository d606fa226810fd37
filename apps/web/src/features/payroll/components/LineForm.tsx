import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { payLineBody, type PayRunLine } from '@kaksha/contracts';
import { failure, FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import { paiseToRupees, rupeesToPaise } from '../../../lib/money.ts';
import { useSetLine } from '../api/runs.ts';

const s = tPayroll.line;

/** What an adjustment is: each adds to the pay or takes from it. */
const KINDS = ['bonus', 'arrears', 'advanceRecovery', 'otherAdd', 'otherDeduct'] as const;
type Kind = (typeof KINDS)[number];
const TAKES: ReadonlySet<Kind> = new Set(['advanceRecovery', 'otherDeduct']);

interface Row {
  key: number;
  kind: Kind;
  amount: string;
  reason: string;
}

/** A saved adjustment as a row: its kind found by its reason, else by its sign. */
function rowOf(a: { paise: number; reason: string }, key: number): Row {
  const named = KINDS.find((k) => s.kinds[k] === a.reason && TAKES.has(k) === a.paise < 0);
  return {
    key,
    kind: named ?? (a.paise < 0 ? 'otherDeduct' : 'otherAdd'),
    amount: paiseToRupees(Math.abs(a.paise)),
    reason: a.reason,
  };
}

/** A draft line's leave without pay (what it took off shown) and adjustments, each with a reason. */
export function LineForm({
  runId,
  line,
  onClose,
}: {
  runId: number;
  line: PayRunLine;
  onClose: (saved: boolean) => void;
}) {
  const formats = useFormats();
  const save = useSetLine();
  const [lwp, setLwp] = useState<number | string>(line.lwpDays);
  const [rows, setRows] = useState<Row[]>(() => line.adjustments.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () =>
    setRows((all) => [
      ...all,
      { key: Math.max(0, ...all.map((r) => r.key + 1)), kind: 'bonus', amount: '', reason: s.kinds.bonus },
    ]);
  const submit = () => {
    const parsed = payLineBody.safeParse({
      lwpDays: lwp === '' ? 0 : Number(lwp),
      adjustments: rows.map((r) => ({
        paise: (rupeesToPaise(r.amount) ?? 0) * (TAKES.has(r.kind) ? -1 : 1),
        reason: r.reason,
      })),
    });
    const missing = rows.find((r) => !rupeesToPaise(r.amount));
    if (!parsed.success || missing) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? [])
        found[
          issue.path[0] === 'adjustments' ? `${String(issue.path[1])}.${String(issue.path[2])}` : 'lwpDays'
        ] = issue.message;
      if (missing) found[`${rows.indexOf(missing)}.paise`] = s.amountNeeded;
      setErrors(found);
      return;
    }
    setErrors({});
    setNotice(null);
    save.mutate(
      { runId, lineId: line.id, body: parsed.data },
      { onSuccess: () => onClose(true), onError: (e) => setNotice(failure(s.saveFailed, e)) },
    );
  };
  return (
    <FormModal opened onClose={() => onClose(false)} title={fmt(s.title, { name: line.name })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <NumberInput
            label={s.lwpDays}
            description={fmt(s.lwpHint, { days: line.daysInMonth })}
            value={lwp}
            onChange={setLwp}
            min={0}
            max={line.daysInMonth}
            allowDecimal={false}
            allowNegative={false}
            error={errors.lwpDays}
            maw={240}
          />
          {line.lwpDays > 0 && (
            <Text size="sm">
              {fmt(s.lwpTook, { days: line.lwpDays, amount: formats.money(line.lwpPaise) })}
            </Text>
          )}
          <Text fw={600} size="sm">
            {s.adjustments}
          </Text>
          {rows.length === 0 && <Text size="sm">{s.noAdjustments}</Text>}
          {rows.map((row, index) => (
            <Paper key={row.key} withBorder p="sm" radius="md">
              <Group align="flex-start" wrap="nowrap" gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1, minWidth: 0 }}>
                  <Select
                    label={fmt(s.kind, { n: index + 1 })}
                    data={KINDS.map((k) => ({ value: k, label: s.kinds[k] }))}
                    value={row.kind}
                    allowDeselect={false}
                    onChange={(v) => {
                      const kind = (v ?? 'bonus') as Kind;
                      // The reason follows the kind until someone writes their own.
                      const own = row.reason.trim() && row.reason !== s.kinds[row.kind];
                      change(row.key, { kind, reason: own ? row.reason : s.kinds[kind] });
                    }}
                  />
                  <MoneyInput
                    label={fmt(s.amount, { n: index + 1 })}
                    description={TAKES.has(row.kind) ? s.takesOff : s.addsTo}
                    value={row.amount}
                    onChange={(amount) => change(row.key, { amount })}
                    error={errors[`${index}.paise`]}
                  />
                  <TextInput
                    label={fmt(s.reason, { n: index + 1 })}
                    value={row.reason}
                    onChange={(e) => change(row.key, { reason: e.currentTarget.value })}
                    error={errors[`${index}.reason`]}
                    maxLength={200}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  mt={28}
                  aria-label={fmt(s.remove, { n: index + 1 })}
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                >
                  ×
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          <Group>
            <Button variant="default" size="xs" onClick={add} disabled={rows.length >= 20}>
              {s.add}
            </Button>
          </Group>
          <FormNotice message={notice} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {s.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
