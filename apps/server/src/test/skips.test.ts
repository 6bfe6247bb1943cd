import { describe, expect, it } from "vitest";
import { skipWithout } from "./skips";

describe("skipWithout", () => {
  it("runs tests whose requirements are present, in CI or not", () => {
    expect(skipWithout({ postgres: "postgres://db" }, {})).toBe(false);
    expect(skipWithout({ postgres: "postgres://db", redis: true }, { CI: "true" })).toBe(false);
  });

  it("skips on a developer's machine when a requirement is missing", () => {
    expect(skipWithout({ postgres: undefined }, {})).toBe(true);
    expect(skipWithout({ postgres: "postgres://db", redis: false }, {})).toBe(true);
  });

  it("skips in CI only for what the stage's CI_SKIPS lists", () => {
    const env = { CI: "true", CI_SKIPS: "postgres pgbouncer,replica" };
    expect(skipWithout({ postgres: undefined, replica: "" }, env)).toBe(true);
    expect(() => skipWithout({ postgres: undefined, redis: false }, env)).toThrow(/tests that need redis/);
    expect(() => skipWithout({ postgres: undefined }, { CI: "true" })).toThrow(/CI_SKIPS \("".*does not list/);
  });
});
