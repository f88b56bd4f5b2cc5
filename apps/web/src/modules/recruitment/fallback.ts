import { ApiError } from '../../lib/api-client';

/** A call whose failure without a server answer (network down) still toasts the spec's sentence. */
export async function withFallback<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, fallback, null);
  }
}
