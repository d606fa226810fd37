import { useState, type FormEvent } from 'react';
import type { FormErrors } from '@mantine/form';
import { isUnauthorized } from '../lib/api.ts';
import { serverFieldErrors } from '../lib/form.ts';
import { failure, type FormMessage } from './FormNotice.tsx';

type SetsErrors = { setErrors: (errors: FormErrors) => void };
/** What a Mantine form's `onSubmit` takes: the handler of its checked values. */
type SubmitHandler<F> = F extends { onSubmit: (handle: infer H) => unknown } ? H : never;

/**
 * What a form says when its call fails, as the app's forms do: the server's field errors on their
 * fields, `failed` with the server's words above the buttons (unless they are already under a
 * field, or `repeatFieldWords` asks for them there too, as the timetable names a clash); nothing for
 * a 401 (the shell takes the user back to the login).
 */
export function useFormProblem<F extends SetsErrors>(
  form: F,
  failed: string,
  { repeatFieldWords = false }: { repeatFieldWords?: boolean } = {},
) {
  const [problem, setProblem] = useState<FormMessage | null>(null);
  return {
    problem,
    clear: () => setProblem(null),
    /** The form's submit handler: forget what the last attempt said, check the fields, then `save` them. */
    whenValid: (save: SubmitHandler<F>) => (event: FormEvent<HTMLFormElement>) => {
      setProblem(null);
      (form as unknown as { onSubmit: (handle: SubmitHandler<F>) => (event: FormEvent) => void }).onSubmit(
        save,
      )(event);
    },
    onError: (error: unknown) => {
      if (isUnauthorized(error)) return;
      const fields = serverFieldErrors(error);
      form.setErrors(fields);
      const said = failure(failed, error);
      // Words the server gave a field are shown under it; the notice need not repeat them.
      setProblem(
        !repeatFieldWords && said.detail && Object.values(fields).includes(said.detail)
          ? { ...said, detail: undefined }
          : said,
      );
    },
  };
}

/**
 * The same for a form that keeps its own message (it also says what went well): the server's field
 * errors under the fields (named by `key`, as `serverFieldErrors` takes it), `text` with the server's
 * words in the message, nothing on a 401.
 */
export const showFailure =
  (
    form: SetsErrors,
    setMessage: (message: FormMessage) => void,
    text: string,
    key?: (path: string) => string,
  ) =>
  (error: unknown) => {
    if (isUnauthorized(error)) return;
    form.setErrors(serverFieldErrors(error, key));
    setMessage(failure(text, error));
  };

/** `showFailure` for forms whose fields are named by the last part of the server's path ('experienceData.0.ToDate' → 'ToDate'). */
export const saveFailed = (form: SetsErrors, setMessage: (message: FormMessage) => void, text: string) =>
  showFailure(form, setMessage, text, (path) => path.split('.').pop() ?? path);
