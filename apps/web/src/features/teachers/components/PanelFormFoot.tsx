import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';

/** A panel form's foot: what its last save said, then its submit button (and any more, e.g. Cancel). */
export function PanelFormFoot({
  message,
  submit,
  pending,
  disabled,
  children,
}: {
  message: FormMessage | null;
  submit: string;
  pending: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <FormNotice message={message} />
      <Group>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submit}
        </Button>
        {children}
      </Group>
    </>
  );
}
