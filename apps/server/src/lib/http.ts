import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
/** A plain-string body (contract/API.md: names, e-mails, picture addresses). */
export const plainText = z.string();
