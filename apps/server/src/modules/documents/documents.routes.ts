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
import { plainText, publicOrigin } from '../../lib/http';
import { multipartReader } from './documents.multipart';
import * as service from './documents.service';
import { fileHeaders, installFileSecurityHeaders, pictureResourcePolicy } from './documents.serving';
import { onboardingRoutes } from './onboarding.routes';
import { onboardingChecklistRoutes } from './onboarding-checklist.routes';

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
    await onboardingChecklistRoutes(scope, deps);
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
        'a new picture replaces the previous one. Answers the address (plain string): for a picture an absolute ' +
        'signed URL usable as <img src>; for a document its download path (session required).',
      querystring: documentUploadQuerySchema,
      response: { 200: plainText },
    },
    handler: async (request, reply) => {
      const origin = publicOrigin(request, deps.config.publicUrl);
      const address = await service.uploadDocument(deps, actorOf(request), request.query, multipartReader(request), origin);
      asPlainText(reply);
      return address;
    },
  });

  app.get('/documents/profile-pic', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "A colleague's profile picture: its absolute address (plain string), or an empty body when none",
      querystring: documentOwnerQuerySchema,
      response: { 200: plainText },
    },
    handler: async (request, reply) => {
      const origin = publicOrigin(request, deps.config.publicUrl);
      const address = await service.getPictureAddress(deps, actorOf(request), request.query, 'PROFILE_PIC', origin);
      asPlainText(reply);
      return address;
    },
  });

  app.get('/documents/id-card-pic', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "A colleague's ID-card picture: its absolute address (plain string), or an empty body when none",
      querystring: documentOwnerQuerySchema,
      response: { 200: plainText },
    },
    handler: async (request, reply) => {
      const origin = publicOrigin(request, deps.config.publicUrl);
      const address = await service.getPictureAddress(deps, actorOf(request), request.query, 'ID_CARD', origin);
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
        'The bytes of a picture, by the signed address the picture calls answer (valid for 5 to 10 minutes; 403 ' +
        'when the signature is wrong or expired, or the document is not a picture). Served with the sniffed type.',
      params: z.object({ documentId: z.string().min(1).max(100) }),
      querystring: documentFileQuerySchema,
      security: [],
    },
    handler: async (request, reply) => {
      const { expires, signature } = request.query;
      const document = await service.openSignedPicture(deps, request.params.documentId, expires, signature);
      reply.headers(fileHeaders(document, 'picture'));
      reply.header('cross-origin-resource-policy', pictureResourcePolicy(deps.config.corsOrigins));
      return reply.send(document.content);
    },
  });

  app.get('/documents/download/:documentId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'Download a document (experience, onboarding, or a picture) with a session: the employee, whoever may see ' +
        "their documents, and admins. Always an attachment; another organisation's document answers 404.",
      params: z.object({ documentId: z.string().min(1).max(100) }),
    },
    handler: async (request, reply) => {
      const document = await service.downloadDocument(deps, actorOf(request), request.params.documentId);
      reply.headers(fileHeaders(document, 'download'));
      return reply.send(document.content);
    },
  });
}
