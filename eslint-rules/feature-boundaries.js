// Local ESLint rule: the web app's features meet only through their public API (decision 121).
//
// Under srcDir (the folder the `@/` alias points at):
// - a file of features/<a> imports another feature only as `@/features/<b>` (its index.ts), never a module inside it;
// - App.tsx, main.tsx and src/test import features the same way;
// - lib/, components/ and queries/ (the server data several features read: the signed-in user, the property lists)
//   sit below the features and import none (their tests may, through the index);
// - the one deep import allowed is a dynamic import() of a page, `@/features/<b>/pages/<Page>` or, in a feature
//   split into sub-folders by concern, `@/features/<b>/<sub>/pages/<Page>`: the router loads every page as its own
//   chunk, which an import through the index would merge into the feature's other code;
// - a feature never imports its own index: the index imports the feature's modules, so that would be a cycle.
import path from "node:path";

const FEATURES = "features";
const BELOW_FEATURES = new Set(["lib", "components", "queries"]);

/** `spec` resolved against srcDir for `@/`, against the importing file for a relative path; null for packages. */
function resolveSpecifier(spec, { srcDir, filename }) {
  if (spec.startsWith("@/")) return path.join(srcDir, spec.slice(2));
  if (spec.startsWith("./") || spec.startsWith("../")) return path.resolve(path.dirname(filename), spec);
  return null;
}

/** Path segments of `file` below srcDir, or null when it is outside. */
function segmentsBelow(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

/** The feature a source file belongs to: features/<name>/... with at least one more segment. */
function featureOfFile(segments) {
  return segments[0] === FEATURES && segments.length > 2 ? segments[1] : null;
}

function isTestFile(filename) {
  return /\.test\.[cm]?[jt]sx?$/.test(filename);
}

/** A route's page, which may be loaded lazily by path: `pages/<Page>` inside the feature or one sub-folder of it. */
function isPageModule(inside) {
  return (inside.length === 2 || inside.length === 3) && inside.at(-2) === "pages";
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Features import each other only through their index.ts (decision 121, docs/decisions/)." },
    schema: [
      {
        type: "object",
        properties: { srcDir: { type: "string" } },
        required: ["srcDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport: "Import '{{feature}}' through its index: '@/features/{{feature}}' (add the name to its index.ts).",
      belowFeatures:
        "{{area}}/ sits below the features and never imports one ('{{feature}}'); move the shared piece down.",
      ownIndex: "Inside '{{feature}}' import the module itself: the feature's own index would make an import cycle.",
    },
  },

  create(context) {
    const srcDir = path.resolve(context.cwd, context.options[0].srcDir);
    const filename = context.filename;
    const importer = segmentsBelow(srcDir, filename);
    if (!importer) return {};
    const importerFeature = featureOfFile(importer);
    const belowFeatures = BELOW_FEATURES.has(importer[0]) && !isTestFile(filename);

    function check(source, { dynamic }) {
      if (!source || typeof source.value !== "string") return;
      const resolved = resolveSpecifier(source.value, { srcDir, filename });
      const target = resolved && segmentsBelow(srcDir, resolved);
      if (!target || target[0] !== FEATURES || target.length < 2) return;
      const [, feature, ...inside] = target;
      const isIndex = inside.length === 0 || (inside.length === 1 && /^index(\.[jt]sx?)?$/.test(inside[0]));

      if (importerFeature === feature) {
        if (isIndex) context.report({ node: source, messageId: "ownIndex", data: { feature } });
        return;
      }
      if (belowFeatures) {
        context.report({ node: source, messageId: "belowFeatures", data: { area: importer[0], feature } });
        return;
      }
      if (isIndex || (dynamic && isPageModule(inside))) return;
      context.report({ node: source, messageId: "deepImport", data: { feature } });
    }

    const staticSource = (node) => check(node.source, { dynamic: false });
    return {
      ImportDeclaration: staticSource,
      ExportNamedDeclaration: staticSource,
      ExportAllDeclaration: staticSource,
      ImportExpression: (node) => check(node.source.type === "Literal" ? node.source : null, { dynamic: true }),
    };
  },
};
