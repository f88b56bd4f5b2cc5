import {
  ADMINS,
  type AddressKind,
  EVERYONE,
  homeAddressSchema,
  homeAddressViewSchema,
  locationSchema,
  officeAddressSchema,
  officeAddressViewSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './address.service';
import { requireTargetEmployee } from './target-employee';

const tags = ['profile: address'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });
const employeeQuery = z.object({ employeeId: z.string().max(50).optional() });

/** Paths keep the spec's spellings: CreatePermanentAddress (capital C), Update… (capital U). */
const SECTIONS: { kind: AddressKind; create: string; update: string }[] = [
  { kind: 'present', create: 'createPresentAddress', update: 'UpdatePresentAddress' },
  { kind: 'permanent', create: 'CreatePermanentAddress', update: 'UpdatePermanentAddress' },
  { kind: 'office', create: 'createOfficeAddress', update: 'UpdateOfficeAddress' },
];

export async function addressRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/location/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'Present, permanent and office addresses; a missing one is an explicit null',
      params: idParams,
      response: { 200: locationSchema },
    },
    handler: (request) => service.getLocation(deps, actorOf(request), request.params.employeeId),
  });

  for (const { kind, create, update } of SECTIONS) {
    const body = kind === 'office' ? officeAddressSchema : homeAddressSchema;
    const view = kind === 'office' ? officeAddressViewSchema : homeAddressViewSchema;

    app.post(`/location/${create}`, {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: `Create the ${kind} address (?employeeId=)`,
        querystring: employeeQuery,
        body,
        response: { 200: view },
      },
      handler: (request) => {
        const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
        return service.createAddress(deps, actorOf(request), kind, employeeId, request.body);
      },
    });

    app.patch(`/location/${update}`, {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: `Update the ${kind} address (body employeeId)`,
        querystring: employeeQuery,
        body,
        response: { 200: view },
      },
      handler: (request) => {
        const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
        return service.updateAddress(deps, actorOf(request), kind, employeeId, request.body);
      },
    });
  }
}
