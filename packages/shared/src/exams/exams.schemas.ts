import { z } from 'zod';
import { formatMessage, parseIsoDate } from '../common';
import { EVEN_WITH_FIELD_ERRORS, textOf, typedText } from '../profile';

/** Exactly four options per question, shown as A–D (spec 3 §9). */
export const EXAM_OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export const EXAM_OPTION_COUNT = 4;
/** The client auto-submits when this many seconds remain (spec 3 §4, §9). */
export const EXAM_AUTO_SUBMIT_SECONDS = 2;
/** A submit this late after the deadline still counts as on time (network, the 2-second auto-submit). */
export const EXAM_SUBMIT_GRACE_SECONDS = 30;

/** Spec 3 §5, §8 texts, and the server's refusals. */
/** The exam messages with values, as templates (issue 27 point 4). */
export const EXAM_TEMPLATES = {
  departmentUnknown: 'Department {{id}} does not exist.',
} as const;

export const EXAM_MESSAGES = {
  nameRequired: 'Exam Name is required.',
  startRequired: 'Start Date is required.',
  endRequired: 'End Date is required.',
  endBeforeStart: 'End Date cannot be before the Start Date.',
  durationPositive: 'Duration must be a positive number.',
  percentageRequired: 'Percentage is required.',
  percentagePositive: 'Percentage should not be less than or equal to 0.',
  percentageMax: 'Percentage should not be more than 100.',
  attemptsDash: '- values not allowed.',
  attemptsPositive: 'Max Attempts must be a positive number.',
  departmentRequired: 'At least one department must be selected.',
  departmentUnknown: (id: string) => formatMessage(EXAM_TEMPLATES.departmentUnknown, { id }),
  fillAll: 'Please fill in all fields.',
  formFailed: 'Failed to update the job. Please try again.',
  questionIncomplete: 'Please fill in all fields and select a correct option.',
  questionSaveFailed: 'Failed to save question. Please try again.',
  questionSaveError: 'Error occurred while saving the question.',
  questionDeleted: 'Question deleted successfully',
  questionDeleteFailed: 'Error occurred while deleting the question',
  saving: 'Saving...',
  noExams: 'No exams available',
  noQuestions: 'No questions available for this exam.',
  noData: 'No data available',
  loadFailed: 'Error in fetching data. Please try again.',
  startFailed: 'Error occurred while starting the exam.',
  submitFailed: 'Failed to submit the exam. Please try again later.',
  submitted: 'Exam submitted successfully!',
  invalidRole: 'Invalid UserRole',
  qualified: 'Qualified',
  notQualified: 'Not Qualified',
  examNotFound: 'Exam not found.',
  questionNotFound: 'Question not found.',
  examDeleted: 'Exam deleted successfully.',
  notOpenYet: 'This exam is not open yet.',
  closed: 'This exam is closed.',
  wrongDepartment: 'This exam is not open to your department.',
  noAttemptsLeft: 'You have used all your attempts for this exam.',
  ownExamsOnly: 'You can only take exams for yourself.',
  noOpenAttempt: 'Start the exam before submitting it.',
  timeOver: 'The time for this exam is over.',
  unknownAnswer: 'An answer names a question or option that is not part of this exam.',
  answerSaved: 'Answer saved.',
  noDepartment: 'You are not assigned to a department yet.',
} as const;
const M = EXAM_MESSAGES;

const positiveNumber = (text: string) => /^\d+(\.\d+)?$/.test(text) && Number(text) > 0;

