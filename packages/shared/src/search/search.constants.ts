/** Search's limits and messages (BEYOND §B4), apart from its schemas: the web app's catalogues read them without zod. */
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
