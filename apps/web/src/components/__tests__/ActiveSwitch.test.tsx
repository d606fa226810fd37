import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { FormNotice } from '../FormNotice.tsx';
import { RowActions } from '../RowActions.tsx';
import { useActiveSwitch } from '../ActiveSwitch.tsx';
import { useRecordScreen } from '../useRecordScreen.ts';

interface Room {
  id: number;
  name: string;
  active: boolean;
}

const words = {
  activate: 'Activate',
  activateFor: 'Activate {name}',
  deactivate: 'Deactivate',
  deactivateFor: 'Deactivate {name}',
  activated: '{name} is active again.',
  deactivated: '{name} is deactivated.',
  statusFailed: 'The status could not be changed.',
  confirmDeactivate: 'Deactivate {name}?',
  cancel: 'Cancel',
};

/** A save that answers with the record as changed, and remembers what it was asked. */
function fakeSave(room: Room) {
  return {
    isPending: false,
    mutate: vi.fn(
      (
        input: { id: number; changes: { active: boolean } },
        callbacks: { onSuccess: (saved: Room) => void; onError: (error: unknown) => void },
      ) => callbacks.onSuccess({ ...room, ...input.changes }),
    ),
  };
}

function Rooms({ room, save }: { room: Room; save: ReturnType<typeof fakeSave> }) {
  const records = useRecordScreen<Room>();
  const activeSwitch = useActiveSwitch({ screen: records, save, words, nameOf: (r) => r.name });
  return (
    <MantineProvider env="test">
      <FormNotice message={records.notice} />
      <RowActions record={room.name} actions={[activeSwitch.action(room)]} />
      {activeSwitch.dialog}
    </MantineProvider>
  );
}

const narrow = window.matchMedia;
afterEach(() => {
  window.matchMedia = narrow;
});

describe('useActiveSwitch', () => {
  it('asks before deactivating, then saves and says so', async () => {
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
    const room = { id: 7, name: 'Lab 2', active: true };
    const save = fakeSave(room);
    render(<Rooms room={room} save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Lab 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(within(dialog).getByText('Deactivate Lab 2?')).toBeTruthy();
    expect(save.mutate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(save.mutate.mock.calls[0]![0]).toEqual({ id: 7, changes: { active: false } });
    expect(await screen.findByText('Lab 2 is deactivated.')).toBeTruthy();
  });

  it('activates at once', async () => {
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
    const room = { id: 8, name: 'Lab 3', active: false };
    const save = fakeSave(room);
    render(<Rooms room={room} save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Activate Lab 3' }));
    expect(save.mutate.mock.calls[0]![0]).toEqual({ id: 8, changes: { active: true } });
    expect(await screen.findByText('Lab 3 is active again.')).toBeTruthy();
  });
});
