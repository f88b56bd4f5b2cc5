import type { ApiProblem } from '@hrms/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

export function sendProblem(reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  const body: ApiProblem = { status, title: TITLES[status] ?? 'Error', detail: message, message, ...(errors ? { errors } : {}) };
  return reply.status(status).type('application/problem+json; charset=utf-8').send(body);
}

/** Every failure answers { status, title, detail, message, errors? }; never a stack trace, never 5xx for bad input. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendProblem(reply, error.statusCode, error.message, error.errors);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const key = field || 'request';
        errors[key] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.values(errors)[0] ?? 'The request is not valid.';
      return sendProblem(reply, 400, first, errors);
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return sendProblem(reply, 429, 'Too many requests. Please wait a minute and try again.');
    if (status >= 400 && status < 500) return sendProblem(reply, status, error.message || TITLES[status] || 'Bad request');
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again.');
  });
}
