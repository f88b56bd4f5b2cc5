import {
  type EmployeeExam,
  EXAM_SUBMIT_GRACE_SECONDS,
  type Exam,
  type ExamRecord,
  type ExamResult,
  type ExamReview,
  type ExamSheet,
  examOpenOn,
  gradeExam,
  EXAM_MESSAGES as M,
  type PageQuery,
  pageWindow,
  type Question,
  todayIso,
} from '@hrms/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { employees, findEmployment, requireEmployeeAccess } from '../employees';
import { findDepartment } from '../organization';
import * as repo from './exams.repository';

const toExamRecord = (row: repo.ExamWithDepartments): ExamRecord => ({
  examId: row.id,
  examName: row.examName,
  startDate: row.startDate,
  endDate: row.endDate,
  duration: row.duration,
  maxAttempts: row.maxAttempts,
  passPercentage: Number(row.passPercentage),
  departmentId: row.departmentId,
});

async function requireExam(deps: Deps, actor: Actor, examId: number) {
  const exam = await repo.findExam(deps.db, actor.organizationId, examId);
  if (!exam) throw notFound(M.examNotFound);
  return exam;
}

/** Every department named must exist in the caller's organisation; answers their stored codes. */
async function resolveDepartments(deps: Deps, actor: Actor, ids: string[]) {
  const codes: string[] = [];
  for (const id of ids) {
    const department = await findDepartment(deps.db, actor.organizationId, id);
    if (!department) throw fieldError('departmentId', M.departmentUnknown(id));
    if (!codes.includes(department.departmentId)) codes.push(department.departmentId);
  }
  return codes;
}

const examValues = (input: Exam): repo.ExamValues => ({
  examName: input.examName,
  startDate: input.startDate,
  endDate: input.endDate,
  duration: input.duration,
  maxAttempts: input.maxAttempts,
  passPercentage: input.passPercentage,
});

/** The organisation's exams for the admin table (spec 3 §2.16); not paged by the spec, bounded here. */
export async function listExams(deps: Deps, actor: Actor, query: PageQuery) {
  const rows = await repo.listExams(deps.db, actor.organizationId, pageWindow(query, 500));
  return rows.map(toExamRecord);
}

/** Creates an exam open to the departments given. */
export async function createExam(deps: Deps, actor: Actor, input: Exam) {
  const departmentIds = await resolveDepartments(deps, actor, input.departmentId);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertExam(tx, actor.organizationId, examValues(input));
    await repo.replaceExamDepartments(tx, actor.organizationId, row.id, departmentIds);
    const record = toExamRecord({ ...row, departmentId: departmentIds });
    await recordAudit(tx, actor, { entity: 'exam', entityId: String(row.id), action: 'create', after: record });
    return record;
  });
}

/** Replaces an exam's details and departments. */
export async function updateExam(deps: Deps, actor: Actor, input: Exam & { examId: number }) {
  const current = await requireExam(deps, actor, input.examId);
  const departmentIds = await resolveDepartments(deps, actor, input.departmentId);
  return deps.db.transaction(async (tx) => {
    await repo.updateExam(tx, current.id, examValues(input));
    await repo.replaceExamDepartments(tx, actor.organizationId, current.id, departmentIds);
    const record = toExamRecord({ ...current, ...examValues(input), departmentId: departmentIds });
    await recordAudit(tx, actor, {
      entity: 'exam',
      entityId: String(current.id),
      action: 'update',
      before: toExamRecord(current),
      after: record,
    });
    return record;
  });
}

/** Deletes an exam with its questions and attempts. */
export async function deleteExam(deps: Deps, actor: Actor, examId: number) {
  const current = await requireExam(deps, actor, examId);
  await deps.db.transaction(async (tx) => {
    await repo.deleteExam(tx, current.id);
    await recordAudit(tx, actor, {
      entity: 'exam',
      entityId: String(current.id),
      action: 'delete',
      before: toExamRecord(current),
    });
  });
  return { message: M.examDeleted };
}

/** The questions of an exam with the correct flags: for the admin only. */
export async function listQuestions(deps: Deps, actor: Actor, examId: number) {
  const exam = await requireExam(deps, actor, examId);
  return repo.listQuestions(deps.db, exam.id);
}

