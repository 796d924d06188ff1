import type { CompiledQuery, Compilable, Kysely, QueryResult } from "kysely";

// Kysely builds and compiles a query anew on every call: an operation tree, frozen at each step,
// then a visitor that writes the SQL. For the few queries every chat turn runs, that cost as much
// as running them. A prepared query is built once per database kind and parameter names, with
// marker values where the parameters go; each call then only puts its values in place of the
// markers and runs the same SQL text (which SQLite's statement cache and PostgreSQL both reuse).
// docs/decisions/012-session-lookup-and-prepared-turn-queries.md.

const MARKER = "\u0000prepared-parameter:";

interface Template {
  sql: string;
  /** Where each compiled parameter comes from: a parameter's name, or a constant the query builder put there. */
  slots: Array<{ name: string } | { value: unknown }>;
  query: CompiledQuery["query"];
  queryId: CompiledQuery["queryId"];
}

/**
 * A query whose SQL is compiled once (per database kind and set of parameter names) and run with
 * new values. `build` must use each parameter only as a value (`where(col, "=", p.x)`, `values(p)`),
 * never to decide the query's shape: the first call's shape is reused for every later one.
 */
export function preparedQuery<DB, P extends Record<string, unknown>, R>(build: (db: Kysely<DB>, params: P) => Compilable<R>) {
  const templates = new WeakMap<object, Map<string, Template>>();

  function compile(db: Kysely<DB>, names: string[]): Template {
    const markers = Object.fromEntries(names.map((name) => [name, MARKER + name])) as P;
    const compiled = build(db, markers).compile();
    if (compiled.sql.includes(MARKER)) throw new Error("preparedQuery: a parameter ended up in the SQL text instead of a parameter");
    const slots = compiled.parameters.map((value) =>
      typeof value === "string" && value.startsWith(MARKER) ? { name: value.slice(MARKER.length) } : { value },
    );
    const used = new Set(slots.flatMap((s) => ("name" in s ? [s.name] : [])));
    const unused = names.filter((n) => !used.has(n));
    if (unused.length > 0) throw new Error(`preparedQuery: parameters not used as values: ${unused.join(", ")}`);
    return { sql: compiled.sql, slots, query: compiled.query, queryId: compiled.queryId };
  }

  return async (db: Kysely<DB>, params: P): Promise<QueryResult<R>> => {
    // Kysely leaves out insert columns whose value is undefined: so does the template.
    const names = Object.keys(params).filter((name) => params[name] !== undefined);
    // Keyed by the adapter, which a database and its transactions share: one SQL text per dialect.
    const adapter = db.getExecutor().adapter;
    let byNames = templates.get(adapter);
    if (!byNames) templates.set(adapter, (byNames = new Map()));
    const key = names.join(",");
    let template = byNames.get(key);
    if (!template) byNames.set(key, (template = compile(db, names)));
    const parameters = template.slots.map((slot) => ("name" in slot ? params[slot.name] : slot.value));
    // The first compile's query node and id: a Kysely plugin (none today) sees every run as that query.
    return db.executeQuery<R>({ sql: template.sql, parameters, query: template.query, queryId: template.queryId } as CompiledQuery<R>);
  };
}
