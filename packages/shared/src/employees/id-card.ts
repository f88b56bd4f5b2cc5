import { z } from 'zod';

/** GET employee/getIdCard?employeeId= (spec 2 'ID card preview'); the picture is fetched separately. */
export const idCardQuerySchema = z.object({ employeeId: z.string().trim().min(1).max(50) });
export const idCardSchema = z.object({ employeeName: z.string(), contactNumber: z.string(), designation: z.string() });
export type IdCard = z.infer<typeof idCardSchema>;

export const ID_CARD_MESSAGES = {
  /** The spec's toast, trailing space included (spec 2 §8). */
  failed: 'Error something went wrong ',
  selfOnly: 'You can only see your own ID card.',
} as const;
