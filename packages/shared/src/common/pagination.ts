import { z } from 'zod';

export const MAX_PAGE_SIZE = 500;

/** pageNumber/page (0-based) and size as the spec's clients send them; huge sizes are capped, never unbounded. */
export const pageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).optional(),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageWindow(query: PageQuery, defaultSize = 10): { offset: number; limit: number } {
  const limit = Math.min(query.size ?? defaultSize, MAX_PAGE_SIZE);
  const page = query.pageNumber ?? query.page ?? 0;
  return { offset: page * limit, limit };
}
