import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
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
  boundary("packages/shared/**/*.ts", "packages/shared is imported by both apps and imports neither.", [
    "@stockroom/server",
    "@stockroom/web",
    "**/apps/**",
  ]),
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
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
