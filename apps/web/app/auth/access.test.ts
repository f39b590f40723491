import { describe, expect, it } from "vitest";
import { ROUTE_ACCESS, UPCOMING_SCREENS } from "./access";

describe("upcoming screens", () => {
  it("every upcoming screen is a guarded route of the table", () => {
    for (const s of UPCOMING_SCREENS) expect(ROUTE_ACCESS[s.path]).not.toBe("public");
  });
});
