import { API_BASE, ApiError, refreshSession } from './api-client';
import { readSession } from './session';

type Query = Record<string, string | number | boolean | undefined | null>;

function fetchFile(path: string, query: Query) {
  const session = readSession();
  const headers: Record<string, string> = session
    ? { Authorization: `Bearer ${session.token}`, organizationId: session.organizationId }
    : {};
  const url = new URL(`${API_BASE}/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return fetch(url.pathname + url.search, { headers, credentials: 'same-origin' });
}

/** Downloads a file the API serves (an .xlsx export…) under the file name the server gives. */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<void> {
  let res = await fetchFile(path, query);
  if (res.status === 401 && (await refreshSession())) res = await fetchFile(path, query);
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, (body as { message?: string } | null)?.message ?? '', body);
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
