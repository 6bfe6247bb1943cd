import { describe, expect, it } from "vitest";
import { EMAIL_STATUSES } from "./enums";
import { OUTBOX_FILTERS, isEmailPending, isEmailRetryable, outboxFilterStatuses } from "./operations";

describe("the outbox's statuses as screens read them", () => {
  it("calls queued and sending pending, failed and dead retryable, and sent neither", () => {
    expect(EMAIL_STATUSES.filter(isEmailPending)).toEqual(["queued", "sending"]);
    expect(EMAIL_STATUSES.filter(isEmailRetryable)).toEqual(["failed", "dead"]);
  });

  it("filters by one status, or by both pending ones", () => {
    expect(OUTBOX_FILTERS.map(outboxFilterStatuses)).toEqual([
      ["queued", "sending"],
      ["queued"],
      ["sending"],
      ["sent"],
      ["failed"],
      ["dead"],
    ]);
  });
});
