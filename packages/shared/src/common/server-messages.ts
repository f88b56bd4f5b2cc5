/**
 * The sentences the server's own framework answers with (error safety nets, request parsing, uploads) and the
 * few access refusals written in server files, so each has a code and a translation like every other message.
 */
export const SERVER_MESSAGES = {
  requestInvalid: 'The request is not valid.',
  invalidValue: 'Invalid value.',
  valueNotStorable: 'A value in the request cannot be stored. Please check what you entered.',
  alreadyExists: 'This record already exists. Please reload and try again.',
  referenceGone: 'A record this one refers to no longer exists. Please reload and try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  badRequest: 'Bad request',
  invalidJson: 'The request body is not valid JSON.',
  tooManyParts: 'Too many files or fields in one request.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  noSuchCall: 'No such call: {{method}} {{path}}',
} as const;

/** Refusals of access written once here so they carry codes (their English is the spec's or the product's). */
export const ACCESS_MESSAGES = {
  ownRole: 'You cannot change your own role.',
  adminOnlyRecord: 'Only an administrator can change this record.',
  ownOrReportees: 'You can only see your own records and those of your reportees.',
  ownLeaveOnly: 'You can only apply for your own leave.',
  projectHoursExport: 'Only an administrator or the project manager can export its hours.',
} as const;
