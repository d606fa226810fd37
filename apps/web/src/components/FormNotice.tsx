import { errorMessage, isApiClientError } from '../lib/api.ts';
import { Notice } from './Notice.tsx';

/** What a screen or form says after an action: the spec's words, and the server's under them. */
export interface FormMessage {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** The server's own words under the spec's message, when they add something. */
  detail?: string;
}

/** The spec's failure message, with the server's explanation under it when there is one. */
export function failure(text: string, error: unknown): FormMessage {
  const detail = isApiClientError(error) ? errorMessage(error) : undefined;
  return { tone: 'error', text, detail: detail && detail !== text ? detail : undefined };
}

/** The message, if any: an alert for an error, a status otherwise. */
export function FormNotice({ message }: { message: FormMessage | null }) {
  if (!message) return null;
  return (
    <Notice tone={message.tone}>
      {message.text}
      {message.detail && <div>{message.detail}</div>}
    </Notice>
  );
}
