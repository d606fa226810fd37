import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InventoryKit, InventoryStore } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tInventory } from '../../../lib/i18n/inventory.ts';
import { useAddKit, useAddStore, useInventoryChoices, useItemChoices } from '../api/inventory.ts';

const st = tInventory.stores;
const k = tInventory.kits;

/** Adds a store at one of the centres. */
export function StoreForm({
  onCancel,
  onDone,
}: {
  onCancel: () => void;
  onDone: (store: InventoryStore, text: string) => void;
}) {
  const choices = useInventoryChoices();
  const add = useAddStore();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm({ initialValues: { name: '', centreId: null as string | null } });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const v = form.getValues();
    add.mutate(
      { name: v.name, centreId: Number(v.centreId) || 0 },
      {
        onSuccess: (store) => onDone(store, fmt(st.saved, { name: store.name })),
        onError: showFailure(form, setProblem, st.failed),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={st.name} required maxLength={80} {...form.getInputProps('name')} />
        <Select
          label={st.centre}
          placeholder={st.centreHint}
          required
          data={(choices.data?.centres ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('centreId')}
        />
        <FormActions problem={problem} words={st} busy={add.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** Adds a kit: a class's book set and uniform, each part with how many. */
export function KitForm({
  onCancel,
  onDone,
}: {
  onCancel: () => void;
  onDone: (kit: InventoryKit, text: string) => void;
}) {
  const choices = useInventoryChoices();
  const items = useItemChoices();
  const add = useAddKit();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: {
      name: '',
      classId: null as string | null,
      parts: [{ itemId: null as string | null, quantity: 1 as number | string }],
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    form.clearErrors();
    const v = form.getValues();
    add.mutate(
      {
        name: v.name,
        classId: v.classId ? Number(v.classId) : null,
        parts: v.parts.map((p) => ({ itemId: Number(p.itemId) || 0, quantity: Number(p.quantity) || 0 })),
      },
      {
        onSuccess: (kit) => onDone(kit, fmt(k.saved, { name: kit.name })),
        onError: showFailure(form, setProblem, k.failed),
      },
    );
  };
  const itemOptions = (items.data?.data ?? []).map((i) => ({
    value: String(i.id),
    label: i.size ? `${i.name} (${i.size})` : i.name,
  }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={k.name} required maxLength={100} {...form.getInputProps('name')} />
          <Select
            label={k.forClass}
            placeholder={k.anyClass}
            clearable
            data={(choices.data?.classes ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps('classId')}
          />
        </SimpleGrid>
        {form.getValues().parts.map((_, i) => (
          <SimpleGrid key={i} cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={fmt(tInventory.stock.lineN, { n: i + 1 })}
              placeholder={tInventory.stock.chooseItem}
              required
              searchable
              data={itemOptions}
              {...form.getInputProps(`parts.${i}.itemId`)}
            />
            <NumberInput
              label={tInventory.stock.quantity}
              required
              min={1}
              {...form.getInputProps(`parts.${i}.quantity`)}
            />
            <Group align="flex-end">
              {form.getValues().parts.length > 1 && (
                <DangerButton size="compact-sm" onClick={() => form.removeListItem('parts', i)}>
                  {fmt(tInventory.stock.removeLine, { n: i + 1 })}
                </DangerButton>
              )}
            </Group>
          </SimpleGrid>
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => form.insertListItem('parts', { itemId: null, quantity: 1 })}
          >
            {tInventory.stock.addLine}
          </Button>
        </Group>
        <FormActions problem={problem} words={k} busy={add.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
