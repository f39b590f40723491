import type { ReporterDescription } from "@playwright/test";

export function playwrightReporters(name: string, others?: ReporterDescription[]): ReporterDescription[];
export function vitestReporters(): (string | [string, { outputFile: string }])[];
export interface TestTime {
  file: string;
  title: string;
  ms: number;
  retried?: boolean;
}
export function testsOf(json: unknown, root: string): TestTime[];
export function slowest(
  dir: string,
  root: string,
  count?: number,
): { files: { file: string; ms: number }[]; tests: TestTime[]; retried: TestTime[] };
export function printSlowest(times: ReturnType<typeof slowest>, log?: (line: string) => void): void;
