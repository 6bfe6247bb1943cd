import fs from "node:fs";
import path from "node:path";

/**
 * PGlite does nothing to stop two processes opening one data directory, which corrupts it.
 * A lock file holding our pid refuses a second server; a stale lock of a dead process is taken over.
 */
export function acquireDirectoryLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "stockroom.lock");
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(fs.readFileSync(lockPath, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The data directory ${dataDir} is in use by process ${holder}. Stop it first.`, {
        cause: error,
      });
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
