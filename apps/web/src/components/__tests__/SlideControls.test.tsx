import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Carousel } from '../Carousel.tsx';
import { LoadFailed } from '../Notice.tsx';

const labels = {
  previous: 'Previous',
  next: 'Next',
  goTo: 'Slide {n} of {total}',
  slideLabel: '{n} of {total}',
  roleDescription: 'carousel',
  slideRole: 'slide',
};

describe('Carousel controls', () => {
  it('moves by the arrows (wrapping) and the indicators, marking the slide shown', async () => {
    render(<Carousel label="Features" slides={['One', 'Two', 'Three']} labels={labels} />);
    const current = () =>
      screen.getAllByRole('button', { current: true }).map((b) => b.getAttribute('aria-label'));
    expect(current()).toEqual(['Slide 1 of 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(current()).toEqual(['Slide 3 of 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toEqual(['Slide 1 of 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(current()).toEqual(['Slide 2 of 3']);
    expect(screen.getByRole('group', { name: '2 of 3' }).getAttribute('aria-hidden')).toBe('false');
  });
});

describe('LoadFailed', () => {
  it('says what failed as an alert, and Try again asks again', async () => {
    const onRetry = vi.fn();
    render(
      <MantineProvider env="test">
        <LoadFailed onRetry={onRetry}>Failed to fetch the chapters: offline</LoadFailed>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch the chapters: offline');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
