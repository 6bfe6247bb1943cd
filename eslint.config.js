import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import globals from "globals";
import tseslint from "typescript-eslint";
import featureBoundaries from "./eslint-rules/feature-boundaries.js";
import forms from "./eslint-rules/forms.js";

/** A skip can never let a CI run pass by proving nothing (decision 176). */
const TEST_SYNTAX = [
  {
    selector:
      "CallExpression[callee.property.name=/^(skipIf|runIf)$/]:not(:has(CallExpression[callee.name='skipWithout']))",
    message: "Skip through skipWithout(requirement, present) from apps/server/src/test/skips.ts.",
  },
  {
    selector: "MemberExpression[object.name=/^(describe|it|test)$/][property.name=/^(skip|todo|only)$/]",
    message: "No skipped, pending or focused tests: skip through skipWithout(requirement, present).",
  },
];

/** Stored names, notes and reasons must render as text (docs/security.md, e2e/stored-html.spec.ts). */
const WEB_SYNTAX = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: "Render text, never HTML: stored content would become script (docs/security.md).",
  },
];

/**
 * The web app names an API call only through the typed client (apps/web/src/lib/api, decision 186): a path is a
 * template of the API document, checked by the compiler, given to api.*, a query of lib/api/queries.ts or getUrl.
 */
const TYPED_CALL = [
  "CallExpression[callee.object.name='api'] > Literal",
  "CallExpression[callee.name=/^(apiQuery|pagedApiQuery|allPagesApiQuery|apiKey|getUrl)$/] > Literal",
  // A path as a type argument (Answer<"get", "/api/…">) is checked by the compiler the same way.
  "TSLiteralType > Literal",
].join(", ");
const API_PATH_SYNTAX = [
  {
    selector: `Literal[value=/^\\/api\\//]:not(${TYPED_CALL})`,
    message: 'Name API paths through the typed client (lib/api/client.ts): api.get("/api/…", { path, query }).',
  },
  {
    selector: "TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]",
    message: "Build API URLs with the typed client's path parameters, not a template string (lib/api/client.ts).",
  },
];

/** Files matching `files` may not import modules matching `patterns`. */
function boundary(files, message, patterns) {
  return {
    files: [files],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }] },
  };
}

/**
 * Billing is one domain behind billing/index.ts: outside it, nothing reaches into its sub-folders. Billing's
 * own files import each other relatively, never through a path that names "billing/", so they pass.
 */
const billingSurface = {
  group: ["**/billing/*", "!**/billing/index"],
  message: "Import billing from modules/billing (its index.ts), not its internals.",
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "apps/server/drizzle/**",
      // Generated from docs/api/openapi.json (apps/web/scripts/api-types.mjs).
      "apps/web/src/lib/api/schema.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked in the nearest tsconfig.json that includes it; the root one holds the config files.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // A function with more than three parameters takes an options object (decision 123, docs/decisions/).
      "max-params": ["error", 3],
    },
  },
  { files: ["**/*.{js,mjs,cjs}"], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read answers from inject() and fetch(), typed any by those APIs; the assertions are the check.
    files: ["**/*.test.{ts,tsx}", "e2e/**", "apps/*/src/test/**"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "max-params": "off",
      // A test skips only for a named missing requirement, which fails in CI unless the stage expects it
      // (apps/server/src/test/skips.ts): a skip can never let a CI run pass by proving nothing.
      "no-restricted-syntax": ["error", ...TEST_SYNTAX],
    },
  },
  {
    // A module may not reach itself through its imports: a cycle's modules run in an order that depends on which
    // is imported first, so one can meet another's exports still undefined. Type-only imports vanish at runtime.
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/shared/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // Architecture boundaries (docs/architecture.md): the apps meet only through HTTP and packages/shared.
  boundary("apps/web/**/*.{ts,tsx}", "The web app reaches the server through HTTP only (api.ts).", [
    "@stockroom/server",
    "**/apps/server/**",
    "**/server/src/**",
    "**/bench/**",
  ]),
  {
    files: ["apps/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@stockroom/web", "**/apps/web/**", "**/web/src/**", "**/bench/**"],
              message: "The server never imports the web app or the benchmarks.",
            },
            billingSurface,
          ],
        },
      ],
    },
  },
  {
    // Every SQL statement lives in a repository (docs/architecture.md): elsewhere in the server the
    // database is a value passed in, never a query builder, a table or a raw client.
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      "apps/server/src/**/repo.ts",
      "apps/server/src/**/repo/**",
      "apps/server/src/db/**",
      "apps/server/src/test/**",
      "**/*.test.ts",
    ],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "SQL lives in the module's repo.ts (docs/architecture.md).",
            },
            {
              group: ["**/db/schema", "**/db/prepared"],
              message: "Tables and statements are the repositories' (docs/architecture.md).",
            },
            {
              group: ["**/db/client"],
              allowTypeImports: true,
              message: "Only repositories and src/db use the database client's functions; import its types.",
            },
            {
              group: ["@stockroom/web", "**/apps/web/**", "**/web/src/**", "**/bench/**"],
              message: "The server never imports the web app or the benchmarks.",
            },
            billingSurface,
          ],
        },
      ],
    },
  },
  {
    // Web features meet only through their index.ts; lib/ and components/ sit below them (decision 121).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    // Forms run on react-hook-form with a shared zod schema and use the ui primitives (decision 122).
    plugins: { architecture: { rules: { "feature-boundaries": featureBoundaries, forms } } },
    rules: {
      "architecture/feature-boundaries": ["error", { srcDir: `${import.meta.dirname}/apps/web/src` }],
      "architecture/forms": ["error", { primitivesDir: `${import.meta.dirname}/apps/web/src/components/ui` }],
    },
  },
  boundary("packages/shared/**/*.ts", "packages/shared is imported by both apps and imports neither.", [
    "@stockroom/server",
    "@stockroom/web",
    "**/apps/**",
  ]),
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y-x": jsxA11y },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-syntax": ["error", ...WEB_SYNTAX, ...API_PATH_SYNTAX],
    },
  },
  {
    // Query updates start from the address as it is now (lib/searchParams.ts), never from the last render's.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/lib/searchParams.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["useSearchParams"],
              message: "Use useQueryParams from @/lib/searchParams: its setter starts from the current address.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests name the wire's URLs on purpose: they stand for the server's answers.
    files: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/src/test/**", "apps/web/src/lib/api/**"],
    rules: { "no-restricted-syntax": ["error", ...WEB_SYNTAX, ...TEST_SYNTAX] },
  },
);
