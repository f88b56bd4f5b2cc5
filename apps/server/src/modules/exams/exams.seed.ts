import { addDays, gradeExam, todayIso } from '@hrms/shared';
import type { Executor } from '../../db/client';
import * as repo from './exams.repository';
import { examAnswers, examAttempts } from './exams.tables';

type DemoQuestion = [question: string, options: [string, string, string, string], correct: number];

const ALL = ['MGMT', 'ENG', 'HR', 'FIN', 'SAL', 'QA'];

const DEMO_EXAMS: {
  examName: string;
  from: number;
  to: number;
  duration: number;
  maxAttempts: number;
  passPercentage: number;
  departments: string[];
  questions: DemoQuestion[];
}[] = [
  {
    examName: 'Workplace Safety Basics',
    from: -10,
    to: 20,
    duration: 10,
    maxAttempts: 3,
    passPercentage: 60,
    departments: ALL,
    questions: [
      [
        'What should you do first when the fire alarm sounds?',
        ['Finish your work', 'Leave by the nearest exit', 'Use the lift', 'Call a colleague'],
        1,
      ],
      [
        'Where is the first-aid kit usually kept?',
        ['In the server room', 'At the reception desk', 'In the car park', 'Nowhere'],
        1,
      ],
      [
        'A spilled drink in the corridor should be…',
        ['Ignored', 'Reported or cleaned up at once', 'Covered with paper', 'Left to dry'],
        1,
      ],
      [
        'Which posture is best for desk work?',
        ['Slouched', 'Feet flat, back supported', 'Legs crossed for hours', 'Leaning forward'],
        1,
      ],
      ['Who may switch off a fire alarm?', ['Anyone', 'The fire warden', 'The newest joiner', 'Visitors'], 1],
    ],
  },
  {
    examName: 'JavaScript Fundamentals',
    from: -5,
    to: 25,
    duration: 15,
    maxAttempts: 2,
    passPercentage: 70,
    departments: ['ENG', 'QA'],
    questions: [
      ['What does `typeof null` return?', ['"null"', '"object"', '"undefined"', '"number"'], 1],
      ['Which keyword declares a block-scoped constant?', ['var', 'let', 'const', 'static'], 2],
      ['What is `[1, 2, 3].length`?', ['2', '3', '4', 'undefined'], 1],
      ['Which method turns JSON text into a value?', ['JSON.stringify', 'JSON.parse', 'JSON.read', 'Object.from'], 1],
      ['What does `===` compare?', ['Value only', 'Type only', 'Value and type', 'References only'], 2],
    ],
  },
  {
    examName: 'Code of Conduct 2026',
    from: -60,
    to: -30,
    duration: 10,
    maxAttempts: 1,
    passPercentage: 50,
    departments: ALL,
    questions: [
      [
        'Gifts from vendors above a small value should be…',
        ['Kept quietly', 'Declared to HR', 'Shared with the team', 'Sold'],
        1,
      ],
      ['Confidential client data may be sent to…', ['Personal e-mail', 'Approved systems only', 'Friends', 'Public forums'], 1],
      ['A conflict of interest should be…', ['Hidden', 'Disclosed to your manager', 'Ignored', 'Posted online'], 1],
      ['Harassment should be reported to…', ['Nobody', 'HR or your manager', 'Social media', 'A vendor'], 1],
    ],
  },
];

/** Past attempts: [employee, exam index, days ago, number of correct answers]. */
const DEMO_ATTEMPTS: [string, number, number, number][] = [
  ['HRMS4', 0, 6, 4],
  ['HRMS4', 2, 45, 1],
  ['HRMS11', 0, 5, 5],
  ['HRMS11', 1, 3, 3],
  ['HRMS12', 1, 2, 4],
  ['HRMS13', 0, 4, 2],
  ['HRMS17', 1, 1, 5],
  ['HRMS3', 0, 7, 5],
];

/** Three exams around today (two open, one closed) with questions, and past attempts with results (the module's demoSeeds). */
export async function seedDemoExams(tx: Executor, organizationId: string) {
  const today = todayIso();
  const created: { id: number; passPercentage: number; duration: number; questions: repo.QuestionWithOptions[] }[] = [];
  for (const demo of DEMO_EXAMS) {
    const exam = await repo.insertExam(tx, organizationId, {
      examName: demo.examName,
      startDate: addDays(today, demo.from),
      endDate: addDays(today, demo.to),
      duration: demo.duration,
      maxAttempts: demo.maxAttempts,
      passPercentage: demo.passPercentage,
    });
    await repo.replaceExamDepartments(tx, organizationId, exam.id, demo.departments);
    for (const [question, options, correct] of demo.questions) {
      await repo.insertQuestion(
        tx,
        exam.id,
        question,
        options.map((option, i) => ({ option, correct: i === correct })),
      );
    }
    created.push({
      id: exam.id,
      passPercentage: demo.passPercentage,
      duration: demo.duration,
      questions: await repo.listQuestions(tx, exam.id),
    });
  }
  for (const [employeeId, index, daysAgo, right] of DEMO_ATTEMPTS) {
    const exam = created[index]!;
    const startedAt = new Date(`${addDays(today, -daysAgo)}T10:${String(10 + index * 7).padStart(2, '0')}:00`);
    const endedAt = new Date(startedAt.getTime() + (exam.duration - 3) * 60_000 + 17_000);
    const total = exam.questions.length;
    const grade = gradeExam(right, total, exam.passPercentage);
    const [attempt] = await tx
      .insert(examAttempts)
      .values({
        organizationId,
        examId: exam.id,
        employeeId,
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + exam.duration * 60_000),
        layout: exam.questions.map((q) => ({ questionId: q.questionId, optionIds: q.options.map((o) => o.optionId) })),
        endedAt,
        correctCount: right,
        totalQuestions: total,
        ...grade,
      })
      .returning();
    await tx.insert(examAnswers).values(
      exam.questions.map((q, i) => {
        const correct = q.options.find((o) => o.correct)!;
        const wrong = q.options.find((o) => !o.correct)!;
        return {
          attemptId: attempt!.id,
          questionId: q.questionId,
          optionId: (i < right ? correct : wrong).optionId,
          answeredAt: endedAt,
        };
      }),
    );
  }
}