/** Cross-field and number rules of the exam form, each under its own field. */
function checkExam(value: z.output<typeof examFields>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const start = textOf(value.startDate);
  const end = textOf(value.endDate);
  if (!start || !parseIsoDate(start)) issue('startDate', M.startRequired);
  if (!end || !parseIsoDate(end)) issue('endDate', M.endRequired);
  else if (start && parseIsoDate(start) && end < start) issue('endDate', M.endBeforeStart);

  const duration = textOf(value.duration);
  if (!duration || !/^\d+$/.test(duration) || Number(duration) <= 0 || Number(duration) > 1440) {
    issue('duration', M.durationPositive);
  }

  const pass = textOf(value.passPercentage);
  if (!pass) issue('passPercentage', M.percentageRequired);
  else if (!/^-?\d+(\.\d{1,2})?$/.test(pass) || Number(pass) <= 0) issue('passPercentage', M.percentagePositive);
  else if (Number(pass) > 100) issue('passPercentage', M.percentageMax);

  const attempts = textOf(value.maxAttempts);
  if (attempts.includes('-')) issue('maxAttempts', M.attemptsDash);
  else if (!attempts || !/^\d+$/.test(attempts) || !positiveNumber(attempts) || Number(attempts) > 100) {
    issue('maxAttempts', M.attemptsPositive);
  }
}

const examFields = z.object({
  examName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100),
  startDate: z.string({ error: M.startRequired }).trim(),
  endDate: z.string({ error: M.endRequired }).trim(),
  duration: typedText,
  maxAttempts: typedText,
  passPercentage: typedText,
  departmentId: z
    .array(z.string().trim().min(1).max(50), { error: M.departmentRequired })
    .min(1, M.departmentRequired)
    .max(100)
    .transform((ids) => ids.filter((id, i) => ids.findIndex((other) => other.toLowerCase() === id.toLowerCase()) === i)),
});

const toNumbers = <T extends z.output<typeof examFields>>(value: T) => ({
  ...value,
  duration: Number(value.duration),
  maxAttempts: Number(value.maxAttempts),
  passPercentage: Number(value.passPercentage),
});

/** The exam form and the body of POST exam/create (contract/API.md §4.17); numbers leave as numbers. */
export const examSchema = examFields.superRefine(checkExam, EVEN_WITH_FIELD_ERRORS).transform(toNumbers);
export type ExamInput = z.input<typeof examSchema>;
export type Exam = z.output<typeof examSchema>;

/** PATCH exam/update: the same body plus examId. */
export const examUpdateSchema = examFields
  .extend({ examId: z.coerce.number({ error: EXAM_MESSAGES.examNotFound }).int().positive() })
  .superRefine(checkExam, EVEN_WITH_FIELD_ERRORS)
  .transform(toNumbers);

/** What every answer about an exam says of it. */
const examSummary = {
  examId: z.number().int(),
  examName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number().int(),
  maxAttempts: z.number().int(),
};

/** One exam as GET exam/get-all and the writes answer it. */
export const examRecordSchema = z.object({
  ...examSummary,
  passPercentage: z.number(),
  departmentId: z.array(z.string()),
});
export type ExamRecord = z.infer<typeof examRecordSchema>;

/** One row of GET exam/get-employee-exams (spec 3 §7) with the attempts already used. */
export const employeeExamSchema = z.object({
  id: z.number().int(),
  ...examSummary,
  attemptsUsed: z.number().int(),
  /** An attempt is running (it may be resumed; its time may already be over). */
  inProgress: z.boolean(),
});
export type EmployeeExam = z.infer<typeof employeeExamSchema>;

const optionText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/** The question form and the body of POST exam/addquoestions and PATCH exam/update-question. */
export const questionSchema = z
  .object({
    examId: z.coerce.number({ error: M.examNotFound }).int().positive(),
    questionId: z.coerce.number().int().positive().nullish(),
    question: optionText,
    options: z
      .array(
        z.object({
          option: optionText,
          correct: z
            .boolean()
            .nullish()
            .transform((v) => v === true),
        }),
        {
          error: M.questionIncomplete,
        },
      )
      .max(10),
  })
  .superRefine((value, ctx) => {
    const complete =
      value.question.length > 0 &&
      value.question.length <= 500 &&
      value.options.length === EXAM_OPTION_COUNT &&
      value.options.every((o) => o.option.length > 0 && o.option.length <= 200) &&
      value.options.filter((o) => o.correct).length === 1;
    if (!complete) ctx.addIssue({ code: 'custom', path: ['question'], message: M.questionIncomplete });
  });
