import { useState } from 'react';
import { isUnauthorized } from '../lib/api.ts';
import { failure, type FormMessage } from './FormNotice.tsx';

/** A TanStack mutation (or anything with its mutate) that one of a screen's actions runs. */
export interface Mutation<I, R> {
  mutate(input: I, callbacks: { onSuccess: (result: R) => void; onError: (error: unknown) => void }): void;
}

/** What a list screen says around one action: the success message made from the reply, or the failure. */
export interface ActionWords<R> {
  done: (result: R) => string;
  failed: string;
}

export interface RecordScreen<T> {
  /** The add/edit modal: whether it is open, the record it edits (null: a new one), which opening it is. */
  modal: { opened: boolean; record: T | null; opening: number };
  startAdd: () => void;
  startEdit: (record: T) => void;
  close: () => void;
  /** A form's onDone: closes the modal and shows what was done. */
  saved: (record: unknown, text: string) => void;
  /** The record an "are you sure?" dialog asks about, or null. */
  confirming: T | null;
  askConfirm: (record: T) => void;
  cancelConfirm: () => void;
  /** What the screen says above its list after an action. */
  notice: FormMessage | null;
  setNotice: (notice: FormMessage | null) => void;
  /**
   * Runs an action on a record: clears the last notice, then says `done(result)` or the failure
   * (with the server's words under it); either way the confirm dialog closes. A 401 says nothing:
   * the shell takes the user back to the login.
   */
  act: <I, R>(mutation: Mutation<I, R>, input: I, words: ActionWords<R>) => void;
}

/**
 * The state every list screen keeps around its ResponsiveTable: the add/edit FormModal, the
 * ConfirmDialog and the FormNotice. Render them with RecordFormModal and RecordConfirmDialog.
 */
export function useRecordScreen<T>(): RecordScreen<T> {
  // The record stays when the modal closes, so its title does not change while it fades out.
  const [modal, setModal] = useState<RecordScreen<T>['modal']>({ opened: false, record: null, opening: 0 });
  const [confirming, setConfirming] = useState<T | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);

  const open = (record: T | null) => setModal((m) => ({ opened: true, record, opening: m.opening + 1 }));
  const close = () => setModal((m) => ({ ...m, opened: false }));

  return {
    modal,
    startAdd: () => open(null),
    startEdit: open,
    close,
    saved: (_record, text) => {
      close();
      setNotice({ tone: 'success', text });
    },
    confirming,
    askConfirm: setConfirming,
    cancelConfirm: () => setConfirming(null),
    notice,
    setNotice,
    act: (mutation, input, words) => {
      setNotice(null);
      mutation.mutate(input, {
        onSuccess: (result) => {
          setConfirming(null);
          setNotice({ tone: 'success', text: words.done(result) });
        },
        onError: (error) => {
          setConfirming(null);
          if (!isUnauthorized(error)) setNotice(failure(words.failed, error));
        },
      });
    },
  };
}
