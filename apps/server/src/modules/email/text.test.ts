import { describe, expect, it } from "vitest";
import { LIMITS } from "@stockroom/shared";
import { plainName } from "./text";

describe("plainName", () => {
  it("keeps real names as they are", () => {
    for (const name of ["José Ñúñez", "Siobhán O'Brien", "Jean-Luc", "Zoë 2nd", "王小明", "Ana María"]) {
      expect(plainName(name)).toBe(name);
    }
    expect(plainName(null)).toBe("");
  });

  it("leaves nothing a mail program could turn into a link", () => {
    expect(plainName("Go to http://evil.test/x?a=1")).toBe("Go to http evil test x a 1");
    expect(plainName("www.evil.test")).toBe("www evil test");
    expect(plainName("me@evil.test")).toBe("me evil test");
    // Full-width look-alikes are folded first, then removed like the plain ones.
    expect(plainName("ｈｔｔｐｓ：／／evil．test")).toBe("https evil test");
    expect(plainName("<a href='x'>Ivy</a>\nNew line")).toBe("a href 'x' Ivy a New line");
  });

  it("cuts a long name to the manager-name limit", () => {
    expect(plainName("a".repeat(300))).toHaveLength(LIMITS.managerName);
    expect(plainName(`${"b".repeat(LIMITS.managerName - 1)} tail`)).toBe("b".repeat(LIMITS.managerName - 1));
  });
});
