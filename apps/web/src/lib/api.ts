import { fmt, t } from './i18n/index.ts';

export type ApiErrorKind = 'http' | 'network' | 'parse';

/** Every failed call becomes one of these: an HTTP error, a network failure or an unreadable reply. */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The error code of an {code, message, fieldErrors?} body. */
  readonly code: string | undefined;
  /** body.message exactly as the server sent it, when there was one. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string>;
  readonly body: unknown;

  constructor(
    message: string,
    init: {
      status: number;
      kind: ApiErrorKind;
      code?: string;
      serverMessage?: string;
      fieldErrors?: Record<string, string>;
      body?: unknown;
    },
  ) {
    super(message);
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiClientError(error) && error.status === 401;
}

/** The message to show for any error: the server's own words when it gave some. */
export function errorMessage(error: unknown): string {
  if (isApiClientError(error)) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return t.common.networkError;
}

/** Anything with a parse method (a zod schema, for one); public pages validate by hand to stay small. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body; sent with Content-Type: application/json. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  signal?: AbortSignal;
  schema?: Parser<T>;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  const input = record(value);
  if (!input) return undefined;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(input)) if (typeof v === 'string') out[key] = v;
  return out;
}

/** Reads a reply: JSON in, ApiClientError out for anything that is not a 2xx JSON answer. */
export function readReply<T>(
  status: number,
  contentType: string | null,
  text: string,
  schema?: Parser<T>,
): T {
  const ok = status >= 200 && status < 300;
  let data: unknown = undefined;
  const looksJson = /\bjson\b/i.test(contentType ?? '');
  if (text.trim() !== '') {
    if (!looksJson) {
      throw new ApiClientError(ok ? t.common.unexpectedResponse : fmt(t.common.requestFailed, { status }), {
        status,
        kind: ok ? 'parse' : 'http',
      });
    }
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiClientError(t.common.unexpectedResponse, { status, kind: 'parse' });
    }
  }
  if (!ok) {
    const body = record(data);
    const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    throw new ApiClientError(serverMessage ?? fmt(t.common.requestFailed, { status }), {
      status,
      kind: 'http',
      code: typeof body?.code === 'string' ? body.code : undefined,
      serverMessage,
      fieldErrors: stringRecord(body?.fieldErrors),
      body: data,
    });
  }
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    throw new ApiClientError(t.common.unexpectedResponse, { status, kind: 'parse', body: data });
  }
}

/** fetch with the session cookie (same-origin), JSON in and out, and one error type. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const {
    method = options.json !== undefined || options.form ? 'POST' : 'GET',
    json,
    form,
    signal,
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiClientError(t.common.networkError, { status: 0, kind: 'network' });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiClientError(t.common.networkError, { status: response.status, kind: 'network' });
  }
  return readReply(response.status, response.headers.get('content-type'), text, options.schema);
}

export function postJson<T>(path: string, json: unknown, options: Omit<RequestOptions<T>, 'json'> = {}) {
  return apiRequest<T>(path, { ...options, method: 'POST', json });
}
