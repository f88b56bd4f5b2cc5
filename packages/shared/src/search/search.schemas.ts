import { z } from 'zod';

export const SEARCH_MIN_LENGTH = 2;
/** At most this many people and this many screens per answer: a jump list, not a report. */
export const SEARCH_PEOPLE_LIMIT = 8;
export const SEARCH_PAGES_LIMIT = 8;

export const SEARCH_MESSAGES = {
  placeholder: 'Search people and screens',
  label: 'Search everywhere',
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters.`,
  nothingFound: 'Nothing found.',
  people: 'People',
  pages: 'Screens',
  failed: 'Search failed. Try again.',
} as const;

/** GET search?q= (BEYOND §B4). */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH, SEARCH_MESSAGES.tooShort).max(100),
});

export const searchPersonSchema = z.object({ employeeId: z.string(), name: z.string(), designation: z.string() });
export const searchPageSchema = z.object({ title: z.string(), path: z.string() });
export const searchResultSchema = z.object({ people: z.array(searchPersonSchema), pages: z.array(searchPageSchema) });

export type SearchPerson = z.infer<typeof searchPersonSchema>;
export type SearchPage = z.infer<typeof searchPageSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
