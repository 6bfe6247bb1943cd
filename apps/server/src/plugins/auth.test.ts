import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors";
import type { PublicUser } from "../modules/users/repo";
import { allow, authenticated } from "./auth";

const requestAs = (role: PublicUser["role"] | null) =>
  ({ user: role ? ({ id: "u1", role } as PublicUser) : null }) as unknown as FastifyRequest;

async function outcome(guard: ReturnType<typeof allow>, request: FastifyRequest) {
  try {
    await guard.call(undefined as never, request, {} as FastifyReply);
    return "allowed";
  } catch (error) {
    return error instanceof AppError ? error.code : "crashed";
  }
}

describe("role guards", () => {
  it("refuses anonymous requests with 401", async () => {
    expect(await outcome(authenticated, requestAs(null))).toBe("UNAUTHORIZED");
    expect(await outcome(allow("properties.manage"), requestAs(null))).toBe("UNAUTHORIZED");
  });

  it("lets through only the roles the permission table allows the action", async () => {
    const ownerOrDemo = allow("demo.confirmConversion");
    expect(await outcome(ownerOrDemo, requestAs("owner"))).toBe("allowed");
    expect(await outcome(ownerOrDemo, requestAs("demo"))).toBe("allowed");
    expect(await outcome(ownerOrDemo, requestAs("manager"))).toBe("FORBIDDEN");
    expect(await outcome(ownerOrDemo, requestAs("admin"))).toBe("FORBIDDEN");
    expect(await outcome(allow("properties.manage"), requestAs("admin"))).toBe("allowed");
    expect(await outcome(allow("properties.manage"), requestAs("manager"))).toBe("FORBIDDEN");
    expect(await outcome(authenticated, requestAs("manager"))).toBe("allowed");
  });
});
