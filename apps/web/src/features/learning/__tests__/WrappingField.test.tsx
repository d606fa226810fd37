import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { WrappingField } from '../components/WrappingField.tsx';

function Field({ onEnter }: { onEnter: () => void }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider env="test">
      <WrappingField label="URL" value={value} onChange={setValue} onEnter={onEnter} />
    </MantineProvider>
  );
}

describe('WrappingField', () => {
  it('is a field that wraps long values but never holds a line break', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Field onEnter={onEnter} />);
    const field = screen.getByLabelText('URL') as HTMLTextAreaElement;
    expect(field.tagName).toBe('TEXTAREA');

    await user.type(field, 'https://example.org/a{Enter}');
    expect(field.value).toBe('https://example.org/a');
    expect(onEnter).toHaveBeenCalledTimes(1);

    fireEvent.change(field, { target: { value: 'one\n two\r\nthree' } });
    expect(field.value).toBe('one two three');
  });
});
