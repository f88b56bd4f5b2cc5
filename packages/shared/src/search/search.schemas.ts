import { z } from 'zod';
import { SEARCH_MESSAGES, SEARCH_MIN_LENGTH } from './search.constants';

/** GET search?q= (BEYOND §B4). */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH, SEARCH_MESSAGES.tooShort).max(100),
});

/** A person found; `profile`: the caller may open their profile (admin, themself, their manager or HR), else the chart. */
export const searchPersonSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  designation: z.string(),
  profile: z.boolean(),
});
export const searchPageSchema = z.object({ title: z.string(), path: z.string() });
export const searchResultSchema = z.object({ people: z.array(searchPersonSchema), pages: z.array(searchPageSchema) });

export type SearchPerson = z.infer<typeof searchPersonSchema>;
export type SearchPage = z.infer<typeof searchPageSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