/** Adds a question with its four options, one correct. */
export async function addQuestion(deps: Deps, actor: Actor, input: Question) {
  const exam = await requireExam(deps, actor, input.examId);
  return deps.db.transaction(async (tx) => {
    const questionId = await repo.insertQuestion(tx, exam.id, input.question, input.options);
    const [saved] = (await repo.listQuestions(tx, exam.id)).filter((q) => q.questionId === questionId);
    await recordAudit(tx, actor, { entity: 'examQuestion', entityId: String(questionId), action: 'create', after: saved });
    return saved!;
  });
}

/** Rewrites a question and its options. */
export async function updateQuestion(deps: Deps, actor: Actor, input: Question) {
  if (!input.questionId) throw fieldError('questionId', M.questionNotFound);
  const current = await repo.findQuestion(deps.db, actor.organizationId, input.questionId);
  if (!current) throw notFound(M.questionNotFound);
  if (current.examId !== input.examId) throw fieldError('examId', M.questionNotFound);
  return deps.db.transaction(async (tx) => {
    await repo.updateQuestion(tx, current.questionId, input.question, input.options);
    const saved = await repo.findQuestion(tx, actor.organizationId, current.questionId);
    await recordAudit(tx, actor, {
      entity: 'examQuestion',
      entityId: String(current.questionId),
      action: 'update',
      before: current,
      after: saved,
    });
    return saved!;
  });
}

export async function deleteQuestion(deps: Deps, actor: Actor, questionId: number) {
  const current = await repo.findQuestion(deps.db, actor.organizationId, questionId);
  if (!current) throw notFound(M.questionNotFound);
  await deps.db.transaction(async (tx) => {
    await repo.deleteQuestion(tx, current.questionId);
    await recordAudit(tx, actor, { entity: 'examQuestion', entityId: String(questionId), action: 'delete', before: current });
  });
}

// ---- taking an exam -------------------------------------------------------------------------------

const graceMs = EXAM_SUBMIT_GRACE_SECONDS * 1000;

function requireSelf(actor: Actor, employeeId: string) {
  if (actor.employeeId.toLowerCase() !== employeeId.toLowerCase()) throw forbidden(M.ownExamsOnly);
}

/** The taker's department must be one the exam is open to. */
async function requireDepartment(deps: Deps, actor: Actor, exam: repo.ExamWithDepartments) {
  const employment = await findEmployment(deps.db, actor.employeeId);
  if (!employment?.departmentId) throw forbidden(M.noDepartment);
  const open = exam.departmentId.some((d) => d.toLowerCase() === employment.departmentId.toLowerCase());
  if (!open) throw forbidden(M.wrongDepartment);
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Scores an attempt from its saved answers and closes it as ended at `endedAt`. */
async function scoreAttempt(db: Executor, exam: repo.ExamWithDepartments, attempt: repo.AttemptRow, endedAt: Date) {
  const correct = await repo.correctOptions(db, exam.id);
  const answers = await repo.listAnswers(db, attempt.id);
  const asked = attempt.layout.filter((q) => correct.has(q.questionId));
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionId]));
  const right = asked.filter((q) => chosen.get(q.questionId) === correct.get(q.questionId)).length;
  const grade = gradeExam(right, asked.length, Number(exam.passPercentage));
  await repo.finishAttempt(db, attempt.id, { endedAt, correctCount: right, totalQuestions: asked.length, ...grade });
}

/** Attempts whose time (plus grace) is over but were never submitted are scored as ended at their deadline. */
async function settleExpiredAttempts(db: Executor, exam: repo.ExamWithDepartments, employeeId: string, now: Date) {
  const running = await repo.listRunningAttempts(db, exam.id, employeeId);
  const live: repo.AttemptRow[] = [];
  for (const attempt of running) {
    if (now.getTime() > attempt.deadlineAt.getTime() + graceMs) await scoreAttempt(db, exam, attempt, attempt.deadlineAt);
    else live.push(attempt);
  }
  return live;
}

