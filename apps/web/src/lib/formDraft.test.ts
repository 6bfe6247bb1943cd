import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clearAllDrafts } from "./draftStore";
import { readDraft, writeDraft } from "./formDraft";

const shape = z.object({ reason: z.string() });

describe("form drafts", () => {
  it("are kept per user and per form", () => {
    writeDraft("u1", "new-request", { reason: "Pool towels" });
    expect(readDraft("u1", "new-request", shape)?.values).toEqual({ reason: "Pool towels" });
    expect(readDraft("u2", "new-request", shape)).toBeNull();
    expect(readDraft("u1", "item-form", shape)).toBeNull();
  });

  it("drop a kept draft that no longer has the form's shape, or is broken", () => {
    writeDraft("u1", "new-request", { reason: 42 });
    expect(readDraft("u1", "new-request", shape)).toBeNull();
    expect(localStorage.getItem("stockroom:draft:u1:new-request")).toBeNull();
    localStorage.setItem("stockroom:draft:u1:new-request", "{not json");
    expect(readDraft("u1", "new-request", shape)).toBeNull();
  });

  it("are all forgotten at sign-out, and nothing else in storage is", () => {
    writeDraft("u1", "new-request", { reason: "a" });
    writeDraft("u2", "new-request", { reason: "b" });
    localStorage.setItem("other", "kept");
    clearAllDrafts();
    expect(readDraft("u1", "new-request", shape)).toBeNull();
    expect(readDraft("u2", "new-request", shape)).toBeNull();
    expect(localStorage.getItem("other")).toBe("kept");
  });
});
