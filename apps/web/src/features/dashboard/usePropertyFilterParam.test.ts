import { describe, expect, it } from "vitest";
import { resolvePropertyFilter } from "./usePropertyFilterParam";

describe("resolvePropertyFilter", () => {
  it("is All Properties (null) without a parameter, whether the list is loaded or not", () => {
    expect(resolvePropertyFilter(null, undefined)).toBeNull();
    expect(resolvePropertyFilter(null, [1, 2])).toBeNull();
  });

  it("is the property when the URL names one of the user's", () => {
    expect(resolvePropertyFilter("2", [1, 2])).toBe(2);
  });

  it("waits (undefined) for the list before trusting a well-formed id", () => {
    expect(resolvePropertyFilter("2", undefined)).toBeUndefined();
  });

  it("falls back to All Properties for an id that is not the user's or not plain digits", () => {
    expect(resolvePropertyFilter("99", [1, 2])).toBeNull();
    expect(resolvePropertyFilter("99", [])).toBeNull();
    for (const raw of ["", "abc", "1e0", "0x1", " 1", "1.0", "-1", "+1", "１", "99999999999999999999"]) {
      expect(resolvePropertyFilter(raw, [1])).toBeNull();
      expect(resolvePropertyFilter(raw, undefined)).toBeNull();
    }
    // Plain digits that name no property of theirs are only known to be wrong once the list is in.
    expect(resolvePropertyFilter("0", [1])).toBeNull();
  });
});
