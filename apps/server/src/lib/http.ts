import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
/** A plain-string body (contract/API.md: names, e-mails, picture addresses). */
export const plainText = z.string();

/** The origin clients reach the server at: PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
