import { describe, expect, it } from "vitest";
import { removalWarning } from "./removalWarning";

const facts = { managerName: "Maria Lopez", propertyName: "Harbor View Hotel" };

describe("removalWarning", () => {
  it("warns that approved orders will have nobody to receive them when the last manager goes", () => {
    expect(removalWarning({ ...facts, othersLeft: 0, awaitingReceipt: 3 })).toEqual([
      "Remove Maria Lopez from Harbor View Hotel? Their account stays, but they lose access to this property.",
      "3 approved orders are waiting to be received at Harbor View Hotel, and no other manager is assigned there: until you assign one, only you can receive them.",
    ]);
  });

  it("says the other managers can still receive, and when a property is left without a manager", () => {
    expect(removalWarning({ ...facts, othersLeft: 1, awaitingReceipt: 1 })[1]).toBe(
      "1 approved order is waiting to be received at Harbor View Hotel; its other managers can still receive them.",
    );
    expect(removalWarning({ ...facts, othersLeft: 0, awaitingReceipt: 0 })[1]).toBe(
      "Harbor View Hotel will have no manager.",
    );
    expect(removalWarning({ ...facts, othersLeft: 2, awaitingReceipt: undefined })).toHaveLength(1);
  });
});
