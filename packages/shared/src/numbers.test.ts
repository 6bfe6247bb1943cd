import { describe, expect, it } from "vitest";
import { digitsSchema, parseAmount, parseWholeNumber, wholeNumberText, type WholeNumberRule } from "./numbers";
import { QUANTITY_LIMITS, QUANTITY_MESSAGES, queryRowIdSchema } from "./quantities";

const stock: WholeNumberRule = {
  min: 0,
  max: QUANTITY_LIMITS.maxStock,
  name: "Current stock",
  messages: { max: QUANTITY_MESSAGES.stockTooLarge },
};

describe("parseWholeNumber", () => {
  it.each([
    ["5", 5],
    [" 5 ", 5],
    ["\t12\n", 12],
    ["007", 7],
    ["0", 0],
    ["-0", 0],
    ["５", 5],
    ["１２", 12],
    ["10000000", 10_000_000],
  ])("reads %j as %d", (text, value) => {
    const parsed = parseWholeNumber(text, stock);
    expect(parsed).toEqual({ value });
    expect(Object.is(parsed.value, -0)).toBe(false);
  });

  it.each([
    "2.7",
    "2.0",
    "1e3",
    "1E3",
    "0x10",
    "+5",
    "1,000",
    "2,7",
    "abc",
    "5 5",
    "½",
    "Infinity",
    "NaN",
    "--1",
    "1-",
  ])("refuses %j as not a whole number, never truncating it", (text) => {
    expect(parseWholeNumber(text, stock)).toEqual({ error: "Current stock must be a whole number" });
  });

  it("gives an empty required field its required message, not 0", () => {
    expect(parseWholeNumber("", stock)).toEqual({ error: "Current stock is required" });
    expect(parseWholeNumber("   ", stock)).toEqual({ error: "Current stock is required" });
    expect(parseWholeNumber(undefined, stock)).toEqual({ error: "Current stock is required" });
  });

  it("reads an empty optional field as no value", () => {
    expect(parseWholeNumber("", { ...stock, required: false })).toEqual({ value: null });
    expect(parseWholeNumber("2.5", { ...stock, required: false })).toEqual({
      error: "Current stock must be a whole number",
    });
  });

  it("bounds the value with the shared limits and their messages", () => {
    expect(parseWholeNumber("-2", stock)).toEqual({ error: "Current stock must be 0 or more" });
    expect(parseWholeNumber("10000001", stock)).toEqual({ error: QUANTITY_MESSAGES.stockTooLarge });
    expect(parseWholeNumber("99999999999999999999999", stock)).toEqual({ error: QUANTITY_MESSAGES.stockTooLarge });
    expect(parseWholeNumber("0", { min: 1, max: 10 })).toEqual({ error: "Quantity must be at least 1" });
    expect(parseWholeNumber("11", { min: 1, max: 10 })).toEqual({ error: "Quantity must be at most 10" });
  });

  it("lets a field replace any message", () => {
    const rule = { min: 1, max: 10, messages: { whole: "Whole!", required: "Needed!" } };
    expect(parseWholeNumber("1.5", rule)).toEqual({ error: "Whole!" });
    expect(parseWholeNumber("", rule)).toEqual({ error: "Needed!" });
  });
});

describe("wholeNumberText", () => {
  it("turns a form's text into the number, or an issue carrying the message", () => {
    const schema = wholeNumberText(stock);
    expect(schema.parse(" 42")).toBe(42);
    const result = schema.safeParse("2.7");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Current stock must be a whole number");
  });
});

describe("parseAmount", () => {
  const cost = { min: 0, max: QUANTITY_LIMITS.maxUnitCost, name: "Unit cost", required: false };
  it("reads dollars with at most two decimals", () => {
    expect(parseAmount("12.5", cost)).toEqual({ value: 12.5 });
    expect(parseAmount(" 3 ", cost)).toEqual({ value: 3 });
    expect(parseAmount("", cost)).toEqual({ value: null });
  });
  it.each(["1e3", "1.005", "-1", "0x10", "1,50", "abc"])("refuses %j instead of guessing", (text) => {
    expect(parseAmount(text, cost)).toEqual({ error: "Unit cost must be an amount like 12.50" });
  });
  it("bounds the amount", () => {
    expect(parseAmount("1000001", cost)).toEqual({ error: "Unit cost must be at most 1,000,000" });
  });
});

describe("digitsSchema (query strings and paths)", () => {
  const schema = digitsSchema(1, 100, "limit must be a whole number from 1 to 100");
  it.each(["1e1", "0x10", "2.7", " 5", "", "-1", "0", "101", "99999999999999999999"])("refuses %j", (text) => {
    expect(schema.safeParse(text).success).toBe(false);
  });
  it("reads plain digits", () => {
    expect(schema.parse("42")).toBe(42);
    expect(queryRowIdSchema.parse("2147483647")).toBe(2_147_483_647);
    expect(queryRowIdSchema.safeParse("2147483648").success).toBe(false);
  });
});
