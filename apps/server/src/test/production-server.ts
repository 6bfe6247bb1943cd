import net from "node:net";

/**
 * How the reliability suite and the benchmarks run the production build (apps/server/dist/index.js):
 * on a free loopback port, with the settings production needs and nothing for a workload to pay for.
 */

/** A port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * A free port, the origin on it and the production environment to start the build with there; the
 * caller adds where its database is. The session secret is the caller's, so sessions can outlive restarts.
 */
export async function productionServerSetup(
  sessionSecret: string,
): Promise<{ origin: string; env: Record<string, string> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_ORIGIN: origin,
    SESSION_SECRET: sessionSecret,
    // Stands in for the TLS proxy of production: sign-in sends X-Forwarded-Proto so the Secure cookie is issued.
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    // Production refuses to start without Stripe; no workload takes a payment, so the built-in provider will do.
    PAYMENTS_PROVIDER: "local",
    SEED_DEMO_DATA: "false",
  };
  return { origin, env };
}
