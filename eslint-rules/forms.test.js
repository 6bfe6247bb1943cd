import { RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import rule from "./forms.js";

// RuleTester asserts with node:assert; each case runs as a Vitest test that expects it not to throw (see
// feature-boundaries.test.js).
RuleTester.describe = describe;
RuleTester.it = (name, run) => it(name, () => expect(run).not.toThrow());
RuleTester.itOnly = (name, run) => it.only(name, () => expect(run).not.toThrow());

const SRC = "/repo/apps/web/src";
const options = [{ primitivesDir: `${SRC}/components/ui` }];
const at = (file, code) => ({ code, filename: `${SRC}/${file}`, options });
const error = (file, code, messageId) => ({ ...at(file, code), errors: [{ messageId }] });

const schemaForm = `
  const { register, handleSubmit } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues });
  const onSubmit = handleSubmit(send);
  const view = <form onSubmit={(event) => void onSubmit(event)}><input {...register("email")} /></form>;`;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: "latest", sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run("forms", rule, {
  valid: [
    at("features/auth/pages/LoginPage.tsx", schemaForm),
    at("features/auth/pages/Plain.tsx", "const view = <div><input type='text' /></div>;"),
    at("components/ui/checkbox.tsx", 'const box = <input type="checkbox" />;'),
    at("components/ui/select.tsx", "const list = <select><option /></select>;"),
  ],
  invalid: [
    error(
      "features/settings/Form.tsx",
      "const [name, setName] = useState(''); const view = <form onSubmit={save}><input /></form>;",
      "noSchemaForm",
    ),
    error(
      "features/settings/Form.tsx",
      "useForm({ defaultValues }); const view = <form onSubmit={save} />;",
      "noSchemaForm",
    ),
    error(
      "features/settings/Form.tsx",
      "useForm({ resolver: zodResolver(schema) }); const view = <form onSubmit={save} />;",
      "noHandleSubmit",
    ),
    error("features/settings/Prefs.tsx", 'const box = <input type="checkbox" />;', "nativeControl"),
    error("features/inventory/Filter.tsx", "const list = <select><option /></select>;", "nativeControl"),
  ],
});
