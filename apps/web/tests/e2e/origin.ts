/**
 * Where the e2e server listens. E2E_PORT lets two checkouts run their suites side by side; every spec
 * builds its URLs and cookies from ORIGIN, never from a literal port.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const ORIGIN = `http://localhost:${PORT}`;
