import { addDays, EXAM_MESSAGES as M, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { examAttempts, exams } from './exams.tables';

const t = useTestApp();
const B = '/hrmsapplication';
/** Finance: neither open to JavaScript Fundamentals nor a reportee of HRMS3. */
const FINANCE = 'HRMS20';
const FINANCE_MANAGER = 'HRMS6';

type QuestionRow = { questionId: number; question: string; options: { optionId: number; option: string; correct: boolean }[] };
type Sheet = {
  attemptId: number;
  duration: number;
  remainingSeconds: number;
  questions: { questionId: number; options: { optionId: number }[] }[];
  answers: { questionId: number; optionId: number }[];
};

const exam = (patch: Record<string, unknown> = {}) => ({
  examName: 'Security Awareness',
  startDate: addDays(todayIso(), -1),
  endDate: addDays(todayIso(), 10),
  duration: 5,
  maxAttempts: 2,
  passPercentage: 50,
  departmentId: ['ENG', 'QA'],
  ...patch,
});
const question = (examId: number, patch: Record<string, unknown> = {}) => ({
  examId,
  questionId: null,
  question: 'Which password is strongest?',
  options: [
    { option: 'password', correct: false },
    { option: '123456', correct: false },
    { option: 'long passphrase with words', correct: true },
    { option: 'qwerty', correct: false },
  ],
  ...patch,
});

const get = (who: string | null, url: string) => t.call(who, { method: 'GET', url: `${B}/${url}` });
const send = (who: string | null, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call(who, { method, url: `${B}/${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createExam(patch: Record<string, unknown> = {}, questions = 3) {
  const res = await send(ADMIN, 'POST', 'exam/create', exam(patch));
  expect(res.statusCode).toBe(200);
  const created = res.json() as { examId: number };
  for (let i = 0; i < questions; i++) {
    const q = await send(ADMIN, 'POST', 'exam/addquoestions', question(created.examId, { question: `Question ${i + 1}?` }));
    expect(q.statusCode).toBe(200);
  }
  return created.examId;
}

async function answerKey(examId: number) {
  const rows = (await get(ADMIN, `exam/get-questions/${examId}`)).json() as QuestionRow[];
  return new Map(rows.map((q) => [q.questionId, q.options.find((o) => o.correct)!.optionId]));
}

describe('exam administration', () => {
  it('lists the seeded exams with departments as an array, for the admin only', async () => {
    const res = await get(ADMIN, 'exam/get-all');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { examName: string; departmentId: string[] }[];
    expect(rows.map((r) => r.examName)).toEqual(
      expect.arrayContaining(['Workplace Safety Basics', 'JavaScript Fundamentals', 'Code of Conduct 2026']),
    );
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['departmentId', 'duration', 'endDate', 'examId', 'examName', 'maxAttempts', 'passPercentage', 'startDate'].sort(),
    );
    expect(Array.isArray(rows[0]!.departmentId)).toBe(true);
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) expect((await get(who, 'exam/get-all')).statusCode).toBe(403);
    expect((await get(null, 'exam/get-all')).statusCode).toBe(401);
    expect((await get(OTHER_ADMIN, 'exam/get-all')).json()).toEqual([]);
  });

  it('reports every rule of the exam form with the spec messages and writes nothing', async () => {
    const before = (await get(ADMIN, 'exam/get-all')).json().length;
    const res = await send(ADMIN, 'POST', 'exam/create', {
      examName: ' ',
      startDate: '',
      endDate: '',
      duration: 0,
      maxAttempts: '-',
      passPercentage: '',
      departmentId: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      examName: M.nameRequired,
      startDate: M.startRequired,
      endDate: M.endRequired,
      duration: M.durationPositive,
      maxAttempts: M.attemptsDash,
      passPercentage: M.percentageRequired,
      departmentId: M.departmentRequired,
    });
    const more = await send(ADMIN, 'POST', 'exam/create', exam({ maxAttempts: 0, passPercentage: 0 }));
    expect(more.json().errors).toMatchObject({ maxAttempts: M.attemptsPositive, passPercentage: M.percentagePositive });
    const unknown = await send(ADMIN, 'POST', 'exam/create', exam({ departmentId: ['ENG', 'NOPE'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.departmentId).toBe(M.departmentUnknown('NOPE'));
    for (const bad of [[1], [], { departmentId: 'ENG' }]) {
      expect((await send(ADMIN, 'POST', 'exam/create', bad)).statusCode).toBe(400);
    }
    expect((await get(ADMIN, 'exam/get-all')).json().length).toBe(before);
  });

  it('creates, updates and deletes an exam, answering 200 with the exam and auditing', async () => {
    const res = await send(ADMIN, 'POST', 'exam/create', exam({ departmentId: ['eng', 'ENG', 'QA'], duration: '20' }));
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ examName: 'Security Awareness', duration: 20, departmentId: ['ENG', 'QA'] });
    const upd = await send(ADMIN, 'PATCH', 'exam/update', {
      ...exam({ examName: 'Security 101', departmentId: ['FIN'] }),
      examId: created.examId,
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ examId: created.examId, examName: 'Security 101', departmentId: ['FIN'] });
    expect((await send(OTHER_ADMIN, 'PATCH', 'exam/update', { ...exam(), examId: created.examId })).statusCode).toBe(404);
    expect((await send(OTHER_ADMIN, 'DELETE', `exam/delete/${created.examId}`)).statusCode).toBe(404);
    expect((await send(HR, 'DELETE', `exam/delete/${created.examId}`)).statusCode).toBe(403);
    expect((await send(ADMIN, 'DELETE', 'exam/delete/abc')).statusCode).toBe(400);
    expect((await send(ADMIN, 'DELETE', `exam/delete/${created.examId}`)).statusCode).toBe(200);
    expect((await send(ADMIN, 'DELETE', `exam/delete/${created.examId}`)).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exam'), eq(auditLog.entityId, String(created.examId))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('manages questions: exactly four options and one correct, 200 on saves, 204 on delete', async () => {
    const examId = await createExam({}, 0);
    expect((await get(ADMIN, `exam/get-questions/${examId}`)).json()).toEqual([]);
    const three = question(examId, { options: question(examId).options.slice(0, 3) });
    for (const bad of [
      three,
      question(examId, { question: ' ' }),
      question(examId, { options: question(examId).options.map((o) => ({ ...o, correct: true })) }),
      question(examId, { options: question(examId).options.map((o) => ({ ...o, correct: false })) }),
      question(examId, { options: question(examId).options.map((o, i) => ({ ...o, option: i === 2 ? '' : o.option })) }),
    ]) {
      const res = await send(ADMIN, 'POST', 'exam/addquoestions', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.questionIncomplete);
    }
    expect((await send(ADMIN, 'POST', 'exam/addquoestions', question(999999))).statusCode).toBe(404);
    const added = await send(ADMIN, 'POST', 'exam/addquoestions', question(examId));
    expect(added.statusCode).toBe(200);
    const q = added.json() as QuestionRow;
    expect(q.options.map((o) => o.correct)).toEqual([false, false, true, false]);
    const edited = await send(ADMIN, 'PATCH', 'exam/update-question', {
      ...question(examId, { question: 'Strongest password?' }),
      questionId: q.questionId,
      options: question(examId).options.map((o, i) => ({ ...o, correct: i === 0 })),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ question: 'Strongest password?' });
    expect(edited.json().options[0]).toMatchObject({ optionId: q.options[0]!.optionId, correct: true });
    for (const who of [HR, MANAGER, EMPLOYEE]) {
      expect((await get(who, `exam/get-questions/${examId}`)).statusCode).toBe(403);
      expect((await send(who, 'POST', 'exam/addquoestions', question(examId))).statusCode).toBe(403);
      expect((await send(who, 'DELETE', `exam/deleteQuestionId/${q.questionId}`)).statusCode).toBe(403);
    }
    expect((await get(OTHER_ADMIN, `exam/get-questions/${examId}`)).statusCode).toBe(404);
    expect((await send(OTHER_ADMIN, 'DELETE', `exam/deleteQuestionId/${q.questionId}`)).statusCode).toBe(404);
    const del = await send(ADMIN, 'DELETE', `exam/deleteQuestionId/${q.questionId}`);
    expect(del.statusCode).toBe(204);
    expect((await send(ADMIN, 'DELETE', `exam/deleteQuestionId/${q.questionId}`)).statusCode).toBe(404);
  });
});

describe('taking an exam', () => {
  it("lists the exams open today to the employee's department", async () => {
    const res = await get(EMPLOYEE, `exam/get-employee-exams?employeeId=${EMPLOYEE}`);
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { examName: string }[]).map((e) => e.examName);
    expect(names).toEqual(expect.arrayContaining(['Workplace Safety Basics', 'JavaScript Fundamentals']));
    expect(names).not.toContain('Code of Conduct 2026');
    expect(Object.keys(res.json()[0]).sort()).toEqual(
      ['attemptsUsed', 'duration', 'endDate', 'examId', 'examName', 'id', 'inProgress', 'maxAttempts', 'startDate'].sort(),
    );
    const finance = (await get(FINANCE, `exam/get-employee-exams?employeeId=${FINANCE}`)).json() as { examName: string }[];
    expect(finance.map((e) => e.examName)).not.toContain('JavaScript Fundamentals');
    expect((await get(EMPLOYEE, `exam/get-employee-exams?employeeId=${FINANCE}`)).statusCode).toBe(403);
    expect((await get(OTHER_ADMIN, `exam/get-employee-exams?employeeId=${EMPLOYEE}`)).statusCode).toBe(404);
    expect((await get(EMPLOYEE, 'exam/get-employee-exams')).statusCode).toBe(400);
  });

  it('starts with shuffled questions and never sends the answer key; resumes the same attempt', async () => {
    const examId = await createExam({}, 4);
    const res = await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/correct/i);
    expect(JSON.stringify(res.json().questions)).not.toContain('"correct"');
    const sheet = res.json() as Sheet;
    expect(sheet.duration).toBe(5);
    expect(sheet.remainingSeconds).toBeGreaterThan(290);
    expect(sheet.questions).toHaveLength(4);
    for (const q of sheet.questions) {
      expect(q.options).toHaveLength(4);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['option', 'optionId']);
    }
    const again = (await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`)).json() as Sheet;
    expect(again.attemptId).toBe(sheet.attemptId);
    expect(again.questions).toEqual(sheet.questions);
    const count = await t.database.db.select().from(examAttempts).where(eq(examAttempts.examId, examId));
    expect(count).toHaveLength(1);
    const listed = (await get(EMPLOYEE, `exam/get-employee-exams?employeeId=${EMPLOYEE}`)).json() as {
      examId: number;
      inProgress: boolean;
    }[];
    expect(listed.find((e) => e.examId === examId)).toMatchObject({ attemptsUsed: 1, inProgress: true });
  });

  it('saves answers as the taker clicks, grades on the server and counts attempts', async () => {
    const examId = await createExam({ passPercentage: 60, maxAttempts: 1 }, 4);
    const key = await answerKey(examId);
    const sheet = (await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`)).json() as Sheet;
    const [q1, q2, q3] = sheet.questions;
    const save = (questionId: number | string, optionId: number) =>
      send(EMPLOYEE, 'POST', `examSheets/answer?examId=${examId}&employeeId=${EMPLOYEE}`, { questionId, optionId });
    expect((await save(String(q1!.questionId), key.get(q1!.questionId)!)).statusCode).toBe(200);
    expect((await save(q2!.questionId, key.get(q2!.questionId)!)).statusCode).toBe(200);
    expect((await save(q2!.questionId, 999999)).statusCode).toBe(400);
    const resumed = (await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`)).json() as Sheet;
    expect(resumed.answers).toHaveLength(2);

    const wrong = q3!.options.find((o) => o.optionId !== key.get(q3!.questionId))!.optionId;
    const submit = await send(EMPLOYEE, 'POST', `exam/submit?employeeId=${EMPLOYEE}&examId=${examId}`, {
      answers: [{ questionId: String(q3!.questionId), optionId: wrong }],
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json()).toMatchObject({ message: M.submitted, percentage: 50, qualified: false });

    const again = await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.noAttemptsLeft);
    const late = await send(EMPLOYEE, 'POST', `exam/submit?employeeId=${EMPLOYEE}&examId=${examId}`, { answers: [] });
    expect(late.statusCode).toBe(409);

    const results = await get(EMPLOYEE, `examSheets/get?employeeId=${EMPLOYEE}&examId=${examId}`);
    expect(results.statusCode).toBe(200);
    const [result] = results.json();
    expect(Object.keys(result).sort()).toEqual([
      'attemptId',
      'examDate',
      'examEndTime',
      'examStartTime',
      'percentage',
      'qualified',
    ]);
    expect(result).toMatchObject({ percentage: 50, qualified: false, examDate: todayIso() });
    expect(Number.isNaN(new Date(result.examStartTime).getTime())).toBe(false);
  });

  it('scores a late submit at the deadline and ignores the answers sent with it', async () => {
    const examId = await createExam({ passPercentage: 50 }, 2);
    const key = await answerKey(examId);
    const sheet = (await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`)).json() as Sheet;
    const [q1, q2] = sheet.questions;
    await send(EMPLOYEE, 'POST', `examSheets/answer?examId=${examId}&employeeId=${EMPLOYEE}`, {
      questionId: q1!.questionId,
      optionId: key.get(q1!.questionId),
    });
    const deadline = new Date(Date.now() - 10 * 60_000);
    await t.database.db
      .update(examAttempts)
      .set({ startedAt: new Date(deadline.getTime() - 5 * 60_000), deadlineAt: deadline })
      .where(eq(examAttempts.id, sheet.attemptId));
    const tooLate = await send(EMPLOYEE, 'POST', `examSheets/answer?examId=${examId}&employeeId=${EMPLOYEE}`, {
      questionId: q2!.questionId,
      optionId: key.get(q2!.questionId),
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(M.timeOver);
    const res = await send(EMPLOYEE, 'POST', `exam/submit?employeeId=${EMPLOYEE}&examId=${examId}`, {
      answers: [{ questionId: q2!.questionId, optionId: key.get(q2!.questionId) }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ percentage: 50, qualified: true, examEndTime: deadline.toISOString() });
  });

  it('scores an abandoned attempt at its deadline when the results are read', async () => {
    const examId = await createExam({}, 2);
    const sheet = (await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`)).json() as Sheet;
    const deadline = new Date(Date.now() - 60 * 60_000);
    await t.database.db.update(examAttempts).set({ deadlineAt: deadline }).where(eq(examAttempts.id, sheet.attemptId));
    const [result] = (await get(MANAGER, `examSheets/get?employeeId=${EMPLOYEE}&examId=${examId}`)).json();
    expect(result).toMatchObject({ percentage: 0, qualified: false, examEndTime: deadline.toISOString() });
  });

  it('refuses another employee, the wrong department, closed and future exams, and exams without questions', async () => {
    const examId = await createExam({}, 1);
    const other = await get(MANAGER, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.ownExamsOnly);
    const dept = await get(FINANCE, `examSheets/start?examId=${examId}&employeeId=${FINANCE}`);
    expect(dept.statusCode).toBe(403);
    expect(dept.json().message).toBe(M.wrongDepartment);
    const closed = await createExam({ startDate: addDays(todayIso(), -9), endDate: addDays(todayIso(), -2) }, 1);
    const c = await get(EMPLOYEE, `examSheets/start?examId=${closed}&employeeId=${EMPLOYEE}`);
    expect([c.statusCode, c.json().message]).toEqual([409, M.closed]);
    const future = await createExam({ startDate: addDays(todayIso(), 2), endDate: addDays(todayIso(), 9) }, 1);
    const f = await get(EMPLOYEE, `examSheets/start?examId=${future}&employeeId=${EMPLOYEE}`);
    expect([f.statusCode, f.json().message]).toEqual([409, M.notOpenYet]);
    const empty = await createExam({}, 0);
    const e = await get(EMPLOYEE, `examSheets/start?examId=${empty}&employeeId=${EMPLOYEE}`);
    expect([e.statusCode, e.json().message]).toEqual([409, M.noQuestions]);
    expect((await get(OTHER_ADMIN, `examSheets/start?examId=${examId}&employeeId=${OTHER_ADMIN}`)).statusCode).toBe(403);
    expect((await get(ADMIN, `examSheets/start?examId=${examId}&employeeId=${ADMIN}`)).statusCode).toBe(403);
    expect((await get(EMPLOYEE, `examSheets/start?examId=abc&employeeId=${EMPLOYEE}`)).statusCode).toBe(400);
    const none = await send(EMPLOYEE, 'POST', `exam/submit?employeeId=${EMPLOYEE}&examId=${examId}`, { answers: [] });
    expect([none.statusCode, none.json().message]).toEqual([409, M.noOpenAttempt]);
  });

  it('refuses unknown answers as a whole, writing none of them', async () => {
    const examId = await createExam({}, 2);
    const key = await answerKey(examId);
    const sheet = (await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`)).json() as Sheet;
    const [q1] = sheet.questions;
    const url = `exam/submit?employeeId=${EMPLOYEE}&examId=${examId}`;
    const bad = await send(EMPLOYEE, 'POST', url, {
      answers: [
        { questionId: q1!.questionId, optionId: key.get(q1!.questionId) },
        { questionId: 424242, optionId: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    for (const malformed of [{ answers: 'x' }, { answers: [{ questionId: 'abc', optionId: 1 }] }, [1]]) {
      expect((await send(EMPLOYEE, 'POST', url, malformed)).statusCode).toBe(400);
    }
    const resumed = (await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`)).json() as Sheet;
    expect(resumed.answers).toEqual([]);
    expect((await send(EMPLOYEE, 'POST', url, { answers: [] })).json()).toMatchObject({ percentage: 0 });
  });
});

