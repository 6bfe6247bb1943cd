import { describe, expect, it } from "vitest";
import { LIMITS } from "@stockroom/shared";
import { linkableRuns } from "../../test/linkable";
import { plainAddress, plainLabel, plainName, subjectLine } from "./text";

/** Typed text that tries to become a link, or to hide one. */
const LINKS = [
  // Schemes, and what follows them.
  "Go to http://evil.test/x?a=1",
  "HTTPS://EVIL.TEST",
  "mailto:billing@evil.test",
  "javascript:alert(1)",
  "ftp://evil.test file:///etc/passwd tel:+15550100 sms:+15550100 data:text/html,x",
  "evil.test:8080/login user:pass@evil.test",
  "http://[::1]/ http://10.0.0.1/admin 10.0.0.1 192.168.1.1/x",
  // www., addresses and bare domains.
  "www.evil.test",
  "WWW.Evil.Test/login",
  "billing@evil.test",
  "pay at evil.co.uk/invoice or evil.test.",
  "xn--80ak6aa92e.com",
  "evil .test and evil..test and .evil.test",
  "[click](https://evil.test) <https://evil.test> <a href='//evil.test'>x</a>",
  // Dots and at signs that are not ASCII: IDNA's, full-width, small and leader forms.
  "evil\u3002test evil\uFF61test evil\uFF0Etest evil\uFE52test evil\u2024test",
  "ｈｔｔｐｓ：／／ｅｖｉｌ．ｔｅｓｔ ｗｗｗ．evil．test billing＠evil.test me﹫evil.test",
  // Look-alike letters (Cyrillic а, с, о): still a domain by shape.
  "pаypаl.com аpple.сom gооgle.com",
  "مثال.إختبار пример.испытание 例子.测试",
  "e\u0301vil.te\u0301st evil.t\u0301est",
  // Invisible characters that hide or reverse a domain.
  "ev\u200Bil.te\u200Bst \uFEFFwww.evil.test ev\u00ADil.test evil\u200D.test",
  "\u202Etset.live\u202C \u2067evil.test\u2069 \u200Fevil.test\u200E \u061Cevil.test",
];

/** Typed text that tries to be a second header line, or a whole message. */
const SHAPES = [
  "Harbor\r\nBcc: victim@evil.test\r\n\r\nPay at http://evil.test",
  "x\u2028y\u2029z\u0085w\vv\ff\tt",
  // Very long text.
  "Urgent: pay invoice at http://evil.test/pay ".repeat(500),
  "a".repeat(10_000),
  `${"b".repeat(79)}.test`,
];
const HOSTILE = [...LINKS, ...SHAPES];

const KINDS = [
  { fn: plainName, max: LIMITS.managerName },
  { fn: plainLabel, max: 80 },
  { fn: plainAddress, max: 160 },
];

describe("typed text in an email (issue 34)", () => {
  it("has a table the link oracle finds links in, so that finding none below means something", () => {
    for (const input of LINKS) expect(linkableRuns(input), input).not.toEqual([]);
  });

  it.each(KINDS.map((kind) => ({ ...kind, name: kind.fn.name })))(
    "$name leaves no run a mail program could link, no hidden character and no second line",
    ({ fn, max }) => {
      for (const input of HOSTILE) {
        const output = fn(input);
        expect(linkableRuns(output), `${JSON.stringify(input)} gave ${JSON.stringify(output)}`).toEqual([]);
        expect(output).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
        expect(output).toBe(output.trim());
        expect([...output].length).toBeLessThanOrEqual(max);
      }
    },
  );

  it("keeps the words of a hostile text readable", () => {
    expect(plainName("Go to http://evil.test/x?a=1")).toBe("Go to http evil test x a 1");
    expect(plainLabel("Go to http://evil.test/x?a=1")).toBe("Go to http evil test/x a 1");
    expect(plainLabel("ｗｗｗ．evil．test")).toBe("www evil test");
    expect(plainLabel("billing@evil.test")).toBe("billing evil test");
    expect(plainLabel("\u202Etset.live\u202C")).toBe("tset live");
    expect(plainLabel("ev\u200Bil.te\u200Bst")).toBe("evil test");
    expect(plainLabel("Harbor\r\nBcc: victim@evil.test")).toBe("Harbor Bcc victim evil test");
    expect(plainLabel("10.0.0.1 and v1.2.3")).toBe("10 0 0 1 and v1 2 3");
    expect(plainAddress("1 Quay St.\r\nUrgent: wire funds at https://evil.test/wire\n\n<>\nUK")).toBe(
      "1 Quay St., Urgent wire funds at https evil test/wire, UK",
    );
  });

  it("keeps real names as they are", () => {
    for (const name of [
      "José Ñúñez",
      "Siobhán O'Brien",
      "Jean-Luc",
      "Zoë 2nd",
      "王小明",
      "Ana María",
      "می\u200Cخواهم",
    ]) {
      expect(plainName(name)).toBe(name);
    }
    expect(plainName("Siobhán O’Brien")).toBe("Siobhán O'Brien");
    expect(plainName(null)).toBe("");
  });

  it("keeps the names of things and addresses as people write them", () => {
    for (const label of [
      "Bed Sheets (Queen)",
      "Soap 1.5L",
      "Coffee & Tea",
      "A/C filter #2",
      "50/50 blend, 100% cotton",
      "St. James's Inn",
      "Towels +10",
      "pieces",
      "Hôtel Côte-d'Azur",
    ]) {
      expect(plainLabel(label)).toBe(label);
    }
    expect(plainLabel("½ gallon jugs")).toBe("1/2 gallon jugs");
    expect(plainLabel("Hôtel Côte–d’Azur")).toBe("Hôtel Côte-d'Azur");
    expect(plainAddress("1 Quay St.\nPortsmouth PO1 2AB\r\nUnited Kingdom")).toBe(
      "1 Quay St., Portsmouth PO1 2AB, United Kingdom",
    );
    expect(plainAddress("Unit 4/12, 5th Ave. #300")).toBe("Unit 4/12, 5th Ave. #300");
    expect(plainAddress(null)).toBe("");
  });

  it("cuts long text to its kind's limit, ending in an ellipsis", () => {
    expect(plainName("a".repeat(300))).toBe(`${"a".repeat(LIMITS.managerName - 1)}…`);
    expect(plainName(`${"b".repeat(LIMITS.managerName)}`)).toBe("b".repeat(LIMITS.managerName));
    expect(plainLabel(`${"word ".repeat(30)}`)).toBe(`${"word ".repeat(15)}word…`);
    expect([...plainAddress("12 Long Road\n".repeat(50))]).toHaveLength(160);
  });
});

describe("subjectLine", () => {
  it("makes any subject one line, without hidden characters, at most 200 characters", () => {
    expect(subjectLine("Purchase order PO-000001 from Harbor\r\nBcc: victim@evil.test")).toBe(
      "Purchase order PO-000001 from Harbor Bcc: victim@evil.test",
    );
    expect(subjectLine("Low stock:\u2028Towels\u0085at \u202EHarbor\tInn\n")).toBe("Low stock: Towels at Harbor Inn");
    expect(subjectLine(`Low stock: ${"x".repeat(500)}`)).toHaveLength(200);
  });
});
