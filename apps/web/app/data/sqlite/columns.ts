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
