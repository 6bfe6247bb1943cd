import { TENANT_TABLES } from "../db/tenancy";

/*
 * Which tenant tables one SQL statement touches without constraining their owner_id (issue 23, decision 155): the
 * query-filter half of the tenant key, checked on the text Drizzle logs. A heuristic, not a parser: the statement is
 * cut into tokens and parenthesised groups, a group that starts a query is a scope of its own (subqueries, CTE
 * bodies), and each scope records the tables it names after FROM, JOIN, UPDATE, DELETE FROM, USING and INSERT INTO
 * with their aliases. A table counts as filtered when a condition compares its owner_id (qualified by its name or
 * alias, or bare when it is its scope's only tenant table) with a value (a parameter, a literal, ANY(...) or an IN
 * list), or with the owner_id of a table that is filtered, and not as one branch of an OR. An insert must name
 * owner_id among its columns.
 */

const TENANT: ReadonlySet<string> = new Set(TENANT_TABLES);

type Token =
  | { kind: "word"; text: string } // an identifier or keyword, possibly qualified: lowercase, unquoted
  | { kind: "value"; text: string } // a parameter, string or number
  | { kind: "symbol"; text: string }; // punctuation and operators

interface Group {
  kind: "group";
  items: Item[];
}
type Item = Token | Group;

const KEYWORDS = new Set(
  (
    "all and any as asc by conflict cross default delete desc distinct do else end except fetch first for from full " +
    "group having in inner insert intersect into is join key last lateral left limit locked no not nowait null nulls " +
    "of offset on only or order outer returning right select set share skip then union update using values when " +
    "where window with"
  ).split(" "),
);

/** Clauses whose comparisons are not filters: the select list, assignments, inserted values, output and sorting. */
const NOT_FILTERING = new Set(["select", "set", "values", "returning", "group", "order"]);
const QUERY_STARTS = new Set(["select", "with", "insert", "update", "delete"]);

function tokenize(statement: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const text = statement;
  const identifierPart = (): string | null => {
    if (text[i] === '"') {
      let end = i + 1;
      let name = "";
      while (end < text.length) {
        if (text[end] === '"' && text[end + 1] === '"') {
          name += '"';
          end += 2;
        } else if (text[end] === '"') break;
        else name += text[end++];
      }
      i = end + 1;
      return name;
    }
    const match = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i));
    if (!match) return null;
    i += match[0].length;
    return match[0].toLowerCase();
  };
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) i++;
    else if (text.startsWith("--", i)) i = text.includes("\n", i) ? text.indexOf("\n", i) : text.length;
    else if (c === "'") {
      let end = i + 1;
      while (end < text.length && !(text[end] === "'" && text[end + 1] !== "'")) end += text[end] === "'" ? 2 : 1;
      tokens.push({ kind: "value", text: text.slice(i, end + 1) });
      i = end + 1;
    } else if (/[0-9$]/.test(c)) {
      const match = /^\$?[0-9.]+/.exec(text.slice(i))!;
      tokens.push({ kind: "value", text: match[0] });
      i += match[0].length;
    } else if (c === '"' || /[A-Za-z_]/.test(c)) {
      const parts = [identifierPart()!];
      while (text[i] === "." && (text[i + 1] === '"' || /[A-Za-z_*]/.test(text[i + 1] ?? ""))) {
        i++;
        if (text[i] === "*") {
          parts.push("*");
          i++;
        } else parts.push(identifierPart()!);
      }
      tokens.push({ kind: "word", text: parts.join(".") });
    } else if ("(),;[]".includes(c)) {
      tokens.push({ kind: "symbol", text: c });
      i++;
    } else {
      const match = /^[<>=!~+\-*/%|&^#@:?]+/.exec(text.slice(i));
      const operator = match ? match[0] : c;
      tokens.push({ kind: "symbol", text: operator });
      i += operator.length;
    }
  }
  return tokens;
}

function group(tokens: Token[]): Group {
  const root: Group = { kind: "group", items: [] };
  const stack = [root];
  for (const token of tokens) {
    const top = stack[stack.length - 1];
    if (token.kind === "symbol" && token.text === "(") {
      const inner: Group = { kind: "group", items: [] };
      top.items.push(inner);
      stack.push(inner);
    } else if (token.kind === "symbol" && token.text === ")") {
      if (stack.length > 1) stack.pop();
    } else top.items.push(token);
  }
  return root;
}

