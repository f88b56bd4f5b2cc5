import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** An online exam (spec 3 §2.16): open between two dates to a list of departments. */
export const exams = pgTable(
  'exams',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    examName: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** Minutes. */
    duration: integer().notNull(),
    maxAttempts: integer().notNull(),
    passPercentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exams_org_dates_idx').on(t.organizationId, t.startDate, t.endDate)],
);

/** The departments an exam is open to (department codes, as the exam form sends them). */
export const examDepartments = pgTable(
  'exam_departments',
  {
    examId: integer()
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    organizationId: text().notNull(),
    departmentId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.departmentId] }),
    index('exam_departments_org_dept_idx').on(t.organizationId, t.departmentId),
  ],
);

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial().primaryKey(),
    examId: integer()
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_questions_exam_idx').on(t.examId)],
);

/** Exactly four per question (A–D by position); one of them correct. Never sent to a taker with `correct`. */
export const examOptions = pgTable(
  'exam_options',
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    option: text().notNull(),
    correct: boolean().notNull(),
  },
  (t) => [uniqueIndex('exam_options_question_position_idx').on(t.questionId, t.position)],
);

/** One sitting of an exam: the server's clock (start, deadline), the shuffled layout, and the result once scored. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    examId: integer()
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    deadlineAt: timestamp({ withTimezone: true }).notNull(),
    /** Question ids in the order shown, each with its option ids in the order shown. */
    layout: jsonb().$type<{ questionId: number; optionIds: number[] }[]>().notNull(),
    /** When it was submitted (the deadline for a late or abandoned attempt); null while running. */
    endedAt: timestamp({ withTimezone: true }),
    correctCount: integer(),
    totalQuestions: integer(),
    percentage: numeric({ precision: 5, scale: 2, mode: 'number' }),
    qualified: boolean(),
  },
  (t) => [
    index('exam_attempts_exam_employee_idx').on(t.examId, t.employeeId),
    index('exam_attempts_employee_idx').on(t.employeeId),
  ],
);

/** The option chosen per question in an attempt, saved as the taker clicks. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer()
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer().notNull(),
    optionId: integer().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
