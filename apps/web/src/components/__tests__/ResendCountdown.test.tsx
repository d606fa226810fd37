import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCountdown, ResendCountdown } from '../ResendCountdown.tsx';

const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(119)).toBe('1:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('ResendCountdown', () => {
  beforeEach(() => {
    // shouldAdvanceTime lets Testing Library's own zero-delay waits run; the countdown is moved by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 2:00 with Resend disabled', () => {
    render(<ResendCountdown seconds={120} onResend={() => {}} />);
    expect(screen.getByRole('timer').textContent).toContain('2:00');
    expect(resendButton().disabled).toBe(true);
    advance(1000);
    expect(screen.getByRole('timer').textContent).toContain('1:59');
    advance(58_000);
    expect(screen.getByRole('timer').textContent).toContain('1:01');
    expect(resendButton().disabled).toBe(true);
  });

  it('enables Resend only when the countdown reaches 0', () => {
    render(<ResendCountdown seconds={120} onResend={() => {}} />);
    advance(119_000);
    expect(screen.getByRole('timer').textContent).toContain('0:01');
    expect(resendButton().disabled).toBe(true);
    advance(1000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(resendButton().disabled).toBe(false);
  });

  it('calls onResend and restarts the countdown', async () => {
    const onResend = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<ResendCountdown seconds={120} onResend={onResend} />);
    advance(120_000);
    await user.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer').textContent).toContain('2:00');
    expect(resendButton().disabled).toBe(true);
    advance(30_000);
    expect(screen.getByRole('timer').textContent).toContain('1:30');
  });
});
