import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { examAnswers, examAttempts, examDepartments, examOptions, examQuestions, exams } from './exams.tables';

export type ExamRow = typeof exams.$inferSelect;
export type ExamValues = Pick<
  typeof exams.$inferInsert,
  'examName' | 'startDate' | 'endDate' | 'duration' | 'maxAttempts' | 'passPercentage'
>;
export type AttemptRow = typeof examAttempts.$inferSelect;
export type ExamWithDepartments = ExamRow & { departmentId: string[] };

async function withDepartments(db: Executor, rows: ExamRow[]): Promise<ExamWithDepartments[]> {
  if (!rows.length) return [];
  const links = await db
    .select()
    .from(examDepartments)
    .where(
      inArray(
        examDepartments.examId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(examDepartments.departmentId));
  return rows.map((row) => ({
    ...row,
    departmentId: links.filter((l) => l.examId === row.id).map((l) => l.departmentId),
  }));
}

/** One page of the organisation's exams, newest start first. */
export async function listExams(db: Executor, organizationId: string, window: { offset: number; limit: number }) {
  const rows = await db
    .select()
    .from(exams)
    .where(eq(exams.organizationId, organizationId))
    .orderBy(desc(exams.startDate), desc(exams.id))
    .offset(window.offset)
    .limit(window.limit);
  return withDepartments(db, rows);
}

export async function findExam(db: Executor, organizationId: string, examId: number) {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.organizationId, organizationId), eq(exams.id, examId)));
  if (!row) return null;
  const [exam] = await withDepartments(db, [row]);
  return exam ?? null;
}

export async function insertExam(db: Executor, organizationId: string, values: ExamValues) {
  const [row] = await db
    .insert(exams)
    .values({ ...values, organizationId })
    .returning();
  return row!;
}

export async function updateExam(db: Executor, examId: number, values: ExamValues) {
  await db
    .update(exams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(exams.id, examId));
}

export async function replaceExamDepartments(db: Executor, organizationId: string, examId: number, departmentIds: string[]) {
  await db.delete(examDepartments).where(eq(examDepartments.examId, examId));
  if (departmentIds.length) {
    await db.insert(examDepartments).values(departmentIds.map((departmentId) => ({ examId, organizationId, departmentId })));
  }
}

export async function deleteExam(db: Executor, examId: number) {
  await db.delete(exams).where(eq(exams.id, examId));
}

export type QuestionWithOptions = {
  questionId: number;
  examId: number;
  question: string;
  options: { optionId: number; option: string; correct: boolean }[];
};

/** The questions of an exam (oldest first) with their four options in A–D order: two queries. */
export async function listQuestions(db: Executor, examId: number): Promise<QuestionWithOptions[]> {
  const questions = await db.select().from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.id));
  if (!questions.length) return [];
  const options = await db
    .select()
    .from(examOptions)
    .where(
      inArray(
        examOptions.questionId,
        questions.map((q) => q.id),
      ),
    )
    .orderBy(asc(examOptions.questionId), asc(examOptions.position));
  return questions.map((q) => ({
    questionId: q.id,
    examId: q.examId,
    question: q.question,
    options: options.filter((o) => o.questionId === q.id).map((o) => ({ optionId: o.id, option: o.option, correct: o.correct })),
  }));
}

export async function countQuestions(db: Executor, examId: number) {
  const [row] = await db.select({ n: count() }).from(examQuestions).where(eq(examQuestions.examId, examId));
  return row?.n ?? 0;
}

/** A question of one of the organisation's exams. */
export async function findQuestion(db: Executor, organizationId: string, questionId: number) {
  const [row] = await db
    .select({ question: examQuestions })
    .from(examQuestions)
    .innerJoin(exams, eq(exams.id, examQuestions.examId))
    .where(and(eq(exams.organizationId, organizationId), eq(examQuestions.id, questionId)));
  if (!row) return null;
  const options = await db
    .select()
    .from(examOptions)
    .where(eq(examOptions.questionId, questionId))
    .orderBy(asc(examOptions.position));
  return {
    questionId: row.question.id,
    examId: row.question.examId,
    question: row.question.question,
    options: options.map((o) => ({ optionId: o.id, option: o.option, correct: o.correct })),
  };
}

type OptionValues = { option: string; correct: boolean }[];

export async function insertQuestion(db: Executor, examId: number, question: string, options: OptionValues) {
  const [row] = await db.insert(examQuestions).values({ examId, question }).returning();
  await db.insert(examOptions).values(options.map((o, position) => ({ questionId: row!.id, position, ...o })));
  return row!.id;
}

