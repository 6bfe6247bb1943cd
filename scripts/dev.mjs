// `npm run dev`: the API with reload on port 5001 and Vite with HMR on port 5000, proxying /api to it.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "5001";
// Links in emails come from APP_ORIGIN or the API's own address, never a request header; in development
// the pages are Vite's, so the links must point there rather than at the API's port.
const appOrigin = process.env.APP_ORIGIN ?? `http://localhost:${process.env.VITE_PORT ?? "5000"}`;
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", APP_ORIGIN: appOrigin },
  }),
  spawn("npx", ["vite"], {
    stdio: "inherit",
    cwd: "apps/web",
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
