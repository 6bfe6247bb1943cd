/**
 * CPU time spent serving a load window: the server process (all its threads, from /proc/<pid>/stat) and
 * the PostgreSQL backends connected to the bench database (their pids from pg_stat_activity, each read
 * from /proc as well; PostgreSQL runs on this machine and the bench runs as root).
 */
import fs from "node:fs";
import pg from "pg";

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux.

/** utime + stime of a process in milliseconds, or null when it is gone or unreadable. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

export interface CpuWindow {
  /** Milliseconds of CPU since the window opened: the server process, and PostgreSQL (null on PGlite). */
  stop(): Promise<{ nodeMs: number; postgresMs: number | null }>;
}

/** Backend pids of a database, from a session on another database so it never counts itself. */
async function backendPids(adminUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * Opens a window over the server `pid` and, when given, the backends of `postgres.database`. Backends
 * that connect during the window count from zero; one that disconnects before it closes is lost, which a
 * pool that keeps its connections avoids.
 */
export async function openCpuWindow(
  pid: number,
  postgres: { adminUrl: string; database: string } | null,
): Promise<CpuWindow> {
  const nodeStart = processCpuMs(pid) ?? 0;
  const backendsStart = new Map<number, number>();
  if (postgres) {
    for (const backend of await backendPids(postgres.adminUrl, postgres.database))
      backendsStart.set(backend, processCpuMs(backend) ?? 0);
  }
  return {
    async stop() {
      const nodeMs = (processCpuMs(pid) ?? nodeStart) - nodeStart;
      if (!postgres) return { nodeMs, postgresMs: null };
      let postgresMs = 0;
      for (const backend of await backendPids(postgres.adminUrl, postgres.database)) {
        const now = processCpuMs(backend);
        if (now !== null) postgresMs += now - (backendsStart.get(backend) ?? 0);
      }
      return { nodeMs, postgresMs };
    },
  };
}
