import { useState, type FormEvent } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GST_RATES, ITEM_KINDS, itemInput, type InventoryItem } from '@kaksha/contracts';
import { FormActions } from '../../../components/FormActions.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tInventory } from '../../../lib/i18n/inventory.ts';
import { paiseToRupees, rupeesToPaise } from '../../../lib/money.ts';
import { useSaveItem } from '../api/inventory.ts';

const s = tInventory.itemForm;

interface Values {
  name: string;
  kind: string;
  size: string;
  unit: string;
  hsnCode: string;
  price: string;
  gstRate: string;
  reorderLevel: number | string;
  active: boolean;
}

const valuesOf = (item: InventoryItem | null): Values => ({
  name: item?.name ?? '',
  kind: item?.kind ?? 'book',
  size: item?.size ?? '',
  unit: item?.unit ?? 'piece',
  hsnCode: item?.hsnCode ?? '',
  price: item ? paiseToRupees(item.price) : '',
  gstRate: String(item?.gstRate ?? 0),
  reorderLevel: item?.reorderLevel ?? 0,
  active: item?.active ?? true,
});
const toInput = (v: Values) => ({
  ...v,
  price: rupeesToPaise(v.price) ?? -1,
  gstRate: Number(v.gstRate),
  reorderLevel: v.reorderLevel === '' ? 0 : Number(v.reorderLevel),
});

/** Add (item null) or change an item; its stock changes only by stock records. */
export function ItemForm({
  item,
  onCancel,
  onDone,
}: {
  item: InventoryItem | null;
  onCancel: () => void;
  onDone: (item: InventoryItem, text: string) => void;
}) {
  const save = useSaveItem();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm<Values>({ initialValues: valuesOf(item), validate: zodResolver(itemInput, toInput) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) =>
      save.mutate(
        { id: item?.id ?? null, item: itemInput.parse(toInput(values)) },
        {
          onSuccess: (saved) => onDone(saved, fmt(s.saved, { name: saved.name })),
          onError: showFailure(form, setProblem, s.failed),
        },
      ),
    )(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={s.name} required maxLength={100} {...form.getInputProps('name')} />
          <Select
            label={s.kind}
            allowDeselect={false}
            data={ITEM_KINDS.map((k) => ({ value: k, label: tInventory.kinds[k] }))}
            {...form.getInputProps('kind')}
          />
          <TextInput label={s.size} description={s.sizeHint} maxLength={12} {...form.getInputProps('size')} />
          <TextInput
            label={s.unit}
            description={s.unitHint}
            required
            maxLength={12}
            {...form.getInputProps('unit')}
          />
          <TextInput label={s.hsn} inputMode="numeric" maxLength={8} {...form.getInputProps('hsnCode')} />
          <MoneyInput label={s.price} required {...form.getInputProps('price')} />
          <Select
            label={s.gst}
            allowDeselect={false}
            data={GST_RATES.map((r) => ({
              value: String(r),
              label: fmt(tInventory.items.percent, { n: r }),
            }))}
            {...form.getInputProps('gstRate')}
          />
          <NumberInput label={s.reorder} min={0} max={100_000} {...form.getInputProps('reorderLevel')} />
        </SimpleGrid>
        <Switch label={s.active} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions problem={problem} words={s} busy={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
