import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from '../OtpInput.tsx';

function Harness({ length = 4 }: { length?: number }) {
  const [value, setValue] = useState<string[]>(() => Array.from({ length }, () => ''));
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output data-testid="code">{value.join('')}</output>
    </>
  );
}

const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`) as HTMLInputElement);
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('labels four numeric boxes', () => {
    render(<Harness />);
    const inputs = boxes();
    expect(inputs).toHaveLength(4);
    for (const input of inputs) expect(input.inputMode).toBe('numeric');
    expect(inputs[0]!.autocomplete).toBe('one-time-code');
  });

  it('takes one digit per box and moves to the next box as you type', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first, second, third, fourth] = boxes();
    await user.click(first!);
    await user.keyboard('1');
    expect(first!.value).toBe('1');
    expect(document.activeElement).toBe(second);
    await user.keyboard('234');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4']);
    expect(code()).toBe('1234');
    expect(document.activeElement).toBe(fourth);
    expect(third!.value).toHaveLength(1);
  });

  it('ignores letters and symbols', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first] = boxes();
    await user.click(first!);
    await user.keyboard('a-');
    expect(first!.value).toBe('');
    expect(document.activeElement).toBe(first);
    await user.keyboard('7');
    expect(first!.value).toBe('7');
  });

  it('replaces the digit of a filled box instead of adding a second one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first] = boxes();
    await user.click(first!);
    await user.keyboard('5');
    await user.click(first!); // focusing selects the digit
    await user.keyboard('8');
    expect(first!.value).toBe('8');
    expect(code()).toBe('8');
  });

  it('fills every box from a pasted code, whichever box has focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.paste('98 76');
    expect(boxes().map((b) => b.value)).toEqual(['9', '8', '7', '6']);
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('pastes a partial code from the focused box onwards', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[1]!);
    await user.paste('12');
    expect(boxes().map((b) => b.value)).toEqual(['', '1', '2', '']);
  });

  it('goes back with Backspace from an empty box, clearing the previous digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('clears a filled box with Backspace and stays there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(boxes()[1]!);
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });
});
