import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** What every answer without a policy of its own gets: API answers are someone's data, or about their session. */
export const PRIVATE_NO_STORE = "private, no-store";

const isPublic = (cacheControl: string) => /(^|[\s,])public([\s,]|$)/.test(cacheControl);

/**
 * One cache rule for every answer (issue 34), checked after every hook that sets a cookie. An answer that
 * names no Cache-Control (API answers, errors, redirects) or sets a cookie is `private, no-store`. An answer
 * marked public (hashed web assets, the API document) may sit in a shared cache and be handed to anyone, so
 * it must never carry Set-Cookie: public routes never read the session (publicAnswer), and should one set a
 * cookie anyway, tests fail with a 500 (`strict`), while production drops the cookie and logs the route.
 */
export const cachePolicyPlugin = fp((app: FastifyInstance, { strict }: { strict: boolean }) => {
  // eslint-disable-next-line max-params -- Fastify's onSend signature; a hook that awaits nothing takes done.
  app.addHook("onSend", (request, reply, payload, done) => {
    const cacheControl = reply.getHeader("cache-control");
    const setsCookie = reply.hasHeader("set-cookie");
    if (cacheControl !== undefined && isPublic(String(cacheControl)) && setsCookie) {
      const problem = `${request.method} ${request.url} is marked public and sets a cookie`;
      reply.removeHeader("set-cookie");
      if (strict) {
        // The error handler answers a bare 500 and the test logger is silent: say here what broke the rule.
        console.error(problem);
        reply.header("cache-control", PRIVATE_NO_STORE);
        return done(new Error(problem));
      }
      request.log.error(problem);
    } else if (cacheControl === undefined || setsCookie) {
      reply.header("cache-control", PRIVATE_NO_STORE);
    }
    done(null, payload);
  });
});
