import { describe, expect, it } from "vitest";
import { MESSAGES } from "@stockroom/shared";
import { UNREADABLE_UPLOAD } from "../../modules/uploads/routes";
import { BODY_TOO_DEEP, MAX_BODY_DEPTH } from "../../plugins/security";
import { useAccount, useTestContext } from "../suite";

/**
 * Request bodies whose shape, not content, used to crash the server: JSON nested deep enough to
 * overflow the recursive NUL-character scan, and multipart bodies busboy cannot parse. Both must be a
 * 4xx in the spec's error format, with or without a session.
 */

const { ctx } = useTestContext({ seed: false });
const account = useAccount(ctx);

const nestedArrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

function postJson(url: string, payload: string, withCookie: boolean) {
  return ctx.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...(withCookie ? { cookie: account.cookie } : {}) },
    payload,
  });
}

/** A route for signed-in callers, and one signed-out callers may use: both read the body. */
const bodyRoute = (withCookie: boolean) => (withCookie ? "/api/payment/retry" : "/api/auth/reset-password");

describe("deeply nested JSON", () => {
  const shapes = [
    ["arrays", nestedArrays],
    ["objects", nestedObjects],
  ] as const;
  for (const [shape, nested] of shapes) {
    for (const withCookie of [false, true]) {
      const who = withCookie ? "with a session" : "without a session";
      it(`refuses ${shape} nested ${MAX_BODY_DEPTH + 1} deep with a 400, ${who}`, async () => {
        const response = await postJson(bodyRoute(withCookie), nested(MAX_BODY_DEPTH + 1), withCookie);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: BODY_TOO_DEEP, error: "VALIDATION_ERROR" });
      });

      it(`lets ${shape} nested ${MAX_BODY_DEPTH} deep through to the usual checks, ${who}`, async () => {
        const response = await postJson(bodyRoute(withCookie), nested(MAX_BODY_DEPTH), withCookie);
        // Past the depth check: the route's schema refuses the shape.
        expect(response.statusCode).toBe(400);
        expect(response.json().message).not.toBe(BODY_TOO_DEEP);
        expect(response.json().error).toBe("VALIDATION_ERROR");
      });
    }
  }

  it("answers 400, not 500, to the 40 KB body of 20,000 nested arrays, with and without a session", async () => {
    for (const withCookie of [false, true]) {
      const urls = withCookie
        ? ["/api/payment/retry", "/api/auth/login", "/api/uploads"]
        : ["/api/auth/login", "/api/auth/reset-password"];
      for (const url of urls) {
        const response = await postJson(url, nestedArrays(20_000), withCookie);
        expect(response.statusCode, `${url} ${withCookie}`).toBe(400);
        expect(response.json()).toEqual({ message: BODY_TOO_DEEP, error: "VALIDATION_ERROR" });
      }
    }
  });

  it("answers a signed-out caller of a guarded route 401 before reading the body (issue 34)", async () => {
    for (const url of ["/api/payment/retry", "/api/payment/update-method", "/api/uploads"]) {
      const response = await postJson(url, nestedArrays(20_000), false);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.unauthorized, error: "UNAUTHORIZED" });
    }
  });

  it("still refuses NUL characters at any allowed depth, and depth before NUL", async () => {
    const nulDeep = '{"a":'.repeat(MAX_BODY_DEPTH - 1) + '"x\\u0000"' + "}".repeat(MAX_BODY_DEPTH - 1);
    const nul = await postJson("/api/payment/retry", nulDeep, true);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: MESSAGES.nullCharacter, error: "VALIDATION_ERROR" });

    const both = await postJson("/api/payment/retry", `["\\u0000", ${nestedArrays(MAX_BODY_DEPTH)}]`, true);
    expect(both.json()).toEqual({ message: BODY_TOO_DEEP, error: "VALIDATION_ERROR" });
  });
});

describe("malformed multipart uploads", () => {
  function postUpload(contentType: string, payload: string, withCookie = true) {
    return ctx.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { "content-type": contentType, ...(withCookie ? { cookie: account.cookie } : {}) },
      payload,
    });
  }
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

  const cases: [string, string, string][] = [
    ["no boundary", "multipart/form-data", `${part("X")}abc\r\n--X--\r\n`],
    ["an empty boundary", "multipart/form-data; boundary=", `${part("X")}abc\r\n--X--\r\n`],
    ["a boundary the body never uses", "multipart/form-data; boundary=Y", `${part("X")}abc\r\n--X--\r\n`],
    ["a malformed boundary", 'multipart/form-data; boundary="unterminated', `${part("X")}abc\r\n--X--\r\n`],
    ["a truncated body", "multipart/form-data; boundary=X", `${part("X")}abc`],
    ["a truncated part header", "multipart/form-data; boundary=X", '--X\r\nContent-Disposition: form-data; name="fi'],
    ["an empty body", "multipart/form-data; boundary=X", ""],
  ];
  for (const [what, contentType, payload] of cases) {
    it(`answers a 4xx in the error format, never a 500, to ${what}`, async () => {
      const response = await postUpload(contentType, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const body = response.json();
      expect(body).toEqual(expect.objectContaining({ message: expect.any(String), error: expect.any(String) }));
    });
  }

  it("answers 400 with a readable message when the boundary is missing, and 401 without a session", async () => {
    const payload = `${part("X")}abc\r\n--X--\r\n`;
    const response = await postUpload("multipart/form-data", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNREADABLE_UPLOAD, error: "BAD_REQUEST" });
    expect((await postUpload("multipart/form-data", payload, false)).statusCode).toBe(401);
  });

  it("answers 400 to a truncated file part", async () => {
    const response = await postUpload("multipart/form-data; boundary=X", `${part("X")}abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNREADABLE_UPLOAD, error: "BAD_REQUEST" });
  });
});
