import { z } from 'zod';

/** BEYOND §B7: the asset register (tag, name, category, serial number), assigned and returned with history. */
export const ASSET_TEXT_MAX = 120;

export const ASSET_MESSAGES = {
  badTag: 'An asset tag is 1 to 40 letters, digits, dots, dashes or underscores.',
  nameRequired: 'Name is required.',
  categoryRequired: 'Category is required.',
  tooLong: `At most ${ASSET_TEXT_MAX} characters.`,
  employeeRequired: 'employeeId is required.',
  notFound: 'Asset not found.',
  alreadyHeld: 'This asset is already assigned; return it first.',
  notHeld: 'This asset is not assigned to anyone.',
  adminOnly: 'Only an administrator can change the asset register.',
  ownOnly: 'You can only see your own assets.',
  saved: 'Asset saved.',
  assigned: 'Asset assigned.',
  returned: 'Asset returned.',
  loadFailed: 'Could not load the assets.',
  none: 'No assets.',
} as const;
const M = ASSET_MESSAGES;

export const assetTagSchema = z
  .string({ error: M.badTag })
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,40}$/, M.badTag);

const text = (required: string) => z.string({ error: required }).trim().min(1, required).max(ASSET_TEXT_MAX, M.tooLong);

/** PUT assets/{tag} (admin). */
export const assetBodySchema = z.object({
  name: text(M.nameRequired),
  category: text(M.categoryRequired),
  serialNumber: z.string().trim().max(ASSET_TEXT_MAX, M.tooLong).default(''),
});
export type AssetBody = z.input<typeof assetBodySchema>;

/** POST assets/{tag}/assign (admin, HR). */
export const assetAssignSchema = z.object({
  employeeId: z.string({ error: M.employeeRequired }).trim().min(1, M.employeeRequired).max(50),
});

export const assetListQuerySchema = z.object({
  employeeId: z.string().trim().max(50).optional(),
  q: z.string().trim().max(100).optional(),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

export const assetSchema = z.object({
  tag: z.string(),
  name: z.string(),
  category: z.string(),
  serialNumber: z.string(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  since: z.string().nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetDetailSchema = assetSchema.extend({
  history: z.array(z.object({ employeeId: z.string(), employeeName: z.string(), from: z.string(), to: z.string().nullable() })),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;
