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
    // A dialog with inputs on react-hook-form, or a part of its caller's form.
    at(
      "features/inventory/components/CopyItemDialog.tsx",
      "useForm({ resolver: zodResolver(schema) }); const view = <Dialog><Input {...register('name')} /></Dialog>;",
    ),
    at(
      "features/settings/components/ManagerFields.tsx",
      'import { Controller } from "react-hook-form"; const view = <Dialog><Input {...register("email")} /></Dialog>;',
    ),
    // Controls that are no form's field: a list's search box, a file picker, a read-only value.
    at(
      "features/scanning/components/UnknownCodeDialog.tsx",
      "const [search, setSearch] = useState(''); const view = <Dialog><Input type='search' value={search} /></Dialog>;",
    ),
    at(
      "features/item-import/ImportItemsDialog.tsx",
      "const view = <Dialog><Input type='file' onChange={choose} /></Dialog>;",
    ),
    at(
      "features/settings/sections/ProfileSection.tsx",
      "const view = <Dialog><Input value={user.email} readOnly /></Dialog>;",
    ),
    // A list row whose control takes its value from react-hook-form: the screen's form holds it.
    at(
      "features/daily-check/components/CheckItemRow.tsx",
      'import { useController } from "react-hook-form"; const view = <li><NumberInput {...field} /></li>;',
    ),
    at(
      "features/receiving/components/ReceiveLineRow.tsx",
      "const view = <tr><td><Input type='search' value={text} onChange={onTextChange} /></td></tr>;",
    ),
    // A filter passing its props' value through is its caller's to check.
    at("features/analytics/FilterSelect.tsx", "const view = <Select value={value} onValueChange={onChange} />;"),
    at(
      "features/scanning/useKeyboardWedge.test.tsx",
      "const [v, setV] = useState(''); const view = <input value={v} />;",
    ),
    at("components/ui/dialog-field.tsx", "const [v, setV] = useState(''); const view = <Dialog><Input /></Dialog>;"),
  ],
  invalid: [
    {
      ...at(
        "features/settings/Form.tsx",
        "const [name, setName] = useState(''); const view = <form onSubmit={save}><input /></form>;",
      ),
      errors: [{ messageId: "noSchemaForm" }, { messageId: "controlOutsideForm" }],
    },
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
    error(
      "features/labels/PrintLabelsDialog.tsx",
      "const view = <Dialog><DialogContent><Input value={skip} onChange={setSkip} /></DialogContent></Dialog>;",
      "controlOutsideForm",
    ),
    error(
      "features/billing/KeepPropertiesDialog.tsx",
      "const view = <DialogContent><Checkbox checked={on} onCheckedChange={toggle} /></DialogContent>;",
      "controlOutsideForm",
    ),
    error(
      "features/settings/Prefs.tsx",
      "const [name, setName] = useState(''); const view = <Textarea value={name} onChange={setName} />;",
      "controlOutsideForm",
    ),
    error(
      "features/settings/Prefs.tsx",
      "const [day, setDay] = useState('mon'); const view = <OptionSelect value={day} options={DAYS} onChange={setDay} />;",
      "controlOutsideForm",
    ),
    error(
      "features/settings/Prefs.tsx",
      "const [on, setOn] = React.useState(false); const view = <Input readOnly={false} value={on} />;",
      "controlOutsideForm",
    ),
    // A row whose count comes from its page's state: the page keeps form values outside react-hook-form.
    error(
      "features/daily-check/components/CheckItemRow.tsx",
      "const view = <li><div><NumberInput value={entry.count} onChange={(e) => onCountChange(e.target.value)} /></div></li>;",
      "controlInRow",
    ),
    error(
      "features/receiving/components/ReceiveLineRow.tsx",
      "const view = <TableRow>{lines.map((line) => <Input key={line.id} value={quantities[line.id]} />)}</TableRow>;",
      "controlInRow",
    ),
    // useForm without a zod resolver is not a schema form.
    error(
      "features/settings/Prefs.tsx",
      "useForm({ defaultValues }); const view = <Dialog><Input value={name} /></Dialog>;",
      "controlOutsideForm",
    ),
  ],
});
