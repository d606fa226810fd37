import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider } from '@mantine/core';
import { RecordDrawer, type RecordSource } from '../RecordDrawer.tsx';

interface Centre {
  name: string;
}

function Screen({ record }: { record: RecordSource<Centre> }) {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env="test">
      <Button onClick={() => setOpened(true)}>Open the centre</Button>
      <RecordDrawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={record.data ? `Centre ${record.data.name}` : ''}
        record={record}
        loadFailed="The centre could not be loaded."
        showErrorDetail
        closeLabel="Close the centre"
        footer={(centre) => <Button>Deactivate {centre.name}</Button>}
      >
        {(centre) => <p>Teaches at {centre.name}.</p>}
      </RecordDrawer>
    </MantineProvider>
  );
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'Open the centre' }));

describe('RecordDrawer', () => {
  it('is a dialog named by its title, with the body and the footer; Escape closes it and gives the focus back', async () => {
    render(<Screen record={{ data: { name: 'South Campus' }, isPending: false, isError: false }} />);
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Centre South Campus' });
    expect(within(dialog).getByText('Teaches at South Campus.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Deactivate South Campus' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the centre' }));
  });

  it('says it is loading, then why it failed', async () => {
    const { rerender } = render(<Screen record={{ data: undefined, isPending: true, isError: false }} />);
    await open();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading...');
    rerender(
      <Screen
        record={{ data: undefined, isPending: false, isError: true, error: new Error('Not reachable.') }}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('The centre could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Close the centre' })).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});

async function waitForClosed() {
  await screen.findByRole('button', { name: 'Open the centre' });
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
}
