import { useState, type FormEvent } from 'react';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StockDocument, StockKind } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tInventory } from '../../../lib/i18n/inventory.ts';
import { rupeesToPaise } from '../../../lib/money.ts';
import { useInventoryChoices, useItemChoices, useKits, useRecordStock, useStores } from '../api/inventory.ts';
import { StudentField } from './StudentField.tsx';

const s = tInventory.stock;

interface Line {
  itemId: string | null;
  quantity: number | string;
  unitCost: string;
}
interface Values {
  storeId: string | null;
  toStoreId: string | null;
  teacherId: string | null;
  studentId: string | null;
  kitId: string | null;
  supplier: string;
  billNumber: string;
  note: string;
  lines: Line[];
}

const blank = (): Line => ({ itemId: null, quantity: 1, unitCost: '' });
const num = (v: string | null) => (v ? Number(v) : 0);

/** The body a kind of stock record sends (its contract checks it on the server, which says each problem). */
function bodyOf(kind: StockKind, v: Values) {
  const lines = v.lines.map((l) => ({
    itemId: num(l.itemId),
    quantity: l.quantity === '' ? 0 : Number(l.quantity),
    ...(kind === 'purchase' ? { unitCost: rupeesToPaise(l.unitCost) ?? -1 } : {}),
  }));
  const common = { storeId: num(v.storeId), note: v.note, lines };
  if (kind === 'purchase') return { ...common, supplier: v.supplier, billNumber: v.billNumber };
  if (kind === 'transfer') return { ...common, toStoreId: num(v.toStoreId) };
  if (kind === 'issue') return { ...common, teacherId: num(v.teacherId) };
  if (kind === 'return') return { ...common, teacherId: v.teacherId ? Number(v.teacherId) : null };
  return { ...common, studentId: num(v.studentId), kitId: v.kitId ? Number(v.kitId) : null };
}

/** Receive, transfer, issue, sell or take back stock: a store, who or where, and the items. */
export function StockForm({
  kind,
  onCancel,
  onDone,
}: {
  kind: StockKind;
  onCancel: () => void;
  onDone: (doc: StockDocument, text: string) => void;
}) {
  const formats = useFormats();
  const stores = useStores();
  const items = useItemChoices();
  const kits = useKits();
  const choices = useInventoryChoices();
  const record = useRecordStock(kind);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm<Values>({
    initialValues: {
      storeId: null,
      toStoreId: null,
      teacherId: null,
      studentId: null,
      kitId: null,
      supplier: '',
      billNumber: '',
      note: '',
      lines: [blank()],
    },
  });
  const values = form.getValues();
  const storeOptions = (stores.data?.data ?? []).map((st) => ({
    value: String(st.id),
    label: `${st.name} · ${st.centreName}`,
  }));
  const itemList = (items.data?.data ?? []).filter(
    (i) => i.active || kind === 'purchase' || kind === 'return',
  );
  const itemOptions = itemList.map((i) => ({
    value: String(i.id),
    label: fmt(s.itemOption, {
      name: i.size ? `${i.name} (${i.size})` : i.name,
      price: formats.money(i.price),
    }),
  }));
  const priceOf = (id: string | null) => itemList.find((i) => String(i.id) === id)?.price ?? 0;
  const total = values.lines.reduce((sum, l) => sum + priceOf(l.itemId) * (Number(l.quantity) || 0), 0);
  const chooseKit = (kitId: string | null) => {
    form.setFieldValue('kitId', kitId);
    const kit = kits.data?.data.find((k) => String(k.id) === kitId);
    if (kit)
      form.setFieldValue(
        'lines',
        kit.parts.map((p) => ({ itemId: String(p.itemId), quantity: p.quantity, unitCost: '' })),
      );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    form.clearErrors();
    record.mutate(bodyOf(kind, form.getValues()), {
      onSuccess: (doc) =>
        onDone(
          doc,
          fmt(s.saved[kind], { store: doc.storeName, party: doc.party, amount: formats.money(doc.amount) }),
        ),
      onError: showFailure(form, setProblem, s.failed),
    });
  };
  const teachers = (choices.data?.teachers ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={kind === 'transfer' ? s.fromStore : s.store}
            placeholder={s.chooseStore}
            required
            data={storeOptions}
            {...form.getInputProps('storeId')}
          />
          {kind === 'transfer' && (
            <Select
              label={s.toStore}
              placeholder={s.chooseStore}
              required
              data={storeOptions}
              {...form.getInputProps('toStoreId')}
            />
          )}
          {kind === 'purchase' && (
            <>
              <TextInput label={s.supplier} required maxLength={100} {...form.getInputProps('supplier')} />
              <TextInput label={s.billNumber} required maxLength={40} {...form.getInputProps('billNumber')} />
            </>
          )}
          {(kind === 'issue' || kind === 'return') && (
            <Select
              label={s.teacher}
              placeholder={kind === 'issue' ? s.chooseTeacher : s.anyone}
              required={kind === 'issue'}
              clearable={kind === 'return'}
              searchable
              data={teachers}
              {...form.getInputProps('teacherId')}
            />
          )}
          {kind === 'sale' && (
            <>
              <StudentField
                value={values.studentId}
                onChange={(v) => form.setFieldValue('studentId', v)}
                error={form.errors.studentId}
              />
              <Select
                label={s.kit}
                placeholder={s.noKit}
                description={s.kitHint}
                clearable
                data={(kits.data?.data ?? []).map((k) => ({ value: String(k.id), label: k.name }))}
                value={values.kitId}
                onChange={chooseKit}
                error={form.errors.kitId}
              />
            </>
          )}
        </SimpleGrid>
        <Fieldset legend={s.lines}>
          <Stack gap="sm">
            {values.lines.map((_, i) => (
              <SimpleGrid key={i} cols={{ base: 1, sm: kind === 'purchase' ? 4 : 3 }} spacing="sm">
                <Select
                  label={fmt(s.lineN, { n: i + 1 })}
                  placeholder={s.chooseItem}
                  required
                  searchable
                  data={itemOptions}
                  {...form.getInputProps(`lines.${i}.itemId`)}
                />
                <NumberInput
                  label={s.quantity}
                  required
                  min={1}
                  {...form.getInputProps(`lines.${i}.quantity`)}
                />
                {kind === 'purchase' && (
                  <MoneyInput label={s.unitCost} required {...form.getInputProps(`lines.${i}.unitCost`)} />
                )}
                <Group align="flex-end">
                  {values.lines.length > 1 && (
                    <DangerButton size="compact-sm" onClick={() => form.removeListItem('lines', i)}>
                      {fmt(s.removeLine, { n: i + 1 })}
                    </DangerButton>
                  )}
                </Group>
              </SimpleGrid>
            ))}
            <Group>
              <Button variant="default" onClick={() => form.insertListItem('lines', blank())}>
                {s.addLine}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <TextInput
          label={kind === 'return' ? s.reason : s.note}
          required={kind === 'return'}
          maxLength={200}
          {...form.getInputProps('note')}
        />
        {kind === 'sale' && (
          <Text fw={600} aria-live="polite">
            {fmt(s.total, { amount: formats.money(total) })}
          </Text>
        )}
        <FormActions
          problem={problem}
          words={{ save: s.save[kind], cancel: s.cancel }}
          busy={record.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
