import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { MESSAGES } from "@stockroom/shared";
import { type AppConfig, linkOrigin } from "./config";
import type { Database } from "./db/client";
import { compressionOptions } from "./lib/compression";
import { createResponseSerializerCompiler, requireSchemaForEverySuccess } from "./lib/response-schema";
import { adminRoutes } from "./modules/admin/routes";
import { analyticsRoutes } from "./modules/analytics/routes";
import { backgroundJobsRoutes } from "./modules/background-jobs/routes";
import { type PaymentServices, billingRoutes, createPaymentServices } from "./modules/billing";
import { apiDocsPlugin } from "./modules/api-docs/plugin";
import { resetLinkRoutes } from "./modules/auth/reset-link-routes";
import { authRoutes } from "./modules/auth/routes";
import { dailyChecksRoutes } from "./modules/daily-checks/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { rewriteDemoUrl } from "./modules/demo/aliases";
import { demoRoutes } from "./modules/demo/routes";
import type { JobEngine } from "./jobs/engine";
import { type Mailer, createMailer } from "./modules/email/mailer";
import { adminOutboxRoutes, devMailboxRoutes } from "./modules/email/routes";
import { healthRoutes } from "./modules/health/routes";
import { inventoryRoutes } from "./modules/inventory/routes";
import { itemImportRoutes } from "./modules/item-import/routes";
import { labelsRoutes } from "./modules/labels/routes";
import { limitsRoutes } from "./modules/limits/routes";
import { notificationsRoutes } from "./modules/notifications/routes";
import { propertiesRoutes } from "./modules/properties/routes";
import { purchaseOrdersRoutes } from "./modules/purchase-orders/routes";
import { reorderRoutes } from "./modules/reorder/routes";
import { requestsRoutes } from "./modules/requests/routes";
import { stockValueRoutes } from "./modules/stock-value/routes";
import { suppliersRoutes } from "./modules/suppliers/routes";
import { transfersRoutes } from "./modules/transfers/routes";
import { createPhotoStore } from "./modules/uploads/photo-store";
import { uploadsRoutes } from "./modules/uploads/routes";
import { usersRoutes } from "./modules/users/routes";
import { authPlugin } from "./plugins/auth";
import { cachePolicyPlugin } from "./plugins/cache-policy";
import { paywallPlugin } from "./plugins/paywall";
import { readFromPrimary, readFromReplica } from "./plugins/read-replica";
import { type RenderPool, createRenderPool } from "./renders/pool";
import { registerErrorHandler } from "./plugins/errors";
import { securityPlugin } from "./plugins/security";
import { sessionPlugin } from "./plugins/session";
import { hasBuiltWeb, sendIndex, wantsSpa, webPlugin } from "./plugins/web";

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** The streaming replica (DATABASE_REPLICA_URL), where the read-mostly routes read (decision 153). */
  replicaDb?: Database;
  sessionSecret: string;
  /** The job engine, started: routes write jobs (an email's delivery, a reset lookup) in their transactions. */
  jobs: JobEngine;
  /** Writes mail to the outbox for the delivery job; defaults to one on `jobs`. */
  mailer?: Mailer;
  /** Makes the label and purchase order PDFs; defaults to RENDER_THREADS threads, closed with the app. */
  renders?: RenderPool;
  /** Defaults to Stripe when configured, else the built-in provider; index.ts shares it with the scheduler. */
  payments?: PaymentServices;
  /** Sees every route as it is registered (the authorization matrix test lists them all with it). */
  onRoute?: (route: RouteOptions) => void;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/** Assembles the whole server (plugins, error model, feature modules); tests drive it with inject. */
