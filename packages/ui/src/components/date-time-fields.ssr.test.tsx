// Rendered as a server would (no DOM): the date and time fields before the page's scripts run.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DateField } from "./date-field";
import { LocaleProvider } from "./locale-provider";
import { TimeField } from "./time-field";

const ar = (node: React.ReactNode) => renderToString(<LocaleProvider locale="ar">{node}</LocaleProvider>);

describe("the date and time fields without scripts", () => {
  it("are the native inputs under the field's name, with its value, bounds and description", () => {
    const date = ar(
      <DateField id="d" name="examDate" defaultValue="2026-03-15" min="2026-03-01" aria-describedby="d-hint" />,
    );
    expect(date).toMatch(/<input[^>]*type="date"[^>]*name="examDate"/);
    expect(date).toContain('value="2026-03-15"');
    expect(date).toContain('min="2026-03-01"');
    expect(date).toContain('aria-describedby="d-hint"');
    expect(date).not.toContain('type="hidden"');
    const time = ar(<TimeField id="t" name="time" defaultValue="22:30" />);
    expect(time).toMatch(/<input[^>]*type="time"[^>]*name="time"/);
    expect(time).toContain('value="22:30"');
  });

  it("drop a value that is not an ISO date or time", () => {
    expect(ar(<DateField id="d" name="d" defaultValue="15/03/2026" />)).toContain('value=""');
    expect(ar(<TimeField id="t" name="t" defaultValue="10 PM" />)).toContain('value=""');
  });
});
