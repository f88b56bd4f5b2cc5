import { type ApiProblem, type CodedMessage, resolveMessage, SERVER_MESSAGES } from '@hrms/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorCode } from './error-log';
import { AppError } from './errors';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/**
 * The problem body: the spec's English in detail/message, plus the message's code and values (issue 27 point 4)
 * as the thrower named them, else as the English catalogue knows the sentence (a browser translates by code).
 */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string>,
  coded: CodedMessage | undefined = resolveMessage(message),
) {
  const body: ApiProblem = {
    status,
    title: TITLES[status] ?? 'Error',
    detail: message,
    message,
    ...(errors ? { errors } : {}),
    ...(coded ? { code: coded.code } : {}),
    ...(coded?.params ? { params: coded.params } : {}),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every failure answers { status, title, detail, message, errors? } as application/json (the existing
 * client reads error bodies only with that type); never a stack trace, never 5xx for bad input.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendProblem(reply, error.statusCode, error.message, error.errors, error.coded ?? resolveMessage(error.message));

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const key = field || 'request';
        errors[key] ??= issue.message ?? SERVER_MESSAGES.invalidValue;
      }
      const first = Object.values(errors)[0] ?? SERVER_MESSAGES.requestInvalid;
      return sendProblem(reply, 400, first, errors);
    }

    // Safety nets behind the services' own checks: what the database refuses because of the input (SQLSTATE
    // class 22: bad text, out of range) or because a concurrent request got there first is never a 5xx.
    const code = databaseErrorCode(error);
    if (code?.startsWith('22')) {
      request.log.warn({ err: error }, 'input refused by the database');
      return sendProblem(reply, 400, SERVER_MESSAGES.valueNotStorable);
    }
    if (code === '23505') {
      request.log.warn({ err: error }, 'duplicate refused by the database');
      return sendProblem(reply, 409, SERVER_MESSAGES.alreadyExists);
    }
    if (code === '23503') {
      request.log.warn({ err: error }, 'missing reference refused by the database');
      return sendProblem(reply, 409, SERVER_MESSAGES.referenceGone);
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return sendProblem(reply, 429, SERVER_MESSAGES.tooManyRequests);
    if (status >= 400 && status < 500)
      return sendProblem(reply, status, error.message || TITLES[status] || SERVER_MESSAGES.badRequest);
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, SERVER_MESSAGES.internal);
  });
}