describe('exam reports', () => {
  it('shows an employee’s results to themself, their manager and HR, and admins only', async () => {
    const examId = (await get(ADMIN, 'exam/get-all'))
      .json()
      .find((e: { examName: string }) => e.examName === 'Workplace Safety Basics').examId as number;
    const url = `examSheets/get?employeeId=${EMPLOYEE}&examId=${examId}`;
    for (const who of [EMPLOYEE, MANAGER, HR, ADMIN]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({ percentage: 80, qualified: true });
    }
    expect((await get(FINANCE_MANAGER, url)).statusCode).toBe(403);
    expect((await get(FINANCE, url)).statusCode).toBe(403);
    expect((await get(OTHER_ADMIN, url)).statusCode).toBe(404);
    expect((await get(ONBOARDING, url)).statusCode).toBe(403);
    const sat = await get(MANAGER, `examSheets/exams?employeeId=${EMPLOYEE}`);
    expect(sat.statusCode).toBe(200);
    expect(sat.json().map((e: { examName: string }) => e.examName)).toEqual(
      expect.arrayContaining(['Workplace Safety Basics', 'Code of Conduct 2026']),
    );
    expect((await get(FINANCE_MANAGER, `examSheets/exams?employeeId=${EMPLOYEE}`)).statusCode).toBe(403);
  });
});

