import { describe, expect, it } from "vitest";
import { type DigestData, formatDigest, waitedFor } from "./format";
import { digestMoment } from "./schedule";

const HOUR = 60 * 60 * 1000;
const to = new Date("2026-11-23T07:30:00Z");
const hoursBefore = (hours: number) => new Date(to.getTime() - hours * HOUR);
const appUrl = "https://stock.example.com";

const low = (propertyId: number, propertyName: string, lowCount: number) => (name: string, currentStock: number) => ({
  propertyId,
  propertyName,
  lowCount,
  name,
  currentStock,
  minStock: 10,
  unit: "pieces",
});

function week(overrides: Partial<DigestData> = {}): DigestData {
  const harbor = low(1, "Harbor View Hotel", 4);
  const maple = low(2, "Maple Grove Inn", 1);
  return {
    firstName: "Olivia",
    day: "monday",
    from: hoursBefore(7 * 24),
    to,
    lowItems: [harbor("Bath Towels", 0), harbor("Shampoo", 2), harbor("Soap", 5), maple("Light Bulbs", 3)],
    pending: { count: 2, oldest: { id: 41, propertyName: "Maple Grove Inn", createdAt: hoursBefore(6 * 24 + 3) } },
    spend: { cents: 123450, requests: 3, unpricedLines: 1 },
    slowestApprovals: [
      {
        id: 38,
        propertyName: "Harbor View Hotel",
        createdAt: hoursBefore(100),
        reviewedAt: hoursBefore(20),
        firstItemName: "Bath Towels",
        lineCount: 3,
      },
      {
        id: 39,
        propertyName: "Maple Grove Inn",
        createdAt: hoursBefore(30),
        reviewedAt: hoursBefore(25),
        firstItemName: "Light Bulbs",
        lineCount: 1,
      },
    ],
    ...overrides,
  };
}

const empty: Partial<DigestData> = {
  lowItems: [],
  pending: { count: 0, oldest: null },
  spend: { cents: 0, requests: 0, unpricedLines: 0 },
  slowestApprovals: [],
};

describe("formatDigest", () => {
  it("lists the worst low items per property with each property's count", () => {
    const { subject, text } = formatDigest(week(), { appUrl });
    expect(subject).toBe("Your Stockroom week: 5 items low, 2 requests waiting");
    expect(text).toContain("5 items at or below the minimum:");
    expect(text).toContain(
      [
        "Harbor View Hotel (4 low)",
        "  - Bath Towels: 0 pieces, minimum 10",
        "  - Shampoo: 2 pieces, minimum 10",
        "  - Soap: 5 pieces, minimum 10",
        "  and 1 more",
        "",
        "Maple Grove Inn (1 low)",
        "  - Light Bulbs: 3 pieces, minimum 10",
      ].join("\n"),
    );
    expect(text).toContain(`See them in the inventory: ${appUrl}/inventory`);
  });

  it("counts pending requests and says how long the oldest has waited", () => {
    const { text } = formatDigest(week(), { appUrl });
    expect(text).toContain(
      "2 requests waiting for review. The oldest, #41 at Maple Grove Inn, has waited 6 days 3 hours.",
    );
    expect(text).toContain(`Review them: ${appUrl}/requests`);
  });

  it("states the week's approved spend in dollars and the lines without a cost", () => {
    const { text } = formatDigest(week(), { appUrl });
    expect(text).toContain("$1,234.50 approved on 3 requests, at the items' unit costs.");
    expect(text).toContain("1 line without a unit cost counts as $0.");
    expect(formatDigest(week({ spend: { cents: 5, requests: 1, unpricedLines: 0 } }), { appUrl }).text).not.toContain(
      "without a unit cost",
    );
  });

  it("lists the slowest approvals with their first item and wait", () => {
    const { text } = formatDigest(week(), { appUrl });
    expect(text).toContain("  - #38 at Harbor View Hotel (Bath Towels and 2 more items): 3 days 8 hours");
    expect(text).toContain("  - #39 at Maple Grove Inn (Light Bulbs): 5 hours");
  });

  it("says an empty week plainly, still with the settings link", () => {
    const { subject, text } = formatDigest(week(empty), { appUrl });
    expect(subject).toBe("Your Stockroom week: all stocked, nothing waiting");
    expect(text).toContain("No item is at or below its minimum.");
    expect(text).toContain("No request is waiting for review.");
    expect(text).toContain("Nothing was approved.");
    expect(text).toContain("No request was approved.");
    expect(text).toContain(`You get this email every Monday because weekly reports are on.`);
    expect(text).toContain(`${appUrl}/settings`);
    expect(text).not.toContain(`${appUrl}/inventory`);
  });

  it("has no link but the configured ones, whatever users named things", () => {
    const { text } = formatDigest(
      week({
        firstName: "Eve http://evil.test",
        lowItems: [low(1, "www.evil.test", 1)("Towels <a href='https://evil.test'>", 0)],
        pending: { count: 1, oldest: { id: 1, propertyName: "evil.test/x", createdAt: hoursBefore(1) } },
      }),
      { appUrl },
    );
    const links = text.match(/\bhttps?:\/\/\S+|\bwww\.\S+|\b\S+\.test\b/g) ?? [];
    expect(links.every((link) => link.startsWith(appUrl))).toBe(true);
    expect(text).toContain("Hello Eve http evil test,");
  });
});

describe("waitedFor", () => {
  it("speaks in hours under a day and days with hours beyond", () => {
    expect(waitedFor(10 * 60 * 1000)).toBe("under an hour");
    expect(waitedFor(HOUR)).toBe("1 hour");
    expect(waitedFor(23 * HOUR + 59 * 60 * 1000)).toBe("23 hours");
    expect(waitedFor(24 * HOUR)).toBe("1 day");
    expect(waitedFor(49 * HOUR)).toBe("2 days 1 hour");
  });
});

describe("digestMoment", () => {
  it("names the UTC weekday and the Monday its week starts on", () => {
    expect(digestMoment(new Date("2026-11-23T07:00:00Z"))).toMatchObject({
      day: "monday",
      weekStart: "2026-11-23",
      open: true,
    });
    // Late Sunday in UTC is still the week that began on Monday 23 November.
    expect(digestMoment(new Date("2026-11-29T23:59:59Z"))).toMatchObject({ day: "sunday", weekStart: "2026-11-23" });
    // Across a month and a year's end.
    expect(digestMoment(new Date("2027-01-01T12:00:00Z"))).toMatchObject({ day: "friday", weekStart: "2026-12-28" });
  });

  it("opens at 07:00 UTC and covers the seven days before now", () => {
    expect(digestMoment(new Date("2026-11-25T06:59:59Z")).open).toBe(false);
    const moment = digestMoment(new Date("2026-11-25T07:00:00Z"));
    expect(moment.open).toBe(true);
    expect(moment.from.toISOString()).toBe("2026-11-18T07:00:00.000Z");
  });
});