export type QuestionInput = z.input<typeof questionSchema>;
export type Question = z.output<typeof questionSchema>;

/** One question as the admin reads it (GET exam/get-questions/{examId}): with the correct flags. */
export const questionRecordSchema = z.object({
  questionId: z.number().int(),
  examId: z.number().int(),
  question: z.string(),
  options: z.array(z.object({ optionId: z.number().int(), option: z.string(), correct: z.boolean() })),
});
export type QuestionRecord = z.infer<typeof questionRecordSchema>;

/** examId / employeeId query of the taking and result calls. */
export const examTakerQuerySchema = z.object({
  examId: z.coerce.number().int().positive(),
  employeeId: z.string().trim().min(1).max(50),
});

/** GET examSheets/start: the questions WITHOUT any correct flag, in this attempt's shuffled order. */
export const examSheetSchema = z.object({
  attemptId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  duration: z.number().int(),
  startedAt: z.string(),
  deadline: z.string(),
  remainingSeconds: z.number().int(),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      question: z.string(),
      options: z.array(z.object({ optionId: z.number().int(), option: z.string() })),
    }),
  ),
  /** Options already chosen in this attempt (saved as the taker clicks), by question. */
  answers: z.array(z.object({ questionId: z.number().int(), optionId: z.number().int() })),
});
export type ExamSheet = z.infer<typeof examSheetSchema>;

const idText = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: M.unknownAnswer });
    return z.NEVER;
  }
  return n;
});

/** One chosen option; questionId may arrive as a string (contract/API.md: it comes from object keys). */
export const examAnswerSchema = z.object({ questionId: idText, optionId: idText });
export const examSubmitSchema = z.object({ answers: z.array(examAnswerSchema).max(1000).default([]) });
export type ExamSubmit = z.input<typeof examSubmitSchema>;

/** One attempt's result (GET examSheets/get): start and end are date-times. */
export const examResultSchema = z.object({
  attemptId: z.number().int(),
  examDate: z.string(),
  examStartTime: z.string(),
  examEndTime: z.string(),
  percentage: z.number(),
  qualified: z.boolean(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

export const examSubmitResultSchema = examResultSchema.extend({ message: z.string() });

/** Percentage of correct answers, to two decimals; qualified when it reaches the pass percentage. */
/**
 * GET examSheets/review: the exam's name and pass mark with the review of the latest finished attempt.
 * `answers` stays null until the exam closes (its end date has passed), so the key never reaches a taker
 * who could still sit it; null too when nothing was finished.
 */
export const examReviewSchema = z.object({
  examId: z.number().int(),
  examName: z.string(),
  passPercentage: z.number(),
  endDate: z.string(),
  closed: z.boolean(),
  answers: z
    .array(
      z.object({
        questionId: z.number().int(),
        question: z.string(),
        chosenOptionId: z.number().int().nullable(),
        right: z.boolean(),
        options: z.array(z.object({ optionId: z.number().int(), option: z.string(), correct: z.boolean() })),
      }),
    )
    .nullable(),
});
export type ExamReview = z.infer<typeof examReviewSchema>;

export function gradeExam(correct: number, total: number, passPercentage: number) {
  const percentage = total > 0 ? Math.round((correct / total) * 10_000) / 100 : 0;
  return { percentage, qualified: percentage >= passPercentage };
}

/** 'm:ss' for a number of seconds left (the 'Time Left' countdown). */
export function formatExamTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** An exam is open on a day when the day lies within its start and end dates. */
export function examOpenOn(exam: { startDate: string; endDate: string }, day: string): 'open' | 'early' | 'closed' {
  if (day < exam.startDate) return 'early';
  if (day > exam.endDate) return 'closed';
  return 'open';
}
