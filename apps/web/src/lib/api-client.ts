import { type CodedMessage, type LoginResponse, problemMessage } from '@hrms/shared';
import { clearSession, readSession, writeSession } from './session';

export const API_BASE = '/hrmsapplication';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
  /** Field messages from the server, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: Record<string, string> } | null)?.errors;
    return errors ?? {};
  }
  /** The message's code and values when the server sent them (issue 27 point 4): the browser translates by them. */
  get coded(): CodedMessage | undefined {
    const { code, params } = (this.body ?? {}) as { code?: unknown; params?: unknown };
    if (typeof code !== 'string' || !code) return undefined;
    return params && typeof params === 'object' ? { code, params: params as Record<string, string> } : { code };
  }
}

type QueryValue = string | number | boolean | undefined | null;
/** A list value is sent as the parameter repeated (`role=A&role=B`). */
type Query = Record<string, QueryValue | readonly string[]>;
export type RequestOptions = { query?: Query; body?: unknown; form?: FormData; signal?: AbortSignal; fallback?: string };

function buildUrl(path: string, query?: Query) {
  const url = new URL(`${API_BASE}/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item);
    else if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

let refreshing: Promise<boolean> | null = null;

/** Renews the access token with the refresh cookie; concurrent 401s share one attempt. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${API_BASE}/authentication/refreshToken`, { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) return false;
      const body = (await res.json()) as LoginResponse;
      writeSession({ token: body.token, role: body.userRole, organizationId: body.organizationId, employeeId: body.employeeId });
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => {
        refreshing = null;
      }, 0);
    }
  })();
  return refreshing;
}

let onSessionLost: () => void = () => window.location.assign('/');
export function setSessionLostHandler(handler: () => void) {
  onSessionLost = handler;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const session = readSession();
  const headers: Record<string, string> = {};
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers.organizationId = session.organizationId;
  }
  // the language the screens are in (the i18n module sets <html lang>): PDFs come back in it
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal, credentials: 'same-origin' });
}

async function parse(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 204) return null;
  if (type.includes('json')) return res.json();
  return res.text();
}

/** Calls the API: bearer + organizationId headers, one silent renewal on 401, problem → ApiError. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(method, path, options);
  if (res.status === 401 && readSession()) {
    if (await refreshSession()) res = await send(method, path, options);
    if (res.status === 401) {
      clearSession();
      onSessionLost();
    }
  }
  const data = await parse(res);
  if (!res.ok) throw new ApiError(res.status, problemMessage(data, options.fallback), data);
  return data as T;
}

/** Like apiRequest, but also returns the X-Total-Count header of paged lists (and X-Total-More: counted up to a cap). */
export async function apiPage<T>(path: string, query: Query): Promise<{ rows: T[]; total: number; more: boolean }> {
  let res = await send('GET', path, { query });
  if (res.status === 401 && readSession() && (await refreshSession())) res = await send('GET', path, { query });
  const data = await parse(res);
  if (!res.ok) throw new ApiError(res.status, problemMessage(data), data);
  const rows = data as T[];
  return {
    rows,
    total: Number(res.headers.get('x-total-count') ?? rows.length),
    more: res.headers.get('x-total-more') === 'true',
  };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/**
 * Downloads a file that needs the session (bearer token, one renewal on 401) and saves it under the
 * name in its Content-Disposition, else `fallbackName`. `path` may carry the /hrmsapplication prefix.
 * A POST (with a form) serves files computed from an upload, such as a dry run's refused rows.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  request: { method?: 'GET' | 'POST'; options?: RequestOptions } = {},
): Promise<void> {
  const relative = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length + 1) : path;
  const { method = 'GET', options = {} } = request;
  let res = await send(method, relative, options);
  if (res.status === 401 && readSession() && (await refreshSession())) res = await send(method, relative, options);
  if (!res.ok) {
    const data = await parse(res).catch(() => null);
    throw new ApiError(res.status, problemMessage(data, options.fallback), data);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
