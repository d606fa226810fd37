import { useState } from 'react';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { payStructureBody, type PayStructureItem } from '@kaksha/contracts';
import { failure, FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tPayroll } from '../../../lib/i18n/payroll.ts';
import { paiseToRupees, rupeesToPaise } from '../../../lib/money.ts';
import { useSetStructure } from '../api/runs.ts';
import { LectureRates, type RateRow } from './LectureRates.tsx';

const s = tPayroll.structures;

/** A teacher's or staff member's pay: salary, per-lecture rates (teachers), statutory choices, bank account. */
export function StructureForm({
  item,
  onClose,
}: {
  item: PayStructureItem;
  onClose: (saved: boolean) => void;
}) {
  const was = item.structure;
  // Staff who are not teachers hold no classes: no per-lecture pay to set.
  const isTeacher = item.teacherId !== null;
  const rupees = (paise: number | null | undefined) => (paise ? paiseToRupees(paise) : '');
  const [values, setValues] = useState({
    engagement: was?.engagement ?? 'employee',
    monthly: rupees(was?.monthlyPaise),
    lecture: rupees(was?.lectureRatePaise),
    substitution: rupees(was?.substitutionRatePaise),
    epf: was?.epf ?? false,
    esi: was?.esi ?? false,
    taxRegime: was?.taxRegime ?? 'new',
    declared: rupees(was?.taxDeclaredPaise),
    ptState: was?.ptState ?? '',
    accountName: was?.accountName ?? '',
    accountNumber: was?.accountNumber ?? '',
    ifsc: was?.ifsc ?? '',
  });
  const [rates, setRates] = useState<RateRow[]>(() =>
    (was?.lectureRates ?? []).map((r, key) => ({
      key,
      subjectId: r.subjectId === null ? '' : String(r.subjectId),
      batchId: r.batchId === null ? '' : String(r.batchId),
      kind: r.kind ?? '',
      amount: paiseToRupees(r.paise),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const save = useSetStructure();
  const set = (key: keyof typeof values) => (value: string | boolean) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = () => {
    const paise = (text: string) => (text.trim() ? rupeesToPaise(text) : null);
    const parsed = payStructureBody.safeParse({
      engagement: values.engagement,
      monthlyPaise: paise(values.monthly) ?? 0,
      lectureRatePaise: paise(values.lecture),
      substitutionRatePaise: paise(values.substitution),
      allowances: was?.allowances ?? [],
      deductions: was?.deductions ?? [],
      lectureRates: isTeacher
        ? rates.map((r) => ({
            subjectId: r.subjectId ? Number(r.subjectId) : null,
            batchId: r.batchId ? Number(r.batchId) : null,
            kind: r.kind || null,
            paise: paise(r.amount) ?? -1,
          }))
        : [],
      epf: values.epf,
      esi: values.esi,
      taxRegime: values.taxRegime,
      taxDeclaredPaise: paise(values.declared) ?? 0,
      ptState: values.ptState,
      accountName: values.accountName,
      accountNumber: values.accountNumber,
      ifsc: values.ifsc,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [
            i.path[0] === 'lectureRates' ? `lectureRates.${String(i.path[1])}` : String(i.path[0]),
            i.path[0] === 'lectureRates' ? tPayroll.rates.amountNeeded : i.message,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(
      { payee: item, body: parsed.data },
      { onSuccess: () => onClose(true), onError: (error) => setNotice(failure(s.saveFailed, error)) },
    );
  };
  return (
    <FormModal opened onClose={() => onClose(false)} title={fmt(s.formTitle, { name: item.name })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label={s.engagement}
            data={[
              { value: 'employee', label: s.employee },
              { value: 'visiting', label: s.visiting },
            ]}
            value={values.engagement}
            onChange={(v) => set('engagement')(v ?? 'employee')}
            allowDeselect={false}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyInput
              label={s.monthlyPaise}
              value={values.monthly}
              onChange={set('monthly')}
              error={errors.monthlyPaise}
            />
            {isTeacher && (
              <MoneyInput
                label={s.lectureRatePaise}
                value={values.lecture}
                onChange={set('lecture')}
                error={errors.lectureRatePaise}
              />
            )}
            {isTeacher && (
              <MoneyInput
                label={s.substitutionRatePaise}
                value={values.substitution}
                onChange={set('substitution')}
                error={errors.substitutionRatePaise}
              />
            )}
          </SimpleGrid>
          {isTeacher && <LectureRates rows={rates} onChange={setRates} errors={errors} />}
          <Group gap="lg">
            <Checkbox
              label={s.epf}
              checked={values.epf}
              onChange={(e) => set('epf')(e.currentTarget.checked)}
            />
            <Checkbox
              label={s.esi}
              checked={values.esi}
              onChange={(e) => set('esi')(e.currentTarget.checked)}
            />
          </Group>
          {values.engagement === 'employee' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={s.taxRegime}
                data={[
                  { value: 'new', label: s.regimes.new },
                  { value: 'old', label: s.regimes.old },
                ]}
                value={values.taxRegime}
                onChange={(v) => set('taxRegime')(v ?? 'new')}
                allowDeselect={false}
              />
              {values.taxRegime === 'old' && (
                <MoneyInput
                  label={s.taxDeclaredPaise}
                  description={s.taxDeclaredHint}
                  value={values.declared}
                  onChange={set('declared')}
                  error={errors.taxDeclaredPaise}
                />
              )}
            </SimpleGrid>
          )}
          <TextInput
            label={s.ptState}
            value={values.ptState}
            onChange={(e) => set('ptState')(e.currentTarget.value)}
            error={errors.ptState}
            maxLength={2}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={s.accountName}
              value={values.accountName}
              onChange={(e) => set('accountName')(e.currentTarget.value)}
            />
            <TextInput
              label={s.accountNumber}
              value={values.accountNumber}
              onChange={(e) => set('accountNumber')(e.currentTarget.value)}
              error={errors.accountNumber}
              inputMode="numeric"
            />
            <TextInput
              label={s.ifsc}
              value={values.ifsc}
              onChange={(e) => set('ifsc')(e.currentTarget.value)}
              error={errors.ifsc}
            />
          </SimpleGrid>
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
