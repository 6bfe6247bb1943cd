import { describe, expect, it } from "vitest";
import { ROLES } from "./enums";
import { ACTIONS, can, isDeletableAccount, offers } from "./permissions";

/** The roles that may do an action, in the order of ROLES. */
const allowed = (check: typeof can, action: (typeof ACTIONS)[number]) => ROLES.filter((role) => check(role, action));

describe("can: what the server allows", () => {
  it("lets owners, demo users and admins do the owner's work, never managers", () => {
    for (const action of ["properties.manage", "managers.manage", "requests.review", "inventory.copy"] as const) {
      expect(allowed(can, action)).toEqual(["owner", "admin", "demo"]);
    }
    expect(allowed(can, "subscription.manage")).toEqual(["owner", "admin", "demo"]);
    expect(allowed(can, "analytics.view")).toEqual(["owner", "admin", "demo"]);
    expect(allowed(can, "limits.view")).toEqual(["owner", "admin", "demo"]);
  });

  it("keeps the admin area, the mailbox, the outbox and jobs, and the test hook to admins", () => {
    expect(allowed(can, "admin.access")).toEqual(["admin"]);
    expect(allowed(can, "devMailbox.read")).toEqual(["admin"]);
    expect(allowed(can, "operations.manage")).toEqual(["admin"]);
    expect(allowed(can, "scheduledJobs.run")).toEqual(["admin"]);
  });

  it("lets only demo users start a conversion, and the converted owner confirm it", () => {
    expect(allowed(can, "demo.convert")).toEqual(["demo"]);
    expect(allowed(can, "demo.confirmConversion")).toEqual(["owner", "demo"]);
  });

  it("exempts admins and demo accounts from the paywall, and only admins from the plan's limits", () => {
    expect(allowed(can, "paywall.bypass")).toEqual(["admin", "demo"]);
    expect(allowed(can, "planLimits.bypass")).toEqual(["admin"]);
  });

  it("refuses everything to a signed-out caller", () => {
    for (const action of ACTIONS) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });
});

describe("isDeletableAccount", () => {
  it("lets the admin area delete every account but an admin's", () => {
    expect(ROLES.filter(isDeletableAccount)).toEqual(["owner", "manager", "demo"]);
  });
});

describe("offers: what the screens show", () => {
  it("draws the owner's work for owners and demo users only, as the spec's screens do", () => {
    for (const action of ["properties.manage", "managers.manage", "requests.review", "inventory.copy"] as const) {
      expect(allowed(offers, action)).toEqual(["owner", "demo"]);
    }
    expect(allowed(offers, "limits.view")).toEqual(["owner", "demo"]);
  });

  it("shows admins their own pages, reports and subscription settings", () => {
    expect(offers("admin", "admin.access")).toBe(true);
    expect(offers("admin", "devMailbox.read")).toBe(true);
    expect(offers("admin", "analytics.view")).toBe(true);
    expect(offers("admin", "subscription.manage")).toBe(true);
  });

  it("never offers what the server would refuse", () => {
    const overreach = [...ROLES, null].flatMap((role) =>
      ACTIONS.filter((action) => offers(role, action) && !can(role, action)).map((action) => `${role} ${action}`),
    );
    expect(overreach).toEqual([]);
  });
});
