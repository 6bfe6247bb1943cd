import { describe, expect, it } from "vitest";
import { downgradeOutcome, type DowngradeProperty } from "./downgrade";

const at = (day: number) => `2026-01-${String(day).padStart(2, "0")}T00:00:00.000Z`;
const assignment = (id: number, managerId: string, day: number) => ({ id, managerId, createdAt: at(day) });

describe("downgradeOutcome", () => {
  it("unassigns the most recently assigned managers beyond the new plan's limit on each kept property", () => {
    const properties: DowngradeProperty[] = [
      // Assigned out of id order: the assignment date decides, the id only breaks ties.
      { id: 1, managers: [assignment(3, "carl", 3), assignment(1, "ann", 1), assignment(2, "ben", 2)] },
      { id: 2, managers: [assignment(4, "dora", 5), assignment(5, "eve", 5)] },
    ];
    // Basic: 5 properties, 2 managers per property.
    expect(downgradeOutcome({ tier: "basic", properties, chosen: [] })).toEqual({
      keptPropertyIds: [1, 2],
      deactivatedPropertyIds: [],
      unassigned: [{ assignmentId: 3, propertyId: 1, managerId: "carl" }],
      managersWithoutProperty: ["carl"],
    });
  });

  it("keeps the chosen properties and names the managers left with none", () => {
    const properties: DowngradeProperty[] = [
      { id: 1, managers: [assignment(1, "ann", 1), assignment(2, "ben", 2)] },
      { id: 2, managers: [assignment(3, "ben", 3), assignment(4, "carl", 4)] },
      { id: 3, managers: [] },
    ];
    // Starter: 1 property, 1 manager.
    expect(downgradeOutcome({ tier: "starter", properties, chosen: [2] })).toEqual({
      keptPropertyIds: [2],
      deactivatedPropertyIds: [1, 3],
      unassigned: [{ assignmentId: 4, propertyId: 2, managerId: "carl" }],
      managersWithoutProperty: ["ann", "carl"],
    });
  });

  it("fills remaining room with the oldest other properties, and changes nothing within the limits", () => {
    const properties: DowngradeProperty[] = [
      { id: 4, managers: [assignment(1, "ann", 1)] },
      { id: 2, managers: [] },
    ];
    expect(downgradeOutcome({ tier: "basic", properties, chosen: [9] })).toEqual({
      keptPropertyIds: [2, 4],
      deactivatedPropertyIds: [],
      unassigned: [],
      managersWithoutProperty: [],
    });
  });
});
