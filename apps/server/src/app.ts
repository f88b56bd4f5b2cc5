import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Db, sendUnnamedStatements } from './db/client';
import { enableRowLevelSecurity } from './db/row-level-security';
import { authPlugin, createTokenService } from './lib/auth';
import { installBenchRoutes } from './lib/bench-routes';
import { installReadRouting, openReadRouting } from './lib/db-routing';
import type { Deps } from './lib/deps';
import { drainOnClose } from './lib/drain';
import { installErrorHandler } from './lib/error-handler';
import { serializeError } from './lib/error-log';
import { installHealthRoutes } from './lib/health';
import { installInputGuard } from './lib/input-guard';
import { installJsonParser } from './lib/json-body';
import { createLoginThrottle } from './lib/login-throttle';
import { installSecurityHeaders, redactUrl } from './lib/security';
import { openSharedStore, sharedStoreReady } from './lib/shared-store';
import { installSpaAndNotFound } from './lib/spa';
import { findApiTokenByHash, recordApiTokenUse } from './modules/apitokens';
import { findSessionAccount } from './modules/auth';
import { MODULES } from './modules/index';
import { createJobQueue } from './modules/jobs';

export type AppOptions = {
  db: Db;
  config: Config;
  logger?: boolean;
  serveWeb?: boolean;
  /** Runs the background workers (mail outbox) in this process; main.ts and tests that read mail turn it on. */
  runWorkers?: boolean;
  /** Serves the API (and the web app when serveWeb); off for a worker process, which answers only its health endpoints. */
  serveApi?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
};

export async function buildApp({
  db,
  config,
  logger = true,
  serveWeb = true,
  runWorkers = false,
  serveApi = true,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            err: serializeError,
          },
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  drainOnClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonParser(app);
  installInputGuard(app);
  installSecurityHeaders(app, config.corsOrigins);

  const sharedStore = openSharedStore(config);
  if (sharedStore) {
    sharedStore.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'shared store (Redis) unavailable; counting in memory'),
    );
    app.addHook('onClose', async () => void (await sharedStore.quit().catch(() => sharedStore.disconnect())));
    await sharedStoreReady(sharedStore);
  }
  if (config.databaseRls && serveApi) await enableRowLevelSecurity(db);
  const tokens = createTokenService(config.secretKey, config.accessTokenTtlSeconds);
  // read replicas serve HTTP reads only: a worker process reads from the primary
  const reads = serveApi
    ? await openReadRouting(db, config, sharedStore, app.log, {
        ...(config.databasePooler ? { onConnect: sendUnnamedStatements } : {}),
      })
    : null;
  if (reads) installReadRouting(app, reads);
  const deps: Deps = {
    db,
    ...(reads ? { readDb: reads.replicas.readDb } : {}),
    config,
    tokens,
    loginThrottle: createLoginThrottle(sharedStore),
    log: app.log,
    jobs: createJobQueue(() => deps, { work: runWorkers }),
  };
  app.addHook('onClose', () => deps.jobs.stop());

  if (runWorkers) for (const module of MODULES) module.startWorkers?.(app, deps);
  const role = !serveApi ? 'worker' : runWorkers ? 'all' : 'web';
  installHealthRoutes(app, { role, db, jobs: deps.jobs, checkQueue: runWorkers });
  if (!serveApi) {
    await installSpaAndNotFound(app, null);
    return app;
  }

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(sharedStore ? { redis: sharedStore, nameSpace: 'rate-limit:', skipOnError: true } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'HRMS API', version: '1.0.0', description: 'The API of the HR management application.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'hrms_pat_…',
            description:
              "An integration's API token (Authorization: Bearer hrms_pat_…), made by an admin. It acts in its organisation only and only on calls whose description names one of its scopes; 403 outside them.",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/hrmsapplication/docs', staticCSP: true });
  await app.register(authPlugin, {
    tokens,
    lookupAccount: (employeeId, sessionId) => findSessionAccount(db, employeeId, sessionId),
    lookupApiToken: (tokenHash) => findApiTokenByHash(deps, tokenHash),
    recordApiTokenUse: (actor, use) => recordApiTokenUse(deps, actor, use),
  });

  await app.register(
    async (api) => {
      for (const module of MODULES) await module.routes?.(api, deps);
    },
    { prefix: '/hrmsapplication' },
  );

  installBenchRoutes(app, db);
  await installSpaAndNotFound(app, serveWeb ? config.webDist : null);
  return app;
}
