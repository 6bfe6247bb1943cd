import { describe, expect, it } from "vitest";
import { intentIdFromSecret } from "./intent";

describe("intentIdFromSecret", () => {
  it("takes the part before _secret_", () => {
    expect(intentIdFromSecret("pi_3Abc_secret_xyz")).toBe("pi_3Abc");
    expect(intentIdFromSecret("seti_1_secret_a_secret_b")).toBe("seti_1");
  });

  it("keeps a value without a secret part whole", () => {
    expect(intentIdFromSecret("pi_123")).toBe("pi_123");
  });
});