interface TableRef {
  table: string;
  /** What the statement calls it: its alias, or its name. */
  name: string;
  scope: Scope;
  /** An insert's target: checked for owner_id among its columns, not for a filter. */
  insertedWithOwner?: boolean;
}

interface Scope {
  parent: Scope | null;
  refs: TableRef[];
}

/** One comparison of an owner_id column: with a value (a filter) or with another owner_id (a link). */
interface OwnerCondition {
  column: string;
  scope: Scope;
  other: { column: string; scope: Scope } | null;
}

const isWord = (item: Item | undefined, text?: string): item is Token =>
  item !== undefined && item.kind === "word" && (text === undefined || item.text === text);
const isSymbol = (item: Item | undefined, text: string) =>
  item !== undefined && item.kind === "symbol" && item.text === text;
const isOwnerColumn = (item: Item | undefined): item is Token =>
  isWord(item) && (item.text === "owner_id" || item.text.endsWith(".owner_id"));
const isQuery = (item: Item | undefined): boolean =>
  item !== undefined && item.kind === "group" && isWord(item.items[0]) && QUERY_STARTS.has(item.items[0].text);

/** A value the comparison pins owner_id to: a parameter, a literal, ANY(...) of one, or an IN list. */
function isPinnedValue(items: Item[], at: number): boolean {
  const item = items[at];
  if (item === undefined) return false;
  if (item.kind === "value") return true;
  if (isWord(item, "any") && items[at + 1]?.kind === "group") return !isQuery(items[at + 1]);
  return false;
}

class Collector {
  readonly refs: TableRef[] = [];
  readonly conditions: OwnerCondition[] = [];

  scope(items: Item[], parent: Scope | null): void {
    let scope: Scope = { parent, refs: [] };
    let clause = "";
    let expectTable = false;
    for (let at = 0; at < items.length; at++) {
      const item = items[at];
      if (item.kind === "group") {
        expectTable = false;
        if (isQuery(item)) this.scope(item.items, scope);
        else this.expression(item.items, scope, clause);
        continue;
      }
      if (item.kind === "word" && ["union", "intersect", "except"].includes(item.text)) {
        scope = { parent, refs: [] };
        clause = "";
        continue;
      }
      if (item.kind === "word" && KEYWORDS.has(item.text)) {
        const previous = items[at - 1];
        if (item.text === "from" && isWord(previous, "distinct")) continue;
        if (["from", "join", "into", "update", "using"].includes(item.text)) {
          // FOR [NO KEY] UPDATE locks and ON CONFLICT DO UPDATE name no table.
          expectTable = !(item.text === "update" && ["for", "do", "key"].some((word) => isWord(previous, word)));
          clause = item.text === "join" ? "from" : item.text;
        } else if (
          ["select", "where", "on", "set", "values", "returning", "group", "order", "having"].includes(item.text)
        )
          clause = item.text;
        continue;
      }
      if (item.kind === "word" && expectTable) {
        expectTable = false;
        if (items[at + 1]?.kind === "group" && clause !== "into") continue; // a function in FROM
        at = this.tableRef(items, at, scope, clause);
        continue;
      }
      if (isSymbol(item, ",") && clause === "from") {
        expectTable = true;
        continue;
      }
      if (isOwnerColumn(item) && !NOT_FILTERING.has(clause)) this.comparison(items, at, scope);
    }
  }

  /** Records the table named at `at` (and its alias, or an insert's column list); returns the last index used. */
  private tableRef(items: Item[], at: number, scope: Scope, clause: string): number {
    const table = (items[at] as Token).text.split(".").pop()!;
    const ref: TableRef = { table, name: table, scope };
    let next = at + 1;
    if (isWord(items[next], "as")) next++;
    const alias = items[next];
    if (isWord(alias) && !KEYWORDS.has(alias.text)) {
      ref.name = alias.text;
      next++;
    }
    if (clause === "into") {
      const columns = items[next];
      ref.insertedWithOwner = columns?.kind === "group" && columns.items.some((column) => isWord(column, "owner_id"));
    }
    scope.refs.push(ref);
    this.refs.push(ref);
    return next - 1;
  }

