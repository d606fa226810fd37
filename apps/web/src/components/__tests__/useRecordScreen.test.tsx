import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiClientError } from '../../lib/api.ts';
import { useRecordScreen } from '../useRecordScreen.ts';

type Callbacks = { onSuccess: (result: string) => void; onError: (error: unknown) => void };

/** A mutation whose outcome the test decides after the call. */
function pending() {
  const calls: { input: number; callbacks: Callbacks }[] = [];
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('The mutation was not called.');
    return call;
  };
  return { last, mutate: (input: number, callbacks: Callbacks) => void calls.push({ input, callbacks }) };
}

describe('useRecordScreen', () => {
  it('opens the modal for a new record or one to edit, and closes it with the form’s message', () => {
    const { result } = renderHook(() => useRecordScreen<{ id: number }>());
    act(() => result.current.startAdd());
    expect(result.current.modal).toMatchObject({ opened: true, record: null, opening: 1 });
    act(() => result.current.close());
    act(() => result.current.startEdit({ id: 7 }));
    expect(result.current.modal).toMatchObject({ opened: true, record: { id: 7 }, opening: 2 });
    act(() => result.current.saved({ id: 7 }, 'Saved.'));
    expect(result.current.modal.opened).toBe(false);
    expect(result.current.notice).toEqual({ tone: 'success', text: 'Saved.' });
  });

  it('runs an action: clears the notice, closes the confirm dialog, says what happened', () => {
    const { result } = renderHook(() => useRecordScreen<{ id: number }>());
    const mutation = pending();
    act(() => result.current.setNotice({ tone: 'info', text: 'Before' }));
    act(() => result.current.askConfirm({ id: 3 }));
    act(() => result.current.act(mutation, 3, { done: (name) => `Done: ${name}`, failed: 'Failed.' }));
    expect(result.current.notice).toBeNull();
    expect(mutation.last().input).toBe(3);
    act(() => mutation.last().callbacks.onSuccess('Centre A'));
    expect(result.current.confirming).toBeNull();
    expect(result.current.notice).toEqual({ tone: 'success', text: 'Done: Centre A' });

    act(() => result.current.act(mutation, 4, { done: () => '', failed: 'Failed.' }));
    const refused = new ApiClientError('No', { status: 409, kind: 'http', serverMessage: 'In use.' });
    act(() => mutation.last().callbacks.onError(refused));
    expect(result.current.notice).toEqual({ tone: 'error', text: 'Failed.', detail: 'In use.' });
  });

  it('says nothing when the session has ended (the shell goes to the login)', () => {
    const { result } = renderHook(() => useRecordScreen<{ id: number }>());
    const mutation = pending();
    act(() => result.current.askConfirm({ id: 3 }));
    act(() => result.current.act(mutation, 3, { done: () => '', failed: 'Failed.' }));
    act(() =>
      mutation.last().callbacks.onError(new ApiClientError('Signed out', { status: 401, kind: 'http' })),
    );
    expect(result.current.confirming).toBeNull();
    expect(result.current.notice).toBeNull();
  });
});
