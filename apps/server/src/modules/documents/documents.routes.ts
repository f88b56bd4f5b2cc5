import fastifyMultipart from '@fastify/multipart';
import {
  documentFileQuerySchema,
  documentListItemSchema,
  documentListQuerySchema,
  documentOwnerQuerySchema,
  documentUploadQuerySchema,
  EVERYONE,
  UPLOAD_LIMITS,
} from '@hrms/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { plainText } from '../../lib/http';
import { multipartReader } from './documents.multipart';
import * as service from './documents.service';
import { fileHeaders, installFileSecurityHeaders } from './documents.serving';
import { onboardingRoutes } from './onboarding.routes';

const tags = ['documents'];

/** A picture address is a plain string that works as <img src> (contract/API.md §4.2). */
const asPlainText = (reply: FastifyReply) => reply.type('text/plain; charset=utf-8');

/** Documents and onboarding documents; multipart parsing is registered for these routes only. */
export async function documentsRoutes(base: FastifyInstance, deps: Deps) {
  await base.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    installFileSecurityHeaders(scope);
    await pictureAndFileRoutes(scope, deps);
    await onboardingRoutes(scope, deps);
  });
}

async function pictureAndFileRoutes(scope: FastifyInstance, deps: Deps) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post('/documents/upload', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'Upload a picture (PROFILE_PIC, ID_CARD: the employee or an admin; image ≤ 2 MB) or an experience document ' +
        '(EXPERIENCE: admins; image or PDF ≤ 2 MB) as the multipart field `file`. The type is sniffed from the bytes; ' +
        'a new picture replaces the previous one. Answers the file address (plain string, usable as <img src>).',
      querystring: documentUploadQuerySchema,
      response: { 200: plainText },
    },
    handler: async (request, reply) => {
      const address = await service.uploadDocument(deps, actorOf(request), request.query, multipartReader(request));
      asPlainText(reply);
      return address;
    },
  });

  app.get('/documents/profile-pic', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "A colleague's profile picture address (plain string); 404 when none",
      querystring: documentOwnerQuerySchema,
      response: { 200: plainText },
    },
    handler: async (request, reply) => {
      const address = await service.getPictureAddress(deps, actorOf(request), request.query, 'PROFILE_PIC');
      asPlainText(reply);
      return address;
    },
  });

  app.get('/documents/id-card-pic', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "A colleague's ID-card picture address (plain string); 404 when none",
      querystring: documentOwnerQuerySchema,
      response: { 200: plainText },
    },
    handler: async (request, reply) => {
      const address = await service.getPictureAddress(deps, actorOf(request), request.query, 'ID_CARD');
      asPlainText(reply);
      return address;
    },
  });

  app.get('/documents/list', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "One category of an employee's documents, newest first (the employee, their manager or HR, admins)",
      querystring: documentListQuerySchema,
      response: { 200: z.array(documentListItemSchema) },
    },
    handler: (request) => service.listDocuments(deps, actorOf(request), request.query),
  });

  app.get('/documents/file/:documentId', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'The bytes of a document, by the signed address the other calls answer (valid for an hour; 403 when the ' +
        'signature is wrong or expired). Served with the sniffed MIME type.',
      params: z.object({ documentId: z.string().min(1).max(100) }),
      querystring: documentFileQuerySchema,
      security: [],
    },
    handler: async (request, reply) => {
      const { expires, signature } = request.query;
      const document = await service.openSignedDocument(deps, request.params.documentId, expires, signature);
      reply.headers(fileHeaders(document));
      return reply.send(document.content);
    },
  });
}
