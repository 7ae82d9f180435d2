/**
 * The one way the browser talks to the Wingshare API (docs/api.md): cookies included, the version
 * header on every call, JSON or multipart bodies, and every failure turned into an ApiError.
 */
import { readFieldErrors, type FieldErrors } from '../../../domain/field-errors';

export const API_VERSION = '1.0.0';

export const NETWORK_ERROR_MESSAGE = 'Could not reach Wingshare. Check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong on our side. Please try again.';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's stable error code ("validation_failed", "conflict", ...), or "network". */
    readonly code: string,
    message: string,
    /** Every message to show; a validation error lists all field messages. */
    readonly errors: string[] = [],
    /** The messages by the payload field they are about, when the server says (`fields`). */
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  formData?: FormData;
  signal?: AbortSignal;
}

/** The address of an API call as the browser asks it (also the key of a server-rendered page's answers). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown; errors?: unknown; fields?: unknown };
    const errors = Array.isArray(b.errors) ? b.errors.filter((e): e is string => typeof e === 'string') : [];
    const message = typeof b.message === 'string' && b.message ? b.message : (errors[0] ?? FALLBACK_MESSAGE);
    return new ApiError(status, typeof b.error === 'string' ? b.error : 'http_error', message, errors, readFieldErrors(b.fields));
  }
  return new ApiError(status, 'http_error', status >= 500 ? FALLBACK_MESSAGE : `Request failed (${status})`);
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Version': API_VERSION, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

/** A GET a page may be server-rendered with: its address (the first-screen answer's key) and the call. */
export interface ApiRead<T> {
  url: string;
  load: (signal?: AbortSignal) => Promise<T>;
}

export const apiRead = <T,>(path: string, query?: Record<string, QueryValue>): ApiRead<T> => ({
  url: apiUrl(path, query),
  load: (signal) => apiRequest<T>(path, { query, signal }),
});

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The messages to show for any failure: the server's list, else its message. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError) return error.errors.length ? error.errors : [error.message];
  if (error instanceof Error && error.message) return [error.message];
  return [FALLBACK_MESSAGE];
}

/** One line for any failure. */
export const errorMessage = (error: unknown): string => errorMessages(error).join(' ');
