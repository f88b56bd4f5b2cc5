import {
  ADMIN_OR_HR,
  ADMINS,
  assetAssignSchema,
  assetBodySchema,
  assetDetailSchema,
  assetListQuerySchema,
  assetSchema,
  assetTagSchema,
  EVERYONE,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './assets.service';

const tags = ['assets'];
const params = z.object({ tag: assetTagSchema });

/** The asset register (BEYOND §B7). */
export async function assetsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/assets', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'The asset register: admins and HR see every asset (employeeId, q filter); a manager a reportee’s; anyone else their own.',
      querystring: assetListQuerySchema,
      response: { 200: z.array(assetSchema) },
    },
    handler: (request) => service.listAssets(deps, actorOf(request), request.query),
  });

  app.get('/assets/:tag', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'One asset with its history [{employeeId, from, to}] (admins, HR; the holder).',
      params,
      response: { 200: assetDetailSchema },
    },
    handler: (request) => service.getAsset(deps, actorOf(request), request.params.tag),
  });

  app.put('/assets/:tag', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Creates or changes an asset {name, category, serialNumber} (admin).',
      params,
      body: assetBodySchema,
      response: { 200: assetDetailSchema },
    },
    handler: (request) => service.saveAsset(deps, actorOf(request), request.params.tag, request.body),
  });

  app.post('/assets/:tag/assign', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: 'Assigns a free asset to {employeeId} (admin, HR); 409 when someone holds it.',
      params,
      body: assetAssignSchema,
      response: { 200: assetDetailSchema },
    },
    handler: (request) => service.assignAsset(deps, actorOf(request), request.params.tag, request.body.employeeId),
  });

  app.post('/assets/:tag/return', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: 'The asset comes back (admin, HR); 409 when nobody holds it. History kept.',
      params,
      response: { 200: assetDetailSchema },
    },
    handler: (request) => service.returnAsset(deps, actorOf(request), request.params.tag),
  });
}
