import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_COUNT_CAP } from '@kaksha/contracts';
import type { EnquirySummary } from '@kaksha/contracts';
import { json, withServer } from '../../../test/withServer.tsx';
import { SummaryCounts } from '../components/SummaryCounts.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the front desk’s counts', () => {
  it('shows a count the server stopped at as "1,000+", and opens the overdue list', async () => {
    const summary: EnquirySummary = {
      open: LIST_COUNT_CAP,
      dueToday: 3,
      overdue: LIST_COUNT_CAP,
      newThisWeek: 12,
      capped: { open: true, dueToday: false, overdue: true, newThisWeek: false },
    };
    const onShow = vi.fn();
    withServer(<SummaryCounts summary={summary} onShow={onShow} />, () => json({}, 404));
    expect(screen.getAllByText('1,000+')).toHaveLength(2);
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /: 1,000\+\./ }));
    expect(onShow).toHaveBeenCalledWith('overdue');
  });
});
