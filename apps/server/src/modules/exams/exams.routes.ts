import {
  ADMINS,
  EXAM_MESSAGES,
  employeeExamSchema,
  examAnswerSchema,
  examRecordSchema,
  examResultSchema,
  examReviewSchema,
  examSchema,
  examSheetSchema,
  examSubmitResultSchema,
  examSubmitSchema,
  examTakerQuerySchema,
  examUpdateSchema,
  pageQuerySchema,
  questionRecordSchema,
  questionSchema,
  STAFF,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './exams.service';

const tags = ['exams'];
const examParams = z.object({ examId: z.coerce.number({ error: EXAM_MESSAGES.examNotFound }).int().positive() });
const questionParams = z.object({ questionId: z.coerce.number({ error: EXAM_MESSAGES.questionNotFound }).int().positive() });
const employeeQuery = z.object({ employeeId: z.string().trim().min(1).max(50) });
/** Reports are read by the employee, their manager and HR, and admins. */
const READERS = [...STAFF, ...ADMINS] as const;

/** Online exams (spec 3 §2.16, §7; DESIGN §8.9): admin management, taking, results. */
export async function examsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/exam/get-all', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "The organisation's exams",
      querystring: pageQuerySchema,
      response: { 200: z.array(examRecordSchema) },
    },
    handler: (request) => service.listExams(deps, actorOf(request), request.query),
  });

  app.post('/exam/create', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'Create an exam open to departments', body: examSchema, response: { 200: examRecordSchema } },
    handler: (request) => service.createExam(deps, actorOf(request), request.body),
  });

  app.patch('/exam/update', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'Update an exam (body with examId)', body: examUpdateSchema, response: { 200: examRecordSchema } },
    handler: (request) => service.updateExam(deps, actorOf(request), request.body),
  });

  app.delete('/exam/delete/:examId', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Delete an exam with its questions and attempts',
      params: examParams,
      response: { 200: messageSchema },
    },
    handler: (request) => service.deleteExam(deps, actorOf(request), request.params.examId),
  });

  app.get('/exam/get-questions/:examId', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "An exam's questions with the correct option flagged (admin only)",
      params: examParams,
      response: { 200: z.array(questionRecordSchema) },
    },
    handler: (request) => service.listQuestions(deps, actorOf(request), request.params.examId),
  });

  app.post('/exam/addquoestions', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Add a question with exactly four options, one correct (path spelt so)',
      body: questionSchema,
      response: { 200: questionRecordSchema },
    },
    handler: (request) => service.addQuestion(deps, actorOf(request), request.body),
  });

  app.patch('/exam/update-question', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Rewrite a question and its options',
      body: questionSchema,
      response: { 200: questionRecordSchema },
    },
    handler: (request) => service.updateQuestion(deps, actorOf(request), request.body),
  });

  app.delete('/exam/deleteQuestionId/:questionId', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'Delete a question; answers 204', params: questionParams },
    handler: async (request, reply) => {
      await service.deleteQuestion(deps, actorOf(request), request.params.questionId);
      return reply.status(204).send();
    },
  });

  app.get('/exam/get-employee-exams', {
    config: { roles: READERS },
    schema: {
      tags,
      summary: "Exams open today to the employee's department, with attempts used",
      querystring: employeeQuery,
      response: { 200: z.array(employeeExamSchema) },
    },
    handler: (request) => service.listEmployeeExams(deps, actorOf(request), request.query.employeeId),
  });

  app.get('/examSheets/start', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'Start (or resume) an attempt: shuffled questions without the answer key, and the server clock',
      querystring: examTakerQuerySchema,
      response: { 200: examSheetSchema },
    },
    handler: (request) => service.startExam(deps, actorOf(request), request.query.examId, request.query.employeeId),
  });

  app.post('/examSheets/answer', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'Save one chosen option of the running attempt (as the taker clicks)',
      querystring: examTakerQuerySchema,
      body: examAnswerSchema,
      response: { 200: messageSchema },
    },
    handler: (request) =>
      service.saveAnswer(deps, actorOf(request), request.query.examId, request.query.employeeId, request.body),
  });

  app.post('/exam/submit', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'Submit the running attempt; graded on the server (late submits count at the deadline)',
      querystring: examTakerQuerySchema,
      body: examSubmitSchema,
      response: { 200: examSubmitResultSchema },
    },
    handler: (request) =>
      service.submitExam(deps, actorOf(request), request.query.examId, request.query.employeeId, request.body.answers),
  });

  app.get('/examSheets/get', {
    config: { roles: READERS },
    schema: {
      tags,
      summary: "An employee's finished attempts at an exam",
      querystring: examTakerQuerySchema,
      response: { 200: z.array(examResultSchema) },
    },
    handler: (request) => service.listResults(deps, actorOf(request), request.query.examId, request.query.employeeId),
  });

  app.get('/examSheets/review', {
    config: { roles: READERS },
    schema: {
      tags,
      summary:
        "The result page's exam name and pass mark, and once the exam has closed the review of the latest finished " +
        'attempt (chosen and correct options); answers is null before the exam closes',
      querystring: examTakerQuerySchema,
      response: { 200: examReviewSchema },
    },
    handler: (request) => service.getExamReview(deps, actorOf(request), request.query.examId, request.query.employeeId),
  });

  app.get('/examSheets/exams', {
    config: { roles: READERS },
    schema: {
      tags,
      summary: 'Exams the employee has sat (the exam report list)',
      querystring: employeeQuery,
      response: { 200: z.array(employeeExamSchema) },
    },
    handler: (request) => service.listAttemptedExams(deps, actorOf(request), request.query.employeeId),
  });
}
