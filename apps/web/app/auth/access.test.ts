import { matchPath } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { ROUTE_ACCESS, UPCOMING_SCREENS } from "./access";

describe("upcoming screens", () => {
  it("every upcoming screen is a guarded route of the table", () => {
    for (const s of UPCOMING_SCREENS) expect(ROUTE_ACCESS[s.path]).not.toBe("public");
  });
  // screens/upcoming.tsx picks the first screen whose pattern matches the request's path.
  it.each([["/admin-statistics/", "/admin-statistics"]])(
    "%s is served as the screen %s and no other",
    (path, pattern) => {
      expect(UPCOMING_SCREENS.filter((s) => matchPath(s.path, path)).map((s) => s.path)).toEqual([pattern]);
    },
  );
});
