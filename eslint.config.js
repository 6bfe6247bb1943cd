import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import globals from "globals";
import tseslint from "typescript-eslint";
import featureBoundaries from "./eslint-rules/feature-boundaries.js";
import forms from "./eslint-rules/forms.js";

/** Files matching `files` may not import modules matching `patterns`. */
function boundary(files, message, patterns) {
  return {
    files: [files],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "apps/server/drizzle/**",
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
      // A function with more than three parameters takes an options object (docs/decisions.md 123).
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
    },
  },
  // Architecture boundaries (docs/architecture.md): the apps meet only through HTTP and packages/shared.
  boundary("apps/web/**/*.{ts,tsx}", "The web app reaches the server through HTTP only (api.ts).", [
    "@stockroom/server",
    "**/apps/server/**",
    "**/server/src/**",
    "**/bench/**",
  ]),
  boundary("apps/server/**/*.ts", "The server never imports the web app or the benchmarks.", [
    "@stockroom/web",
    "**/apps/web/**",
    "**/web/src/**",
    "**/bench/**",
  ]),
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
          ],
        },
      ],
    },
  },
  {
    // Web features meet only through their index.ts; lib/ and components/ sit below them (docs/decisions.md 121).
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
      // Stored names, notes and reasons must render as text (docs/security.md, e2e/stored-html.spec.ts).
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render text, never HTML: stored content would become script (docs/security.md).",
        },
      ],
    },
  },
);
