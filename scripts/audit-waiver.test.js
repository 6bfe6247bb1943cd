import { describe, expect, it } from "vitest";
import { judgeUnchecked, readWaiver } from "./audit-waiver.mjs";

const waiver = { recorded: "2026-11-28", expires: "2027-02-28", reason: "the proxy refuses the audit endpoint" };

describe("an audit the advisory service could not check", () => {
  it("passes outside CI", () => {
    expect(judgeUnchecked({ ci: false, waiver: null, today: "2026-11-28" }).ok).toBe(true);
  });

  it("fails in CI without a waiver, with an undated one, or after it expires", () => {
    expect(judgeUnchecked({ ci: true, waiver: null, today: "2026-11-28" })).toMatchObject({ ok: false });
    const undated = { ...waiver, expires: "soon" };
    expect(judgeUnchecked({ ci: true, waiver: undated, today: "2026-11-28" })).toMatchObject({ ok: false });
    expect(judgeUnchecked({ ci: true, waiver, today: "2027-03-01" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("expired on 2027-02-28"),
    });
  });

  it("passes in CI through the last day of a dated waiver, saying why", () => {
    const judged = judgeUnchecked({ ci: true, waiver, today: "2027-02-28" });
    expect(judged).toEqual({ ok: true, message: expect.stringContaining("the proxy refuses the audit endpoint") });
  });

  it("reads the repository's waiver as a dated one", () => {
    const current = readWaiver();
    expect(current).toMatchObject({ recorded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(judgeUnchecked({ ci: true, waiver: current, today: current.recorded }).ok).toBe(true);
  });
});