export async function buildApp({
  config,
  db,
  replicaDb,
  sessionSecret,
  jobs,
  mailer: givenMailer,
  renders: givenRenders,
  payments = createPaymentServices(config),
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const production = config.env === "production";
  const mailer = givenMailer ?? createMailer({ jobs, from: config.mailFrom });
  const app = Fastify({
    rewriteUrl: (request) => rewriteDemoUrl(request.url ?? "/"),
    logger: { level: config.env === "test" ? "silent" : config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  const renders = givenRenders ?? createRenderPool({ threads: config.renderThreads });
  if (!givenRenders) app.addHook("onClose", () => renders.close());
  app.setValidatorCompiler(validatorCompiler);
  // Tests check every answer against its schema; production trusts the compiled serializer.
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkContract: config.env === "test" }));
  if (config.env === "test") requireSchemaForEverySuccess(app);
  registerErrorHandler(app);

  await app.register(compress, compressionOptions);
  await app.register(securityPlugin, {
    production,
    appOrigin: config.appOrigin,
    stripeElements: payments.provider.publishableKey !== null,
    redis: config.redisUrl ? { url: config.redisUrl, keyPrefix: config.redisKeyPrefix } : undefined,
  });
  // LISTEN holds its session for as long as it listens: never through a pooler in transaction mode (decision 154).
  const cache =
    config.databaseDirectUrl && config.sessionCacheTtlMs
      ? { url: config.databaseDirectUrl, ttlMs: config.sessionCacheTtlMs }
      : undefined;
  // Before the session plugin: a sign-in's write position is kept in the session it saves (read-replica.ts).
  const readDb = replicaDb
    ? readFromReplica(app, { primary: db, replica: replicaDb, secureCookie: production })
    : readFromPrimary(db);
  await app.register(sessionPlugin, { db, secret: sessionSecret, secureCookie: production, cache });
  await app.register(cachePolicyPlugin, { strict: config.env === "test" });
  await app.register(authPlugin);
  await app.register(paywallPlugin, { db });

  await app.register(apiDocsPlugin, { reference: config.apiDocs });
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, jobs });
  await app.register(resetLinkRoutes, { db, mailer, linkOrigin: linkOrigin(config) });
  await app.register(usersRoutes, { db, mailer, linkOrigin: linkOrigin(config) });
  await app.register(demoRoutes, { db, jobs });
  if (!production) await app.register(devMailboxRoutes, { db });
  const modules = [
    propertiesRoutes,
    limitsRoutes,
    inventoryRoutes,
    itemImportRoutes,
    requestsRoutes,
    reorderRoutes,
    dailyChecksRoutes,
    notificationsRoutes,
    suppliersRoutes,
    transfersRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes, { db });
  }
  // Reports, dashboard figures and admin lists tolerate a replica's lag; everything else reads the primary.
  await app.register(adminRoutes, { db, readDb });
  // The outbox and the queues read the primary: a retry must show at once.
  await app.register(adminOutboxRoutes, { db, jobs });
  await app.register(backgroundJobsRoutes, { db, jobs });
  for (const routes of [dashboardRoutes, stockValueRoutes]) {
    await app.register(routes, { readDb });
  }
  await app.register(analyticsRoutes, { readDb, cacheTtlMs: config.analyticsCacheTtlMs });
  await app.register(labelsRoutes, { db, appUrl: linkOrigin(config), renders });
  await app.register(purchaseOrdersRoutes, { db, mailer, renders });
  await app.register(billingRoutes, {
    db,
    payments,
    jobs,
    testPayments: !production,
    testHooks: config.testHooks,
    notices: { mailer, linkOrigin: linkOrigin(config) },
    invoicing: { seller: config.seller, renders },
  });
  await app.register(uploadsRoutes, { db, photos: createPhotoStore(config) });

  const webRoot = config.webDistDir ? path.resolve(config.webDistDir) : DEFAULT_WEB_DIST;
  const serveWeb = hasBuiltWeb(webRoot);
  if (serveWeb) await app.register(webPlugin, { root: webRoot });

  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && wantsSpa(request)) return sendIndex(reply);
    return reply.status(404).send({ message: MESSAGES.notFound, error: "NOT_FOUND" });
  });
  return app;
}
