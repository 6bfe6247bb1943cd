/**
 * Every form runs on react-hook-form with a zod schema, and the controls with a shared primitive use it
 * (decision 122). A file that renders a <form> must call useForm with `resolver: zodResolver(...)` and submit
 * through handleSubmit; outside components/ui, native checkboxes and selects are written with the primitives.
 */

const PRIMITIVE_FOR = {
  select: "PropertySelect or Select from @/components/ui",
  checkbox: "Checkbox from @/components/ui/checkbox",
};

function jsxName(node) {
  return node.name.type === "JSXIdentifier" ? node.name.name : null;
}

function attribute(node, name) {
  return node.attributes.find((a) => a.type === "JSXAttribute" && a.name.name === name);
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
    },
  },
  create(context) {
    const primitivesDir = context.options[0]?.primitivesDir;
    const inPrimitives = primitivesDir !== undefined && context.filename.startsWith(primitivesDir);
    const forms = [];
    let hasSchemaForm = false;
    let hasHandleSubmit = false;
    return {
      CallExpression(node) {
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
        if (inPrimitives) return;
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
      },
    };
  },
};
