import fc from "fast-check";
import type { ZodType } from "zod";
import { MAX_STOCK, QUANTITY_LIMITS } from "@stockroom/shared";

/**
 * Values for fuzz.test.ts that random generators rarely hit: numbers at the edges of PostgreSQL's
 * integer, of exact doubles and of doubles themselves, quantities encoded inside texts, bodies nested
 * around the depth limit and multipart bodies busboy has to give up on.
 */

const EDGES = [2 ** 31, 2 ** 53, 1e308, MAX_STOCK, QUANTITY_LIMITS.maxLineQuantity];

/** Each edge ±, ±1 and +½, and −0. */
export const EDGE_NUMBERS: number[] = [
  -0,
  0.5,
  ...EDGES.flatMap((n) => [n - 1, n, n + 1, n + 0.5, -(n - 1), -n, -(n + 1), -(n + 0.5)]),
];

/** Number literals JSON.stringify cannot write: past double precision, past double range, odd notations. */
export const RAW_LITERALS = [
  "9007199254740993",
  "-9007199254740993",
  "1e309",
  "-1e309",
  "1E308",
  "1e-400",
  "-0",
  "-0.0",
  "2147483648",
  "2147483647.5",
  "2147483647.000000001",
  "10000001",
  "1000001.0",
];

const RAW = "\u0001raw:";
/** A number written into the JSON text exactly as given (see toJson). */
export const raw = (literal: string) => `${RAW}${literal}\u0001`;

/** JSON text of a body, with every raw(…) value written as its bare literal. */
export function toJson(body: unknown): string {
  return JSON.stringify(body).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, "$1");
}

/** A number at an edge: as a number, as a string, or as a raw literal. */
export const edgeNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom(...EDGE_NUMBERS.map((n) => (Object.is(n, -0) ? "-0" : String(n))), ...RAW_LITERALS),
  fc.constantFrom(...RAW_LITERALS).map(raw),
);

type Path = (string | number)[];
interface ZodDef {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"]);

/** Where a schema takes a number: object keys, and index 0 of arrays (with `…, 0, …` in the path). */
export function numericPaths(schema: ZodType, at: Path = []): Path[] {
  const def = defOf(schema);
  if (def.type === "number") return [at];
  if (WRAPPERS.has(def.type) && def.innerType) return numericPaths(def.innerType, at);
  if (def.type === "pipe" && def.in) return numericPaths(def.in, at);
  if (def.type === "array" && def.element) return numericPaths(def.element, [...at, 0]);
  if (def.type === "object" && def.shape) {
    return Object.entries(def.shape).flatMap(([key, child]) => numericPaths(child, [...at, key]));
  }
  const branches =
    def.type === "union" ? (def.options ?? []) : def.type === "intersection" ? [def.left!, def.right!] : [];
  const found = branches.flatMap((branch) => numericPaths(branch, at));
  return [...new Map(found.map((path) => [JSON.stringify(path), path])).values()];
}

/** A copy of `base` with `value` at `path`, creating the objects and arrays on the way. */
export function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[head] = withValue(list[head] ?? {}, rest, value);
    return list;
  }
  const record = base && typeof base === "object" && !Array.isArray(base) ? { ...base } : {};
  (record as Record<string, unknown>)[head] = withValue((record as Record<string, unknown>)[head], rest, value);
  return record;
}

/** `depth` arrays or objects around `leaf` (mixed alternates them), written without recursion. */
export function nestedText(depth: number, kind: "array" | "object" | "mixed", leaf = "1"): string {
  const opens: string[] = [];
  const closes: string[] = [];
  for (let i = 0; i < depth; i++) {
    const array = kind === "array" || (kind === "mixed" && i % 2 === 0);
    opens.push(array ? "[" : '{"a":');
    closes.push(array ? "]" : "}");
  }
  return opens.join("") + leaf + closes.reverse().join("");
}

/** Depths around the limit, and far past it. */
export const nesting = (limit: number) =>
  fc.record({
    depth: fc.oneof(fc.integer({ min: limit - 3, max: limit + 6 }), fc.constantFrom(64, 1000, 20_000)),
    kind: fc.constantFrom("array" as const, "object" as const, "mixed" as const),
  });

/** A number as it may appear inside a text: a JSON literal, an odd notation, or not a number at all. */
export const encodedNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...RAW_LITERALS),
  fc.constantFrom(...EDGE_NUMBERS.map((n) => (Object.is(n, -0) ? "-0" : String(n)))),
  fc.constantFrom("0x10", "NaN", "Infinity", "+1", "01", "1_000", '"5"', "true", "null", "[]", "{}", ""),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
);

