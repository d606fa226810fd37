import { useState } from 'react';
import type { FormErrors } from '@mantine/form';
import { failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { serverFieldErrors } from '../../../lib/form.ts';

/**
 * What every form of this area says when its call fails, as the app's forms do: the server's field
 * errors on their fields, `failed` with the server's words above the buttons (unless they are
 * already under a field); nothing for a 401
 * (the shell takes the user back to the login).
 */
export function useFormProblem(form: { setErrors: (errors: FormErrors) => void }, failed: string) {
  const [problem, setProblem] = useState<FormMessage | null>(null);
  return {
    problem,
    clear: () => setProblem(null),
    onError: (error: unknown) => {
      if (isUnauthorized(error)) return;
      const fields = serverFieldErrors(error);
      form.setErrors(fields);
      const said = failure(failed, error);
      // Words the server gave a field are shown under it; the notice need not repeat them.
      setProblem(
        said.detail && Object.values(fields).includes(said.detail) ? { ...said, detail: undefined } : said,
      );
    },
  };
}
