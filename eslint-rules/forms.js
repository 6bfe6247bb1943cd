/**
 * Every form runs on react-hook-form with a zod schema, and the controls with a shared primitive use it
 * (decision 122). A file that renders a <form> must call useForm with `resolver: zodResolver(...)` and submit
 * through handleSubmit; outside components/ui, native checkboxes and selects are written with the primitives.
 *
 * A form without a <form> element is still a form: a dialog, or a component keeping state, that renders a data
 * entry control must be on react-hook-form too, either calling useForm with a zod resolver or, as a part of its
 * caller's form, importing react-hook-form (register, Controller). A control in a list row (<li>, <tr>) is an entry
 * of its screen's form (a count per item, a quantity per line) however the row gets its value, so the row takes it
 * from react-hook-form too (useController, register): a page keeping the values in its own state is caught there.
 * Other components that only pass a value and a change handler through from their props (a filter) are their
 * caller's to check. Three kinds of control are not
 * a form's field and stay exempt: a search box (filters a list beside it, submits nothing), a file picker (the
 * file is sent as chosen and the server checks it) and a read-only input (shows a value).
 */

const PRIMITIVE_FOR = {
  select: "SelectField, OptionSelect, PropertySelect or Select from @/components/ui",
  checkbox: "Checkbox from @/components/ui/checkbox",
};

/** The data entry controls, native and from components/ui. */
const CONTROLS = new Set([
  "input",
  "textarea",
  "select",
  "Input",
  "Textarea",
  "Select",
  "PasswordInput",
  "NumberInput",
  "Checkbox",
  "PropertySelect",
  "OptionSelect",
]);
const DIALOGS = new Set(["Dialog", "DialogContent", "AlertDialog", "Sheet", "SheetContent"]);
const STATE_HOOKS = new Set(["useState", "useReducer"]);
/** The elements a list's row is written with: a control inside one is an entry of a list the screen fills in. */
const ROWS = new Set(["li", "tr", "TableRow"]);
const NOT_A_FIELD = new Set(["search", "file", "hidden"]);

function jsxName(node) {
  return node.name.type === "JSXIdentifier" ? node.name.name : null;
}

function attribute(node, name) {
  return node.attributes.find((a) => a.type === "JSXAttribute" && a.name.name === name);
}

/** A search box, a file picker, a hidden or a read-only input: a control that is no form's field. */
function isExemptControl(node) {
  const type = attribute(node, "type");
  if (type?.value?.type === "Literal" && NOT_A_FIELD.has(type.value.value)) return true;
  const readOnly = attribute(node, "readOnly");
  if (!readOnly) return false;
  const value = readOnly.value;
  return value === null || !(value.type === "JSXExpressionContainer" && value.expression.value === false);
}

/** Whether the element stands inside a list row written in this file. */
function inRow(context, node) {
  return context.sourceCode
    .getAncestors(node)
    .some((ancestor) => ancestor.type === "JSXElement" && ROWS.has(jsxName(ancestor.openingElement)));
}

function isZodResolverOption(property) {
  return (
    property.type === "Property" &&
    property.key.type === "Identifier" &&
    property.key.name === "resolver" &&
    property.value.type === "CallExpression" &&
    property.value.callee.type === "Identifier" &&
    property.value.callee.name === "zodResolver"
  );
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Forms use react-hook-form with a zod schema; checkboxes and selects use the ui primitives" },
    schema: [{ type: "object", properties: { primitivesDir: { type: "string" } }, additionalProperties: false }],
    messages: {
      noSchemaForm: "A <form> runs on useForm({ resolver: zodResolver(schema) }) with a schema from @stockroom/shared.",
      noHandleSubmit: "A <form> submits through react-hook-form's handleSubmit.",
      nativeControl: "Use {{primitive}} instead of a native {{control}}.",
      controlInRow:
        "<{{control}}> in a list row is an entry of its screen's form: take its value from react-hook-form " +
        "(useController, register) rather than from state the page keeps (decision 122).",
      controlOutsideForm:
        "<{{control}}> in a {{where}} makes it a form: run it on useForm({ resolver: zodResolver(schema) }) " +
        "(decision 122). Only search boxes, file pickers and read-only inputs stand outside a form.",
    },
  },
  create(context) {
    const primitivesDir = context.options[0]?.primitivesDir;
    const inPrimitives = primitivesDir !== undefined && context.filename.startsWith(primitivesDir);
    // A test's harness renders bare inputs to drive the code under test; it is no screen.
    const inTest = /\.test\.[jt]sx?$/.test(context.filename);
    const forms = [];
    const controls = [];
    const rowControls = [];
    let hasSchemaForm = false;
    let hasHandleSubmit = false;
    let partOfForm = false;
    let rendersDialog = false;
    let keepsState = false;
    return {
      ImportDeclaration(node) {
        if (node.source.value === "react-hook-form") partOfForm = true;
      },
      CallExpression(node) {
        const callee = node.callee.type === "MemberExpression" ? node.callee.property : node.callee;
        if (callee.type === "Identifier" && STATE_HOOKS.has(callee.name)) keepsState = true;
        if (node.callee.type !== "Identifier" || node.callee.name !== "useForm") return;
        const [options] = node.arguments;
        if (options?.type === "ObjectExpression" && options.properties.some(isZodResolverOption)) hasSchemaForm = true;
      },
      Identifier(node) {
        if (node.name === "handleSubmit") hasHandleSubmit = true;
      },
      JSXOpeningElement(node) {
        const name = jsxName(node);
        if (name === "form") forms.push(node);
        if (DIALOGS.has(name)) rendersDialog = true;
        if (inPrimitives) return;
        if (CONTROLS.has(name) && !isExemptControl(node)) {
          controls.push(node);
          if (inRow(context, node)) rowControls.push(node);
        }
        if (name === "select") {
          context.report({
            node,
            messageId: "nativeControl",
            data: { primitive: PRIMITIVE_FOR.select, control: "select" },
          });
        }
        const type = name === "input" ? attribute(node, "type") : undefined;
        if (type?.value?.type === "Literal" && type.value.value === "checkbox") {
          context.report({
            node,
            messageId: "nativeControl",
            data: { primitive: PRIMITIVE_FOR.checkbox, control: "checkbox" },
          });
        }
      },
      "Program:exit"() {
        for (const node of forms) {
          if (!hasSchemaForm) context.report({ node, messageId: "noSchemaForm" });
          else if (!hasHandleSubmit) context.report({ node, messageId: "noHandleSubmit" });
        }
        if (inTest || hasSchemaForm || partOfForm) return;
        for (const node of rowControls) {
          context.report({ node, messageId: "controlInRow", data: { control: jsxName(node) } });
        }
        if (!(rendersDialog || keepsState)) return;
        const where = rendersDialog ? "dialog" : "component with its own state";
        for (const node of controls.filter((control) => !rowControls.includes(control))) {
          context.report({ node, messageId: "controlOutsideForm", data: { control: jsxName(node), where } });
        }
      },
    };
  },
};
