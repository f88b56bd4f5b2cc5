import { z } from 'zod';

/** Spec wording "X should be between A and B characters." */
export const lengthMessage = (label: string, min: number, max: number) =>
  `${label} should be between ${min} and ${max} characters.`;

export const LETTERS_SPACES = /^[A-Za-z ]+$/;

/**
 * A required text field, trimmed, whose problems read in order: required, allowed characters, length.
 */
export function textField(rule: {
  required: string;
  pattern: RegExp;
  patternMessage: string;
  min: number;
  max: number;
  lengthMessage: string;
}) {
  return z
    .string({ error: rule.required })
    .trim()
    .min(1, rule.required)
    .regex(rule.pattern, rule.patternMessage)
    .min(rule.min, rule.lengthMessage)
    .max(rule.max, rule.lengthMessage);
}

/** The usual messages of a letters-and-spaces field (also spelled out in the message catalogues). */
export const lettersFieldMessages = (label: string, min: number, max: number) => ({
  required: `${label} is required.`,
  letters: `${label} should contain only letters and spaces.`,
  length: lengthMessage(label, min, max),
});

/** A letters-and-spaces field of the profile forms ("State", "Country"…) with the usual messages. */
export const lettersField = (label: string, min: number, max: number) => {
  const messages = lettersFieldMessages(label, min, max);
  return textField({
    required: messages.required,
    pattern: LETTERS_SPACES,
    patternMessage: messages.letters,
    min,
    max,
    lengthMessage: messages.length,
  });
};

type LetterFieldLimits = { label: string; min: number; max: number };

/** A form's table of letters-and-spaces fields (label and length limits) as a maker of their zod fields. */
export const lettersFieldsOf =
  <F extends Record<string, LetterFieldLimits>>(fields: F) =>
  (field: keyof F) => {
    const { label, min, max } = fields[field] as LetterFieldLimits;
    return lettersField(label, min, max);
  };

/** A value typed in a text box or sent as a JSON number, read as trimmed text ('' when absent). */
export const typedText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/** The employee a write is for: the body's employeeId, else the query's (clients send either). */
export const optionalEmployeeId = z.string().trim().max(50).optional();

/** Cross-field checks run even when a field already failed, so a form shows every problem at once. */
export const EVEN_WITH_FIELD_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** A field's text as far as it was read: a field that failed keeps its raw input, which may not be text. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
