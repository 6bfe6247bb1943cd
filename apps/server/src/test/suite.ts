import { afterAll, beforeAll } from "vitest";
import { type TestContext, createTestContext } from "./context";
import { type Account, type SeededSuite, client, createAccount, openSeededSuite } from "./fixtures";

type Api = SeededSuite["api"];
type TestContextOptions = Parameters<typeof createTestContext>[0];

/**
 * The test context of a whole file: opened before its first test and closed (which checks the ledger)
 * after its last. The objects answered exist from the start and are filled in before the first test,
 * so a file destructures them once at its top instead of declaring variables and assigning them in hooks.
 * Options that depend on something started first (a server's address) are given as a function.
 */
export function useTestContext(options?: TestContextOptions | (() => Promise<TestContextOptions>)): {
  ctx: TestContext;
  api: Api;
} {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(typeof options === "function" ? await options() : options));
  });
  afterAll(() => ctx.close());
  return { ctx, api: clientOf(ctx) };
}

type SeededSuiteOptions = Parameters<typeof openSeededSuite>[0];

/** openSeededSuite for a whole file, the same way as useTestContext (options that need something started first as a function). */
export function useSeededSuite(options?: SeededSuiteOptions | (() => Promise<SeededSuiteOptions>)): SeededSuite {
  const suite = { ctx: {}, group: {}, stranger: {} } as Omit<SeededSuite, "api">;
  beforeAll(async () => {
    const opened = await openSeededSuite(typeof options === "function" ? await options() : options);
    Object.assign(suite.ctx, opened.ctx);
    Object.assign(suite.group, opened.group);
    Object.assign(suite.stranger, opened.stranger);
  });
  afterAll(() => suite.ctx.close());
  return { ...suite, api: clientOf(suite.ctx) };
}

/** An account of createAccount, made before the file's first test (once the context is open). */
export function useAccount(ctx: TestContext, options?: Parameters<typeof createAccount>[2]): Account {
  const account = {} as Account;
  beforeAll(async () => {
    Object.assign(account, await createAccount(ctx.app, ctx.database.db, options));
  });
  return account;
}

/** A client of the context's app, usable before the app exists (it is looked up at each call). */
function clientOf(ctx: TestContext): Api {
  return (...request) => client(ctx.app)(...request);
}