  /** A parenthesised expression: conditions in it belong to the enclosing scope and clause. */
  private expression(items: Item[], scope: Scope, clause: string): void {
    for (let at = 0; at < items.length; at++) {
      const item = items[at];
      if (item.kind === "group") {
        if (isQuery(item)) this.scope(item.items, scope);
        else this.expression(item.items, scope, clause);
      } else if (isOwnerColumn(item) && !NOT_FILTERING.has(clause)) this.comparison(items, at, scope);
    }
  }

  private comparison(items: Item[], at: number, scope: Scope): void {
    if (orBeside(items, at)) return;
    const column = (items[at] as Token).text;
    const after = items[at + 1];
    if (isSymbol(after, "=")) {
      if (isOwnerColumn(items[at + 2]))
        this.conditions.push({ column, scope, other: { column: (items[at + 2] as Token).text, scope } });
      else if (isPinnedValue(items, at + 2)) this.conditions.push({ column, scope, other: null });
    } else if (isWord(after, "in") && items[at + 2]?.kind === "group" && !isQuery(items[at + 2]))
      this.conditions.push({ column, scope, other: null });
    else if (isSymbol(items[at - 1], "=") && isPinnedValue(items, at - 2))
      this.conditions.push({ column, scope, other: null });
  }
}

/** Words that end one condition list: a clause, a CASE branch. */
const CONDITION_BOUNDS = new Set(
  "where on having from join select set group order limit returning using union intersect except values into when then else end".split(
    " ",
  ),
);

/**
 * Whether the condition at `at` is one branch of an OR at its own level (its clause, or its parentheses): then the
 * rows the other branch lets through are not constrained by it.
 */
function orBeside(items: Item[], at: number): boolean {
  const isBound = (item: Item) => item.kind === "word" && CONDITION_BOUNDS.has(item.text);
  for (let i = at - 1; i >= 0 && !isBound(items[i]); i--) if (isWord(items[i], "or")) return true;
  for (let i = at + 1; i < items.length && !isBound(items[i]); i++) if (isWord(items[i], "or")) return true;
  return false;
}

/** The table a column reference names: by qualifier through the enclosing scopes, or a scope's only tenant table. */
function resolve(column: string, scope: Scope): TableRef | undefined {
  const parts = column.split(".");
  for (let s: Scope | null = scope; s; s = s.parent) {
    const readers = s.refs.filter((ref) => ref.insertedWithOwner === undefined);
    if (parts.length === 1) {
      const tenants = readers.filter((ref) => TENANT.has(ref.table));
      if (tenants.length === 1) return tenants[0];
      if (readers.length > 0) return undefined;
    } else {
      const found = readers.find((ref) => ref.name === parts[parts.length - 2]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The tenant tables `statement` reads, changes or deletes without an owner_id condition, or inserts without owner_id. */
export function tenantTablesWithoutFilter(statement: string): string[] {
  const collector = new Collector();
  collector.scope(group(tokenize(statement)).items, null);

  const filtered = new Set<TableRef>();
  const links: [TableRef, TableRef][] = [];
  for (const condition of collector.conditions) {
    const ref = resolve(condition.column, condition.scope);
    if (!ref) continue;
    if (condition.other === null) filtered.add(ref);
    else {
      const other = resolve(condition.other.column, condition.other.scope);
      if (other) links.push([ref, other]);
    }
  }
  // owner_id = other.owner_id carries a filter from one table to the other, in both directions.
  for (let grew = true; grew;) {
    grew = false;
    for (const [a, b] of links) {
      if (filtered.has(a) !== filtered.has(b)) {
        filtered.add(a);
        filtered.add(b);
        grew = true;
      }
    }
  }

  const missing = collector.refs.filter(
    (ref) =>
      TENANT.has(ref.table) && (ref.insertedWithOwner === undefined ? !filtered.has(ref) : !ref.insertedWithOwner),
  );
  return [...new Set(missing.map((ref) => ref.table))];
}
