import { Button, Group } from '@mantine/core';
import { FormNotice, type FormMessage } from './FormNotice.tsx';

/**
 * The foot of a form: what its last call said, then its buttons on the right — `words.cancel` (when
 * the form can be dismissed) and the submit button `words.save`, busy while the call runs. `holdCancel` keeps the
 * user from dismissing a call that is still running; `danger` marks a submit that cannot be undone.
 */
export function FormActions({
  problem,
  words,
  busy,
  onCancel,
  holdCancel = false,
  danger = false,
  disabled,
}: {
  problem: FormMessage | null;
  /** The buttons' words: an area's form strings usually have both. */
  words: { save: string; cancel?: string };
  busy: boolean;
  onCancel?: () => void;
  holdCancel?: boolean;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <FormNotice message={problem} />
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={holdCancel && busy}>
            {words.cancel}
          </Button>
        )}
        <Button type="submit" loading={busy} color={danger ? 'red.9' : undefined} disabled={disabled}>
          {words.save}
        </Button>
      </Group>
    </>
  );
}
