import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpStep } from '../components/OtpStep.tsx';

type Reply = { status?: number; body: unknown };

function json({ status = 200, body }: Reply) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function mockFetch(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const reply = replies[path];
    if (!reply) throw new TypeError(`unexpected call to ${path}`);
    return json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const digits = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`) as HTMLInputElement);
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

describe('OtpStep', () => {
  beforeEach(() => {
    // shouldAdvanceTime lets Testing Library's own zero-delay waits run; the countdown is moved by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('verifies the code on the server and hands over the reset token', async () => {
    const fetchMock = mockFetch({
      '/api/v1/password-reset/verify': { body: { success: true, message: 'OK', resetToken: 'tok-1' } },
    });
    const onVerified = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<OtpStep email="a@b.in" onVerified={onVerified} onChangeEmail={() => {}} />);
    await user.click(digits()[0]!);
    await user.keyboard('4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith('tok-1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({ email: 'a@b.in', otp: '4821' });
  });

  it("shows 'Incorrect OTP. Please try again.' for a wrong code", async () => {
    mockFetch({ '/api/v1/password-reset/verify': { body: { success: false, message: '' } } });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<OtpStep email="a@b.in" onVerified={() => {}} onChangeEmail={() => {}} />);
    await user.click(digits()[0]!);
    await user.keyboard('1111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Incorrect OTP. Please try again.'),
    );
  });

  it('Resend at 0 clears the boxes, restarts the countdown and sends a new code', async () => {
    const fetchMock = mockFetch({ '/send-otp': { body: { success: true, message: 'sent' } } });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<OtpStep email="a@b.in" onVerified={() => {}} onChangeEmail={() => {}} />);
    await user.click(digits()[0]!);
    await user.keyboard('12');
    const resend = screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    act(() => vi.advanceTimersByTime(120_000));
    expect(resend.disabled).toBe(false);
    await user.click(resend);

    expect(digits().map((d) => d.value)).toEqual(['', '', '', '']);
    expect(screen.getByRole('timer').textContent).toContain('2:00');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/send-otp');
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({ email: 'a@b.in' });
    await vi.waitFor(() => expect(screen.getByText('A new code has been sent.')).toBeTruthy());
  });
});