async function toSheet(db: Executor, exam: repo.ExamWithDepartments, attempt: repo.AttemptRow, now: Date): Promise<ExamSheet> {
  const questions = new Map((await repo.listQuestions(db, exam.id)).map((q) => [q.questionId, q]));
  const answers = await repo.listAnswers(db, attempt.id);
  return {
    attemptId: attempt.id,
    examId: exam.id,
    examName: exam.examName,
    duration: exam.duration,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadlineAt.toISOString(),
    remainingSeconds: Math.max(0, Math.floor((attempt.deadlineAt.getTime() - now.getTime()) / 1000)),
    // Never the `correct` flag: only ids and texts, in this attempt's own order.
    questions: attempt.layout.flatMap((entry) => {
      const q = questions.get(entry.questionId);
      if (!q) return [];
      const byId = new Map(q.options.map((o) => [o.optionId, o]));
      return [
        {
          questionId: q.questionId,
          question: q.question,
          options: entry.optionIds.flatMap((id) => {
            const o = byId.get(id);
            return o ? [{ optionId: o.optionId, option: o.option }] : [];
          }),
        },
      ];
    }),
    answers: answers.map((a) => ({ questionId: a.questionId, optionId: a.optionId })),
  };
}

/**
 * Starts an attempt (or resumes the running one): the taker's own, within the exam's dates, open to their
 * department and within maxAttempts. The server's clock starts here; questions and options come shuffled.
 */
export async function startExam(deps: Deps, actor: Actor, examId: number, employeeId: string): Promise<ExamSheet> {
  requireSelf(actor, employeeId);
  const exam = await requireExam(deps, actor, examId);
  await requireDepartment(deps, actor, exam);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    // One start at a time per employee, so two tabs cannot both open an attempt past maxAttempts.
    await tx.select({ id: employees.employeeId }).from(employees).where(eq(employees.employeeId, actor.employeeId)).for('update');
    const [running] = await settleExpiredAttempts(tx, exam, actor.employeeId, now);
    if (running) return toSheet(tx, exam, running, now);

    const window = examOpenOn(exam, todayIso(now));
    if (window === 'early') throw conflict(M.notOpenYet);
    if (window === 'closed') throw conflict(M.closed);
    if ((await repo.countAttempts(tx, exam.id, actor.employeeId)) >= exam.maxAttempts) throw conflict(M.noAttemptsLeft);
    const questions = await repo.listQuestions(tx, exam.id);
    if (!questions.length) throw conflict(M.noQuestions);

    const attempt = await repo.insertAttempt(tx, {
      organizationId: actor.organizationId,
      examId: exam.id,
      employeeId: actor.employeeId,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + exam.duration * 60_000),
      layout: shuffled(questions).map((q) => ({
        questionId: q.questionId,
        optionIds: shuffled(q.options.map((o) => o.optionId)),
      })),
    });
    await recordAudit(tx, actor, {
      entity: 'examAttempt',
      entityId: String(attempt.id),
      action: 'create',
      after: { examId: exam.id },
    });
    return toSheet(tx, exam, attempt, now);
  });
}

type Answer = { questionId: number; optionId: number };

/** Every answer must name a question of this attempt and one of that question's options. */
function checkAnswers(attempt: repo.AttemptRow, answers: readonly Answer[]) {
  for (const answer of answers) {
    const entry = attempt.layout.find((q) => q.questionId === answer.questionId);
    if (!entry?.optionIds.includes(answer.optionId)) throw badRequest(M.unknownAnswer, { answers: M.unknownAnswer });
  }
}

async function requireRunningAttempt(deps: Deps, actor: Actor, examId: number, employeeId: string) {
  requireSelf(actor, employeeId);
  const exam = await requireExam(deps, actor, examId);
  const [attempt] = await repo.listRunningAttempts(deps.db, exam.id, actor.employeeId);
  if (!attempt) throw conflict(M.noOpenAttempt);
  return { exam, attempt };
}

/** Saves one chosen option as the taker clicks it, until the deadline plus grace. */
export async function saveAnswer(deps: Deps, actor: Actor, examId: number, employeeId: string, answer: Answer) {
  const { attempt } = await requireRunningAttempt(deps, actor, examId, employeeId);
  const now = new Date();
  if (now.getTime() > attempt.deadlineAt.getTime() + graceMs) throw conflict(M.timeOver);
  checkAnswers(attempt, [answer]);
  await repo.saveAnswer(deps.db, attempt.id, answer.questionId, answer.optionId, now);
  return { message: M.answerSaved };
}

const toResult = (row: repo.AttemptRow): ExamResult => ({
  attemptId: row.id,
  examDate: todayIso(row.startedAt),
  examStartTime: row.startedAt.toISOString(),
  examEndTime: (row.endedAt ?? row.deadlineAt).toISOString(),
  percentage: Number(row.percentage ?? 0),
  qualified: row.qualified === true,
});

