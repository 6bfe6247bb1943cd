/**
 * Routes under /api/ that do not declare a response schema yet, each with the reason. The coverage
 * test (response-schemas.test.ts) fails for any other route without one, and for an entry here whose
 * route now declares one or no longer exists, so this list only shrinks. A route that answers no JSON
 * body (a redirect) stays here with that reason.
 */
const REDIRECT = "a browser navigation: answers a redirect, no JSON body";
const REFERENCE = "the readable API reference (@fastify/swagger-ui): its page, scripts and copy of the document";

export const ROUTES_WITHOUT_RESPONSE_SCHEMA: Record<string, string> = {
  "GET /api/login": REDIRECT,
  "GET /api/logout": REDIRECT,
  "GET /api/openapi.json":
    "the API document, written to JSON text once and sent as that text, not an answer of a module",
  "GET /api/labels.pdf": "a PDF download (label sheets), not a JSON answer",
  "GET /api/purchase-orders/:id/pdf": "a PDF download (a purchase order), not a JSON answer",
  "GET /api/payment/history/:id/receipt": "a PDF download (a receipt), not a JSON answer",
  "GET /api/items/import-template.csv": "a CSV download (the item import template), not a JSON answer",
  "GET /api/properties/:id/items/export.csv": "a CSV download (a property's items to import back), not a JSON answer",
  "GET /api/docs": REFERENCE,
  "GET /api/docs/json": REFERENCE,
  "GET /api/docs/yaml": REFERENCE,
  "GET /api/docs/static/*": REFERENCE,
  "GET /api/docs/static/index.html": REFERENCE,
  "GET /api/docs/static/swagger-initializer.js": REFERENCE,
};