/** Rewrites the text and the four options in place, so option ids (and saved answers) stay valid. */
export async function updateQuestion(db: Executor, questionId: number, question: string, options: OptionValues) {
  await db.update(examQuestions).set({ question, updatedAt: new Date() }).where(eq(examQuestions.id, questionId));
  for (const [position, o] of options.entries()) {
    await db
      .update(examOptions)
      .set(o)
      .where(and(eq(examOptions.questionId, questionId), eq(examOptions.position, position)));
  }
}

export async function deleteQuestion(db: Executor, questionId: number) {
  await db.delete(examQuestions).where(eq(examQuestions.id, questionId));
}

/** Exams open on `day` to a department, with how many attempts the employee has used. */
export async function listOpenExams(db: Executor, organizationId: string, departmentId: string, employeeId: string, day: string) {
  const used = db
    .select({
      examId: examAttempts.examId,
      used: count().as('used'),
      running: sql<number>`count(*) filter (where ${examAttempts.endedAt} is null)`.as('running'),
    })
    .from(examAttempts)
    .where(eq(examAttempts.employeeId, employeeId))
    .groupBy(examAttempts.examId)
    .as('used');
  return db
    .select({
      exam: exams,
      used: sql<number>`coalesce(${used.used}, 0)::int`,
      running: sql<number>`coalesce(${used.running}, 0)::int`,
    })
    .from(exams)
    .innerJoin(examDepartments, eq(examDepartments.examId, exams.id))
    .leftJoin(used, eq(used.examId, exams.id))
    .where(
      and(
        eq(exams.organizationId, organizationId),
        sql`lower(${examDepartments.departmentId}) = lower(${departmentId})`,
        lte(exams.startDate, day),
        gte(exams.endDate, day),
      ),
    )
    .orderBy(asc(exams.endDate), asc(exams.id))
    .limit(500);
}

/** Exams the employee has finished at least once, with the attempts finished. */
export async function listAttemptedExams(db: Executor, organizationId: string, employeeId: string) {
  return db
    .select({ exam: exams, used: sql<number>`count(${examAttempts.id})::int` })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(eq(exams.organizationId, organizationId), eq(examAttempts.employeeId, employeeId), isNotNull(examAttempts.endedAt)),
    )
    .groupBy(exams.id)
    .orderBy(desc(exams.startDate), desc(exams.id))
    .limit(500);
}

export async function countAttempts(db: Executor, examId: number, employeeId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.employeeId, employeeId)));
  return row?.n ?? 0;
}

/** The employee's attempts of an exam still marked running (whether or not their time is over). */
export async function listRunningAttempts(db: Executor, examId: number, employeeId: string) {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.employeeId, employeeId), isNull(examAttempts.endedAt)))
    .orderBy(asc(examAttempts.id));
}

export async function insertAttempt(db: Executor, values: typeof examAttempts.$inferInsert) {
  const [row] = await db.insert(examAttempts).values(values).returning();
  return row!;
}

export async function saveAnswer(db: Executor, attemptId: number, questionId: number, optionId: number, at: Date) {
  await db
    .insert(examAnswers)
    .values({ attemptId, questionId, optionId, answeredAt: at })
    .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set: { optionId, answeredAt: at } });
}

export async function listAnswers(db: Executor, attemptId: number) {
  return db
    .select({ questionId: examAnswers.questionId, optionId: examAnswers.optionId, answeredAt: examAnswers.answeredAt })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
}

/** The correct option id of each question of an exam. */
export async function correctOptions(db: Executor, examId: number) {
  const rows = await db
    .select({ questionId: examOptions.questionId, optionId: examOptions.id })
    .from(examOptions)
    .innerJoin(examQuestions, eq(examQuestions.id, examOptions.questionId))
    .where(and(eq(examQuestions.examId, examId), eq(examOptions.correct, true)));
  return new Map(rows.map((r) => [r.questionId, r.optionId]));
}

/** Closes a running attempt with its score; false when another request closed it first. */
export async function finishAttempt(
  db: Executor,
  attemptId: number,
  result: { endedAt: Date; correctCount: number; totalQuestions: number; percentage: number; qualified: boolean },
) {
  const rows = await db
    .update(examAttempts)
    .set(result)
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.endedAt)))
    .returning({ id: examAttempts.id });
  return rows.length > 0;
}

export async function findAttempt(db: Executor, attemptId: number) {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  return row ?? null;
}

/** Finished attempts of an employee at an exam, oldest first. */
export async function listResults(db: Executor, examId: number, employeeId: string) {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.employeeId, employeeId), isNotNull(examAttempts.endedAt)))
    .orderBy(asc(examAttempts.startedAt));
}