/**
 * Submits the running attempt. On time (deadline + grace) the answers sent are saved and scored; a late
 * submit is scored as submitted at the deadline from the answers saved in time, the ones sent now ignored.
 */
export async function submitExam(deps: Deps, actor: Actor, examId: number, employeeId: string, answers: readonly Answer[]) {
  const { exam, attempt } = await requireRunningAttempt(deps, actor, examId, employeeId);
  const now = new Date();
  const late = now.getTime() > attempt.deadlineAt.getTime() + graceMs;
  if (!late) checkAnswers(attempt, answers);
  await deps.db.transaction(async (tx) => {
    if (!late) for (const a of answers) await repo.saveAnswer(tx, attempt.id, a.questionId, a.optionId, now);
    const endedAt = now.getTime() > attempt.deadlineAt.getTime() ? attempt.deadlineAt : now;
    await scoreAttempt(tx, exam, attempt, endedAt);
    await recordAudit(tx, actor, { entity: 'examAttempt', entityId: String(attempt.id), action: 'update', after: { late } });
  });
  const finished = await repo.findAttempt(deps.db, attempt.id);
  return { message: M.submitted, ...toResult(finished!) };
}

/** Exams open today to the employee's department (the self-exam list), with the attempts used. */
export async function listEmployeeExams(deps: Deps, actor: Actor, employeeId: string): Promise<EmployeeExam[]> {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const employment = await findEmployment(deps.db, employee.employeeId);
  if (!employment?.departmentId) return [];
  const rows = await repo.listOpenExams(deps.db, actor.organizationId, employment.departmentId, employee.employeeId, todayIso());
  return rows.map(({ exam, used, running }) => toEmployeeExam(exam, used, running > 0));
}

const toEmployeeExam = (exam: repo.ExamRow, used: number, inProgress = false): EmployeeExam => ({
  id: exam.id,
  examId: exam.id,
  examName: exam.examName,
  startDate: exam.startDate,
  endDate: exam.endDate,
  duration: exam.duration,
  maxAttempts: exam.maxAttempts,
  attemptsUsed: used,
  inProgress,
});

/** Exams the employee has sat (the report's exam list): self, their manager and HR, admins. */
export async function listAttemptedExams(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const rows = await repo.listAttemptedExams(deps.db, actor.organizationId, employee.employeeId);
  return rows.map(({ exam, used }) => toEmployeeExam(exam, used));
}

/** The finished attempts of an employee at an exam, oldest first (abandoned ones are scored first). */
export async function listResults(deps: Deps, actor: Actor, examId: number, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const exam = await requireExam(deps, actor, examId);
  await settleExpiredAttempts(deps.db, exam, employee.employeeId, new Date());
  return (await repo.listResults(deps.db, exam.id, employee.employeeId)).map(toResult);
}

/**
 * The result page's header and review: the exam's name and pass mark, and once the exam has closed the
 * latest finished attempt's questions in the order sat, with the chosen and the correct option. Before
 * the exam closes no key is answered. Self, their manager and HR, admins (as the results).
 */
export async function getExamReview(deps: Deps, actor: Actor, examId: number, employeeId: string): Promise<ExamReview> {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const exam = await requireExam(deps, actor, examId);
  const closed = examOpenOn(exam, todayIso()) === 'closed';
  const head = {
    examId: exam.id,
    examName: exam.examName,
    passPercentage: Number(exam.passPercentage),
    endDate: exam.endDate,
    closed,
  };
  if (!closed) return { ...head, answers: null };
  await settleExpiredAttempts(deps.db, exam, employee.employeeId, new Date());
  const latest = (await repo.listResults(deps.db, exam.id, employee.employeeId)).at(-1);
  if (!latest) return { ...head, answers: null };
  const [questions, answers] = await Promise.all([repo.listQuestions(deps.db, exam.id), repo.listAnswers(deps.db, latest.id)]);
  const byId = new Map(questions.map((q) => [q.questionId, q]));
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionId]));
  return {
    ...head,
    answers: latest.layout.flatMap((entry) => {
      const q = byId.get(entry.questionId);
      if (!q) return [];
      const chosenOptionId = chosen.get(q.questionId) ?? null;
      return [
        {
          questionId: q.questionId,
          question: q.question,
          chosenOptionId,
          right: q.options.some((o) => o.correct && o.optionId === chosenOptionId),
          options: q.options.map((o) => ({ optionId: o.optionId, option: o.option, correct: o.correct })),
        },
      ];
    }),
  };
}
