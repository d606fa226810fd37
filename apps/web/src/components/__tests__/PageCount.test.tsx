import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { PageCount } from '../PageCount.tsx';

const show = (page: number, total: number, onPageChange = vi.fn()) =>
  render(
    <MantineProvider env="test">
      <PageCount
        page={page}
        pageSize={20}
        total={total}
        onPageChange={onPageChange}
        showing="Showing {from}–{to} of {total}"
        pagesLabel="Pages of chapters"
      />
    </MantineProvider>,
  );

describe('PageCount', () => {
  it('says how many are shown, without page buttons for a single page', () => {
    show(1, 7);
    expect(screen.getByText('Showing 1–7 of 7')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers the pages by number, and tells which one was chosen', async () => {
    const onPageChange = vi.fn();
    show(2, 45, onPageChange);
    expect(screen.getByText('Showing 21–40 of 45')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of chapters' });
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
