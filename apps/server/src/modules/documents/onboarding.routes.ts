import {
  ADMIN_OR_HR,
  EVERYONE,
  joinerMissingDocumentsSchema,
  onboardingEmployeeQuerySchema,
  onboardingSubmissionSchema,
  onboardingSummarySchema,
  pageQuerySchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { multipartReader } from './documents.multipart';
import * as service from './onboarding.service';

const tags = ['documents'];

/** Onboarding documents (our addition: the spec shows the form but no call, DESIGN §8.11). */
export async function onboardingRoutes(scope: FastifyInstance, deps: Deps) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post('/documents/onboarding', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'Hand in onboarding documents for an employee (themself, or an admin or HR). Multipart: text fields aadharName, ' +
        'aadharNumber (12 digits), panName, panNumber (ABCDE1234F); files aadharDocument, panDocument, higherEducationFile ' +
        '(required unless already on file), intermediateFile, sscFile, experienceLettersFile, courseCertificationsFile — ' +
        'JPEG, PNG or PDF (sniffed), at most 5 MB each. A file replaces the earlier one of its field; empty text fields keep ' +
        'their earlier value. Answers the submission (Aadhar and PAN numbers masked) with a message.',
      querystring: onboardingEmployeeQuerySchema,
      response: { 200: onboardingSubmissionSchema.extend({ message: z.string() }) },
    },
    handler: (request) =>
      service.submitOnboardingDocuments(deps, actorOf(request), request.query.employeeId, multipartReader(request)),
  });

  app.get('/documents/onboarding', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary:
        "The organisation's onboarding submissions, newest first (admins and HR); pageNumber/size/search, X-Total-Count holds the total",
      querystring: pageQuerySchema,
      response: { 200: z.array(onboardingSummarySchema) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await service.listOnboardingSubmissions(deps, actorOf(request), request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  app.get('/documents/joiners-missing-documents', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary:
        'New joiners still missing an Aadhar or PAN document or the higher education file, earliest joining first (admins: ' +
        'the organisation; HR: the people they lead); pageNumber/size, X-Total-Count holds the total',
      querystring: pageQuerySchema,
      response: { 200: z.array(joinerMissingDocumentsSchema) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await service.listJoinersMissingDocuments(deps, actorOf(request), request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  app.get('/documents/onboarding/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        "An employee's onboarding submission with file addresses (themself, admins, HR); the Aadhar and PAN numbers are " +
        'masked except for admins and HR, whose every full read is audited (reveal); 404 when nothing was handed in',
      params: z.object({ employeeId: z.string().min(1).max(50) }),
      response: { 200: onboardingSubmissionSchema },
    },
    handler: (request) => service.getOnboardingSubmission(deps, actorOf(request), request.params.employeeId),
  });
}
