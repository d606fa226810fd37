import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import type { UseFormReturnType } from '@mantine/form';
import { DESK_MODES, type DeskMode } from '@kaksha/contracts';

/** The labels, from the area that uses the fields (collecting at the desk, admitting). */
export interface PaymentModeWords {
  mode: string;
  reference: string;
  cardReference: string;
  chequeNumber: string;
  chequeBank: string;
  modes: Record<DeskMode, string>;
}

/**
 * How a payment at the desk was made, and the details that mode needs: UPI and bank a reference, a
 * card an optional one, a cheque its number and bank. The fields are `mode`, `reference`,
 * `chequeNumber` and `chequeBank` under `path` ('' or 'payment.').
 */
export function PaymentModeFields<V>({
  form,
  mode,
  path = '',
  words,
}: {
  form: UseFormReturnType<V>;
  /** The mode chosen now (the form's value at `${path}mode`). */
  mode: DeskMode;
  path?: string;
  words: PaymentModeWords;
}) {
  return (
    <>
      <Radio.Group label={words.mode} required {...form.getInputProps(`${path}mode`)}>
        <Group gap="md" mt={6}>
          {DESK_MODES.map((m) => (
            <Radio key={m} value={m} label={words.modes[m]} />
          ))}
        </Group>
      </Radio.Group>
      {(mode === 'upi' || mode === 'bank' || mode === 'card') && (
        <TextInput
          key={`reference-${mode}`}
          label={mode === 'card' ? words.cardReference : words.reference}
          required={mode !== 'card'}
          maxLength={60}
          autoComplete="off"
          {...form.getInputProps(`${path}reference`)}
        />
      )}
      {mode === 'cheque' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={words.chequeNumber}
            required
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            {...form.getInputProps(`${path}chequeNumber`)}
          />
          <TextInput
            label={words.chequeBank}
            required
            maxLength={80}
            {...form.getInputProps(`${path}chequeBank`)}
          />
        </SimpleGrid>
      )}
    </>
  );
}