describe('GET examSheets/review (the result page)', () => {
  const review = (who: string, examId: number, employeeId = EMPLOYEE) =>
    get(who, `examSheets/review?examId=${examId}&employeeId=${employeeId}`);

  async function sitExam() {
    const examId = await createExam({ examName: 'Review Me', passPercentage: 60, maxAttempts: 1 }, 2);
    const key = await answerKey(examId);
    const sheet = (await get(EMPLOYEE, `examSheets/start?examId=${examId}&employeeId=${EMPLOYEE}`)).json() as Sheet;
    const [q1, q2] = sheet.questions;
    const wrong = q2!.options.find((o) => o.optionId !== key.get(q2!.questionId))!.optionId;
    const answers = [
      { questionId: q1!.questionId, optionId: key.get(q1!.questionId)! },
      { questionId: q2!.questionId, optionId: wrong },
    ];
    expect((await send(EMPLOYEE, 'POST', `exam/submit?employeeId=${EMPLOYEE}&examId=${examId}`, { answers })).statusCode).toBe(
      200,
    );
    return { examId, q1: q1!.questionId, q2: q2!.questionId, wrong, key };
  }

  it('names the exam and its pass mark, and never answers the key while the exam is still open', async () => {
    const { examId } = await sitExam();
    const res = await review(EMPLOYEE, examId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      examId,
      examName: 'Review Me',
      passPercentage: 60,
      endDate: addDays(todayIso(), 10),
      closed: false,
      answers: null,
    });
    expect(res.body).not.toContain('"correct"');
  });

  it('reviews the answers once the exam has closed: the chosen and the correct option, in the order sat', async () => {
    const { examId, q1, q2, wrong, key } = await sitExam();
    await t.database.db
      .update(exams)
      .set({ endDate: addDays(todayIso(), -1) })
      .where(eq(exams.id, examId));
    const body = (await review(EMPLOYEE, examId)).json();
    expect(body.closed).toBe(true);
    expect(body.answers.map((a: { questionId: number }) => a.questionId)).toEqual([q1, q2]);
    expect(body.answers[0]).toMatchObject({ chosenOptionId: key.get(q1), right: true });
    expect(body.answers[1]).toMatchObject({ chosenOptionId: wrong, right: false });
    const correct = body.answers[1].options.filter((o: { correct: boolean }) => o.correct);
    expect(correct).toEqual([expect.objectContaining({ optionId: key.get(q2) })]);
    // the manager and HR read it too; a colleague outside the line and another organisation do not
    for (const who of [MANAGER, HR, ADMIN]) expect((await review(who, examId)).statusCode).toBe(200);
    expect((await review(FINANCE_MANAGER, examId)).statusCode).toBe(403);
    expect((await review(OTHER_ADMIN, examId)).statusCode).toBe(404);
  });

  it('answers null answers for a closed exam never finished, and 404 for an unknown exam, 400 for a bad id', async () => {
    const examId = await createExam({ examName: 'Never Sat' }, 1);
    await t.database.db
      .update(exams)
      .set({ endDate: addDays(todayIso(), -1) })
      .where(eq(exams.id, examId));
    expect((await review(EMPLOYEE, examId)).json()).toMatchObject({ closed: true, answers: null });
    expect((await review(EMPLOYEE, 999999)).statusCode).toBe(404);
    expect((await get(EMPLOYEE, `examSheets/review?examId=abc&employeeId=${EMPLOYEE}`)).statusCode).toBe(400);
  });
});
