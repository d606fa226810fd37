import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { RowActions } from '../RowActions.tsx';
import { activeStatusChoices, activeToggle } from '../activeStatus.ts';

const strings = {
  activate: 'Activate',
  activateFor: 'Activate {name}',
  deactivate: 'Deactivate',
  deactivateFor: 'Deactivate {name}',
};

const narrow = window.matchMedia;
afterEach(() => {
  window.matchMedia = narrow;
});

function renderToggle(active: boolean, on: { deactivate: () => void; activate: () => void }) {
  // As wide as a desktop, so the action is a button rather than a menu item.
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
  return render(
    <MantineProvider env="test">
      <RowActions
        record="South Campus"
        actions={[activeToggle({ name: 'South Campus', active }, strings, on)]}
      />
    </MantineProvider>,
  );
}

describe('activeToggle', () => {
  it('offers an active record "Deactivate", which goes to the screen to ask first', async () => {
    const on = { deactivate: vi.fn(), activate: vi.fn() };
    renderToggle(true, on);
    expect(screen.queryByRole('button', { name: 'Activate South Campus' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate South Campus' }));
    expect(on.deactivate).toHaveBeenCalledOnce();
    expect(on.activate).not.toHaveBeenCalled();
  });

  it('offers an inactive record "Activate"', async () => {
    const on = { deactivate: vi.fn(), activate: vi.fn() };
    renderToggle(false, on);
    await userEvent.click(screen.getByRole('button', { name: 'Activate South Campus' }));
    expect(on.activate).toHaveBeenCalledOnce();
    expect(on.deactivate).not.toHaveBeenCalled();
  });
});

describe('activeStatusChoices', () => {
  it('lists "all" first, then active and inactive, as the list queries take them', () => {
    const choices = activeStatusChoices({ statusAll: 'Both', statusActive: 'On', statusInactive: 'Off' });
    expect(choices).toEqual([
      { value: 'all', label: 'Both' },
      { value: 'true', label: 'On' },
      { value: 'false', label: 'Off' },
    ]);
  });
});
