import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { RowActions, type RowAction } from '../RowActions.tsx';

const narrow = window.matchMedia;
afterEach(() => {
  window.matchMedia = narrow;
});

/** A screen as wide as a desktop's: every media query of the kit's breakpoint matches. */
function wideScreen() {
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
}

function renderActions(actions: (RowAction | false)[]) {
  return render(
    <MantineProvider env="test">
      <RowActions record="South Campus" actions={actions} />
    </MantineProvider>,
  );
}

describe('RowActions', () => {
  const edit = vi.fn();
  const deactivate = vi.fn();
  const actions: (RowAction | false)[] = [
    { label: 'Open', name: 'Open South Campus', href: '/centres/4', keepOnPhone: true },
    { label: 'Edit', name: 'Edit South Campus', onClick: edit },
    false,
    { label: 'Deactivate', name: 'Deactivate South Campus', onClick: deactivate, tone: 'danger' },
  ];

  it('shows every action as a button named after the record on a wide screen', async () => {
    wideScreen();
    renderActions(actions);
    expect(screen.getByRole('link', { name: 'Open South Campus' }).getAttribute('href')).toBe('/centres/4');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate South Campus' }));
    expect(deactivate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Actions for South Campus' })).toBeNull();
  });

  it('folds all but the kept action into a menu on a phone', async () => {
    renderActions(actions);
    expect(screen.getByRole('link', { name: 'Open South Campus' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit South Campus' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for South Campus' }));
    const item = await screen.findByRole('menuitem', { name: 'Edit South Campus' });
    const items = item.closest('[role="menu"]')!.querySelectorAll('[role="menuitem"]');
    expect([...items].map((i) => i.textContent)).toEqual(['Edit', 'Deactivate']);
    await userEvent.click(item);
    expect(edit).toHaveBeenCalledOnce();
  });

  it('keeps a lone action a button on a phone, and shows nothing when no action is allowed', () => {
    const { unmount } = renderActions([false, { label: 'Edit', name: 'Edit South Campus', onClick: edit }]);
    expect(screen.getByRole('button', { name: 'Edit South Campus' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for South Campus' })).toBeNull();
    unmount();
    const { container } = renderActions([false]);
    expect(container.querySelector('button')).toBeNull();
  });
});
