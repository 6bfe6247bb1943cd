// Every "decision N" and every "core §N" / "accounts §N" in the repository must open a file in it (decision 175):
// a renumbered, missing or mistyped reference fails here instead of sending a reader nowhere.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const DECISIONS = join(ROOT, "docs/decisions");
const SPEC = { core: "docs/spec/core-operations.md", accounts: "docs/spec/accounts-and-commercial.md" };

const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|md|sql|html|css)$/;
const SKIPPED_DIRS = new Set(["node_modules", ".git", "dist", "data", "test-results", "playwright-report"]);
const SKIPPED_PATHS = new Set(["bench/out", "bench/.data", "bench/.tools"]);

/** The repository's own text files (sources, documents, migrations, the CI script), as paths from the root. */
function textFiles(dir = ROOT) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(ROOT, path);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || SKIPPED_PATHS.has(rel) ? [] : textFiles(path);
    return TEXT_FILE.test(entry.name) || rel === ".ci/run" ? [rel] : [];
  });
}

/** "12", "12 and 14", "87–89, 165–169" → every number named, ranges expanded. */
function numbersIn(list) {
  return list.split(/,? and |, /).flatMap((part) => {
    const [from, to = from] = part.split(/[–-]/).map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** Every match of `pattern` in the scanned files, with where it is. */
function occurrences(pattern) {
  return textFiles().flatMap((file) =>
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, i) => [...line.matchAll(pattern)].map((match) => ({ at: `${file}:${i + 1}`, match }))),
  );
}

/** The records: file name, and the fields of their header block. */
function records() {
  return readdirSync(DECISIONS)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name))
    .map((name) => {
      const text = readFileSync(join(DECISIONS, name), "utf8");
      const fields = Object.fromEntries([...text.matchAll(/^- \*\*(\w+):\*\* (.*)$/gm)].map((m) => [m[1], m[2]]));
      return { name, heading: text.split("\n")[0], ...fields };
    });
}

/** The README's section under `heading`, up to the next section of the same level. */
function readmeSection(heading) {
  const readme = readFileSync(join(DECISIONS, "README.md"), "utf8");
  return readme.split(/^## /m).find((section) => section.startsWith(`${heading}\n`)) ?? "";
}

describe("decision records", () => {
  const all = records();

  it("are numbered from 1 without gaps, each file's header matching its name", () => {
    expect(all.map((r) => Number(r.Number))).toEqual(all.map((_, i) => i + 1));
    for (const r of all) {
      expect(r.name.startsWith(String(r.Number).padStart(3, "0")), r.name).toBe(true);
      expect(r.heading, r.name).toBe(`# ${r.Number}. ${r.Title}`);
      expect([r.Date, r.Status, r.Tags], r.name).not.toContain(undefined);
    }
  });

  it("are each listed once in the README's index by number, with their title, date and status", () => {
    const rows = [...readmeSection("Index by number").matchAll(/^\| (\d+) \| \[(.*)\]\((.*)\) \| (.*) \| (.*) \|$/gm)];
    const listed = rows.map(([, number, title, name, date, status]) => ({ number, title, name, date, status }));
    const expected = all.map((r) => ({
      number: r.Number,
      title: r.Title.replaceAll("|", "\\|"),
      name: r.name,
      date: r.Date,
      status: r.Status,
    }));
    expect(listed).toEqual(expected);
  });

  it("are listed under exactly their own tags in the README's index by topic", () => {
    const topics = readmeSection("Index by topic").split(/^### /m).slice(1);
    const listed = Object.fromEntries(
      topics.map((topic) => [topic.split("\n")[0], [...topic.matchAll(/^- \[.*\]\((.*)\)$/gm)].map((m) => m[1])]),
    );
    const tagged = {};
    for (const r of all) {
      const tags = r.Tags === "none" ? [] : r.Tags.split(", ");
      expect(tags.length, r.name).toBeLessThanOrEqual(3);
      for (const tag of tags) (tagged[tag] ??= []).push(r.name);
    }
    expect(listed).toEqual(tagged);
  });
});

describe("references", () => {
  it('"decision N" names a recorded decision wherever it is written', () => {
    const recorded = new Set(
      records()
        .filter((r) => r.Status !== "Not used")
        .map((r) => Number(r.Number)),
    );
    const found = occurrences(/\b[Dd]ecisions? (\d+(?:(?:[–-]|,? and |, )\d+)*)/g);
    const unresolved = found
      .filter(({ match }) => numbersIn(match[1]).some((n) => !recorded.has(n)))
      .map(({ at, match }) => `${at}: ${match[0]}`);
    expect(found.length).toBeGreaterThan(100);
    expect(unresolved).toEqual([]);
  });

  it('"core §N" and "accounts §N" name a section of the quoted spec', () => {
    const sections = Object.fromEntries(
      Object.entries(SPEC).map(([doc, file]) => [
        doc,
        new Set([...readFileSync(join(ROOT, file), "utf8").matchAll(/^## §(\d+)\. /gm)].map((m) => Number(m[1]))),
      ]),
    );
    const found = occurrences(/\b(core|accounts) (§\d+(?:(?:,| and) §\d+)*)/gi);
    const unresolved = found
      .filter(({ match }) =>
        [...match[2].matchAll(/§(\d+)/g)].some((m) => !sections[match[1].toLowerCase()].has(Number(m[1]))),
      )
      .map(({ at, match }) => `${at}: ${match[0]}`);
    expect(found.length).toBeGreaterThan(50);
    expect(unresolved).toEqual([]);
  });
});
