import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DESK_MODES } from '@kaksha/contracts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import type { CollectValues } from './collectValues.ts';

const s = tCollections.collect;

/** How it was paid, and the details that mode needs: UPI and bank a reference, a cheque its number and bank. */
export function ModeFields({ form }: { form: UseFormReturnType<CollectValues> }) {
  const mode = form.getValues().mode;
  return (
    <>
      <Radio.Group label={s.mode} required {...form.getInputProps('mode')}>
        <Group gap="md" mt={6}>
          {DESK_MODES.map((m) => (
            <Radio key={m} value={m} label={tFees.receipts.modes[m]} />
          ))}
        </Group>
      </Radio.Group>
      {(mode === 'upi' || mode === 'bank' || mode === 'card') && (
        <TextInput
          key={`reference-${mode}`}
          label={mode === 'card' ? s.cardReference : s.reference}
          required={mode !== 'card'}
          maxLength={60}
          autoComplete="off"
          {...form.getInputProps('reference')}
        />
      )}
      {mode === 'cheque' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={s.chequeNumber}
            required
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            {...form.getInputProps('chequeNumber')}
          />
          <TextInput label={s.chequeBank} required maxLength={80} {...form.getInputProps('chequeBank')} />
        </SimpleGrid>
      )}
    </>
  );
}
