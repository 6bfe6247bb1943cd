/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// Pinned to this folder so the config behaves the same from the repo root (vitest projects, npm -w) and from here.
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, "");
  return {
    root,
    plugins: [
      react(),
      tailwindcss(),
      // The installable app (decision 142): our own worker (src/sw.ts) gets the build's file list; main.tsx
      // registers it after load in production builds only, so `vite` dev and the unit tests run without it.
      VitePWA({
        strategies: "injectManifest",
        srcDir: "src",
        filename: "sw.ts",
        injectRegister: false,
        manifest: {
          name: "Stockroom",
          short_name: "Stockroom",
          description: "Supply inventory and ordering for hotel groups.",
          start_url: "/",
          scope: "/",
          display: "standalone",
          theme_color: "#047857",
          background_color: "#f8fafc",
          icons: [
            { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
            { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
            { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        injectManifest: { globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"] },
      }),
    ],
    resolve: { alias: { "@": `${root}src` } },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      // Maps source files to chunks; scripts/check-bundle-budget.mjs reads it.
      manifest: true,
      rolldownOptions: {
        // packages/shared only declares (schemas, constants, rules), so a module nobody imports from may be left
        // out: the enums the app frame needs then do not bring zod, which only the lazily loaded forms use.
        // A feature's index.ts only re-exports its public API (decision 121): importing one name from it must not
        // bring the feature's other modules (charts, card forms) into the importer's chunk.
        treeshake: {
          moduleSideEffects: [
            { test: /\/packages\/shared\//, sideEffects: false },
            { test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false },
          ],
        },
        // Everything the entry imports statically is loaded up front anyway: one file instead of a dozen small
        // shared chunks saves round trips (six connections per host over HTTP/1.1) and compresses better.
        output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } },
      },
    },
    server: {
      port: Number(env.VITE_PORT || 5000),
      strictPort: true,
      // Host stays the browser's, so the API's same-origin check for state-changing requests passes.
      // Uploaded photos are served by the API too.
      proxy: Object.fromEntries(
        ["/api", "/uploads"].map((path) => [
          path,
          { target: env.API_PROXY_TARGET || "http://localhost:5001", changeOrigin: false },
        ]),
      ),
    },
    test: {
      name: "web",
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: ["../../vitest.setup.ts", "./src/test/setup.ts"],
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
    },
  };
});
