import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import rule from "./feature-boundaries.js";

// RuleTester asserts with node:assert; each of its cases runs as a Vitest test that expects it not to throw (every
// test must run an expect, vitest.setup.ts), and a failed case still reports RuleTester's message.
RuleTester.describe = describe;
RuleTester.it = (name, run) => it(name, () => expect(run).not.toThrow());
RuleTester.itOnly = (name, run) => it.only(name, () => expect(run).not.toThrow());

const SRC = "/repo/apps/web/src";
const options = [{ srcDir: SRC }];
const at = (file, code) => ({ code, filename: `${SRC}/${file}`, options });
const error = (file, code, messageId) => ({ ...at(file, code), errors: [{ messageId }] });

const tester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });

tester.run("feature-boundaries", rule, {
  valid: [
    at("features/billing/components/CardSetup.tsx", 'import { PaymentForm } from "@/features/other";'),
    at("features/billing/components/CardSetup.tsx", 'import { PaymentForm } from "../../payments";'),
    at("features/billing/components/CardSetup.tsx", 'import { useBilling } from "../api";'),
    at("features/billing/index.ts", 'export { CardSetup } from "./components/CardSetup";'),
    at("features/billing/components/CardSetup.tsx", 'import { Button } from "@/components/ui/button";'),
    at("features/billing/components/CardSetup.tsx", 'import { useQuery } from "@tanstack/react-query";'),
    at("App.tsx", 'import { AppLayout } from "@/features/layout";'),
    at("App.tsx", 'const Page = lazy(() => import("@/features/admin/pages/AdminPage"));'),
    at("App.tsx", 'const Page = lazy(() => import("@/features/billing/checkout/pages/CheckoutPage"));'),
    at("test/utils.tsx", 'import { useAuth } from "@/features/auth";'),
    at("lib/queryClient.test.ts", 'import { userQuery } from "@/features/auth";'),
    at("lib/api.ts", 'import { DEMO_MODE_KEY } from "./demoModeKeys";'),
    at("features/billing/usePlanChange.ts", 'import { ownedPropertiesQuery } from "@/queries/properties";'),
    at("queries/properties.ts", 'import { useAuth } from "./session";'),
    // Outside srcDir the rule has nothing to say.
    { code: 'import x from "@/features/a/b";', filename: "/repo/apps/server/src/app.ts", options },
  ],
  invalid: [
    error(
      "features/billing/components/CardSetup.tsx",
      'import { PaymentForm } from "@/features/other/components/PaymentForm";',
      "deepImport",
    ),
    error("features/billing/components/CardSetup.tsx", 'import { x } from "../../payments/api";', "deepImport"),
    error(
      "features/billing/api.ts",
      'export { PaymentForm } from "@/features/other/components/PaymentForm";',
      "deepImport",
    ),
    error("App.tsx", 'import { AppLayout } from "@/features/layout/AppLayout";', "deepImport"),
    error("test/fixtures.ts", 'import { useAuth } from "@/features/auth/api";', "deepImport"),
    // Only dynamic imports of a page are exempt: not static ones, not other modules.
    error("App.tsx", 'import { AdminPage } from "@/features/admin/pages/AdminPage";', "deepImport"),
    error("App.tsx", 'const m = import("@/features/admin/api");', "deepImport"),
    error("App.tsx", 'const m = import("@/features/admin/pages/parts/Header");', "deepImport"),
    error("App.tsx", 'import { CheckoutPage } from "@/features/billing/checkout/pages/CheckoutPage";', "deepImport"),
    error("App.tsx", 'const m = import("@/features/billing/checkout/api");', "deepImport"),
    error("App.tsx", 'const m = import("@/features/billing/checkout/pages/parts/Summary");', "deepImport"),
    error("lib/queryClient.ts", 'import { userQuery } from "@/features/auth";', "belowFeatures"),
    error("components/PropertyFilter.tsx", 'import { x } from "../features/properties";', "belowFeatures"),
    error("queries/session.ts", 'import { useLogin } from "@/features/auth";', "belowFeatures"),
    error("features/billing/components/CardSetup.tsx", 'import { x } from "@/features/billing";', "ownIndex"),
    error("features/billing/components/CardSetup.tsx", 'import { x } from "../index";', "ownIndex"),
    {
      ...error(
        "features/billing/components/CardSetup.tsx",
        'import type { AuthenticationOutcome } from "@/features/other/authentication";',
        "deepImport",
      ),
      languageOptions: { parser: tseslint.parser },
    },
  ],
});
