/**
 * The Range header of a request for a file of `size` bytes (RFC 9110 §14). One range is served; a
 * header in another unit, or with several ranges, is ignored (the whole file, 200) as the RFC allows;
 * a bytes range that is malformed or starts past the end is unsatisfiable (416).
 */
export type RangeRequest = { kind: "whole" } | { kind: "partial"; start: number; end: number } | { kind: "invalid" };

export function parseRange(header: string | null, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: "whole" };
  const specs = match[1]!.split(",");
  if (specs.length > 1) return { kind: "whole" };
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]!);
  if (!spec || (spec[1] === "" && spec[2] === "")) return { kind: "invalid" };
  if (spec[1] === "") {
    // A suffix: the last N bytes.
    const length = Number(spec[2]);
    if (length === 0 || size === 0) return { kind: "invalid" };
    return { kind: "partial", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === "" ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return { kind: "invalid" };
  return { kind: "partial", start, end };
}
