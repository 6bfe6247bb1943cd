// What `npm run audit` does when the advisory service cannot be reached. Outside CI that is said and passes:
// nothing was found either way. In CI it fails unless scripts/audit-waiver.json, dated, says why the run may
// go unchecked and until when, so an audit that silently stopped checking cannot keep passing.
import { readFileSync } from "node:fs";

export const WAIVER_FILE = new URL("./audit-waiver.json", import.meta.url);

/** The waiver in the repository, or null when there is none. */
export function readWaiver(file = WAIVER_FILE) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Judges an unchecked audit: { ok, message }. `today` is a YYYY-MM-DD date; a waiver holds `recorded`,
 * `expires` (both YYYY-MM-DD, the waiver valid through `expires`) and `reason`.
 */
export function judgeUnchecked({ ci, waiver, today }) {
  if (!ci) return { ok: true, message: "audit: NOT CHECKED here (outside CI, not a failure)." };
  if (!waiver) {
    return { ok: false, message: "audit: NOT CHECKED in CI, and no waiver (scripts/audit-waiver.json) says why." };
  }
  const dated = /^\d{4}-\d{2}-\d{2}$/;
  if (!dated.test(waiver.recorded ?? "") || !dated.test(waiver.expires ?? "") || !waiver.reason?.trim()) {
    return { ok: false, message: "audit: the waiver needs a reason and YYYY-MM-DD dates `recorded` and `expires`." };
  }
  if (waiver.expires < today) {
    return { ok: false, message: `audit: NOT CHECKED in CI, and the waiver expired on ${waiver.expires}.` };
  }
  return {
    ok: true,
    message: `audit: NOT CHECKED in CI, waived from ${waiver.recorded} until ${waiver.expires}: ${waiver.reason}`,
  };
}