/** An approvedItems JSON text naming these items, with hostile numbers, sometimes cut short. */
export function approvedItemsText(names: string[]): fc.Arbitrary<string> {
  const entry = fc
    .record({
      name: fc.oneof(fc.constantFrom(...names), fc.constantFrom(...names.map((n) => n.toUpperCase())), fc.string()),
      requested: encodedNumber,
      approved: encodedNumber,
      denied: fc.constantFrom("", ',"denied":true', ',"denied":false', ',"denied":"yes"', ',"denied":1'),
    })
    .map((e) => `{"name":${JSON.stringify(e.name)},"requested":${e.requested},"approved":${e.approved}${e.denied}}`);
  return fc
    .tuple(fc.array(entry, { minLength: 1, maxLength: 3 }), fc.option(fc.nat(), { freq: 5 }))
    .map(([entries, cut]) => {
      const text = `[${entries.join(",")}]`;
      return cut === null ? text : text.slice(0, cut % text.length);
    });
}

/** Digits for a 'Name (N unit)' line: edges of the integer, of doubles and of the quantity bounds. */
const lineDigits = fc.oneof(
  fc.constantFrom("0", "1", "00005", "1000000", "1000001", "10000000", "2147483647", "2147483648", "4294967296"),
  fc.constantFrom("9007199254740993", "9".repeat(40), "9".repeat(400)),
  fc.integer({ min: 1, max: 50 }).map(String),
);

/** A documented multi-item request text: 'Multiple items requested: a (N unit), … . Reason: …'. */
export function requestText(names: string[]): fc.Arbitrary<string> {
  const line = fc
    .tuple(fc.constantFrom(...names, "Unknown thing"), lineDigits, fc.constantFrom("pieces", "boxes", ""))
    .map(([name, digits, unit]) => `${name} (${digits} ${unit})`);
  return fc
    .tuple(
      fc.constantFrom("Multiple items requested: ", "Multi-item request: "),
      fc.array(line, { minLength: 1, maxLength: 3 }),
      fc.constantFrom("", ". Reason: restock", "."),
    )
    .map(([prefix, lines, tail]) => `${prefix}${lines.join(", ")}${tail}`);
}

export interface MultipartCase {
  contentType: string;
  payload: Buffer;
}

/**
 * Multipart bodies around a valid upload: odd or missing boundaries, truncated bodies, huge or
 * missing part headers, wrong part names, extra parts, bare LF line ends and other content types.
 */
export function multipartCase(valid: { contentType: string; payload: Buffer }): fc.Arbitrary<MultipartCase> {
  const boundary = /boundary=(.+)$/.exec(valid.contentType)![1];
  const body = valid.payload.toString("latin1");
  const bodies: fc.Arbitrary<string> = fc.oneof(
    fc.constant(body),
    fc.nat().map((n) => body.slice(0, n % body.length)),
    fc.constant(body.replace(`--${boundary}--`, "")),
    fc
      .constantFrom("photo", "", "file[]", "FILE", "file\u0000x")
      .map((name) => body.replace('name="file"', `name="${name}"`)),
    fc.constant(body.replace(/; filename="[^"]*"/, "")),
    fc.constant(body.replace('filename="', `filename="${"x".repeat(100_000)}`)),
    fc.constant(body.replace("\r\n\r\n", `\r\n${"X-Filler: y\r\n".repeat(2000)}\r\n`)),
    fc.constant(body.replace(`--${boundary}--`, `--${boundary}\r\n\r\n\r\n`.repeat(50) + `--${boundary}--`)),
    fc.constant(body.replace(`--${boundary}--`, body.slice(0, body.indexOf(`--${boundary}--`)) + `--${boundary}--`)),
    fc.constant(body.replaceAll("\r\n", "\n")),
    fc.constant(""),
  );
  const contentTypes = fc.constantFrom(
    valid.contentType,
    "multipart/form-data",
    "multipart/form-data; boundary=",
    `multipart/form-data; boundary="${boundary}"`,
    `multipart/form-data; boundary="${boundary}`,
    "multipart/form-data; boundary=other",
    `multipart/form-data; boundary=${"b".repeat(200)}`,
    `multipart/form-data; boundary=${boundary}; boundary=other`,
    `MULTIPART/FORM-DATA; BOUNDARY=${boundary}`,
    `multipart/mixed; boundary=${boundary}`,
    "multipart/form-data; boundary=\u00e9\u00e8",
    "text/plain",
  );
  return fc
    .record({ contentType: contentTypes, text: bodies })
    .map(({ contentType, text }) => ({ contentType, payload: Buffer.from(text, "latin1") }));
}
