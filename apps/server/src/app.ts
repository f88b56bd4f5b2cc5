import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { authPlugin, createTokenService } from './lib/auth';
import type { Deps } from './lib/deps';
import { installErrorHandler } from './lib/error-handler';
import { installJsonParser } from './lib/json-body';
import { createMailer } from './lib/mail';
import { installSecurityHeaders, redactUrl } from './lib/security';
import { installSpaAndNotFound } from './lib/spa';
import { fileProfileChanges } from './modules/approvals';
import { findAccount } from './modules/auth';
import { findContact, isDepartmentInUse } from './modules/employees';
import { MODULES } from './modules/index';
import { findSmtpSettings } from './modules/organization';

export type AppOptions = { db: Db; config: Config; logger?: boolean; serveWeb?: boolean };

export async function buildApp({ db, config, logger = true, serveWeb = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
          },
        }
      : false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonParser(app);
  installSecurityHeaders(app, config.corsOrigins);

  const tokens = createTokenService(config.secretKey);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: app.log });
  const deps: Deps = { db, config, mailer, tokens, log: app.log, findContact: (id) => findContact(deps, id) };
  deps.fileProfileChanges = (actor, details) => fileProfileChanges(deps, actor, details);
  deps.isDepartmentInUse = (organizationId, departmentId) => isDepartmentInUse(db, organizationId, departmentId);
  mailer.useSettingsLookup((organizationId) => findSmtpSettings(deps, organizationId));

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'HRMS API', version: '1.0.0', description: 'The API of the HR management application.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/hrmsapplication/docs' });
  await app.register(authPlugin, {
    tokens,
    lookupAccount: async (employeeId) => {
      const account = await findAccount(db, employeeId);
      return account ? { role: account.role, organizationId: account.organizationId } : null;
    },
  });

  await app.register(
    async (api) => {
      for (const module of MODULES) await module.routes(api, deps);
    },
    { prefix: '/hrmsapplication' },
  );

  app.get('/healthz', { config: { public: true } }, async () => ({ status: 'ok' }));
  await installSpaAndNotFound(app, serveWeb ? config.webDist : null);
  return app;
}
