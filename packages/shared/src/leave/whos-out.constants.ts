// Kept apart from the schemas so the English catalogue (loaded by the login page) does not pull in zod.

/** The longest range one who's-out call covers: a calendar month view with its leading and trailing weeks. */
export const WHOS_OUT_MAX_DAYS = 62;

export const WHOS_OUT_MESSAGES = {
  title: "Who's out",
  dateRequired: 'Give a date as yyyy-MM-dd.',
  toBeforeFrom: 'The end date cannot be before the start date.',
  tooLong: `Ask for at most ${WHOS_OUT_MAX_DAYS} days at a time.`,
  nobody: 'Nobody is out.',
  month: 'Month',
  week: 'Week',
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  alsoOut: 'Also out in the team on these days',
  loadFailed: "Could not load who's out.",
} as const;
