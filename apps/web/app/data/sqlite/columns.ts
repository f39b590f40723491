import type { Db } from "./context.server";
import type { z } from "zod";

/**
 * Reads a JSON text column through a schema: a value that does not parse or does not fit gives the
 * fallback, so one bad row never breaks a list.
 */
export function jsonColumn<T>(text: string | null, schema: z.ZodType<T>, fallback: T): T {
  const parsed = schema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : fallback;
}

/** A JSON text column's value, undefined when it is missing or not JSON. */
export function parseJson(text: string | null): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An optional instant stored as milliseconds. */
export const dateOrNull = (ms: number | null): Date | null => (ms == null ? null : new Date(ms));

/** SQLite has no booleans: 0 and 1. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * One page of a table's rows and the count of every match: `where` ("" or "WHERE …") and `orderBy`
 * ("ORDER BY …") are the caller's SQL, with named parameters from `params`; `@limit` and `@offset` are
 * added here.
 */
export function pagedRows<Row>(
  db: Db,
  query: {
    table: string;
    where: string;
    orderBy: string;
    params: Record<string, unknown>;
    limit: number;
    offset: number;
  },
): { rows: Row[]; total: number } {
  const { table, where, orderBy, params, limit, offset } = query;
  const total = db
    .prepare<Record<string, unknown>, { n: number }>(`SELECT COUNT(*) AS n FROM ${table} ${where}`)
    .get(params)!.n;
  const rows = db
    .prepare<Record<string, unknown>, Row>(`SELECT * FROM ${table} ${where} ${orderBy} LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit, offset });
  return { rows, total };
}
