import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the e2e server listens. E2E_PORT lets two checkouts run their suites side by side; every spec
 * builds its URLs and cookies from ORIGIN, never from a literal port.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const ORIGIN = `http://localhost:${PORT}`;

/** The e2e server's data directory (database, files, the demo outbox), made fresh for every run. */
export const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../../../.cache/e2e-${PORT}`);
