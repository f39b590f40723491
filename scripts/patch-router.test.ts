import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { MARKER, patchRouterSource, routerFile } from "./patch-router.mjs";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route };
interface RouterModule {
  matchRoutes(routes: Route[], location: string, basename?: string): Match[] | null;
  matchPath(pattern: { path: string; caseSensitive?: boolean; end?: boolean }, pathname: string): unknown;
  createRouter(init: object): {
    initialize(): unknown;
    patchRoutes(id: string | null, children: Route[]): void;
    routes: Route[];
  };
  createMemoryHistory(options?: object): unknown;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const installed = fs.readFileSync(routerFile(root), "utf8");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-router-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The installed router with the patch applied (whether or not postinstall already did), loaded fresh. */
function patchedRouter(): RouterModule {
  const file = path.join(dir, `router-${Math.random().toString(36).slice(2)}.cjs`);
  fs.writeFileSync(file, patchRouterSource(installed));
  return createRequire(import.meta.url)(file) as RouterModule;
}

/** A route table shaped like the app's: index, static, dynamic, nested, optional and splat segments. */
function table(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        { id: "courses", path: "courses" },
        { id: "course", path: "course/:id" },
        {
          id: "instructor",
          path: "instructor/courses/:id",
          children: [
            { id: "instructor-index", index: true },
            { id: "lessons", path: "lessons" },
            { id: "lesson", path: "lessons/:lessonId" },
          ],
        },
        { id: "lang", path: ":lang?/about" },
        { id: "Case", path: "CaseOnly", caseSensitive: true },
        { id: "paymob", path: "paymob-sandbox/*" },
        { id: "splat", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/courses",
  "/courses/",
  "/course/abc",
  "/course/%D9%85%D8%B3%D8%A7%D8%B1",
  "/instructor/courses/7",
  "/instructor/courses/7/lessons",
  "/instructor/courses/7/lessons/9",
  "/about",
  "/en/about",
  "/CaseOnly",
  "/caseonly",
  "/paymob-sandbox/a/b",
  "/nowhere/at/all",
];

const shape = (matches: Match[] | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null;

describe("the route matching memo (decision 022)", () => {
  it("applies once, and refuses a router source it was not written for", () => {
    const once = patchRouterSource(installed);
    expect(once).toContain(MARKER);
    expect(patchRouterSource(once)).toBe(once);
    expect(() => patchRouterSource("function matchRoutesImpl() {}")).toThrow(/patch-router/);
  });

  it("is installed in the router the server loads (npm install runs scripts/patch-router.mjs)", () => {
    expect(installed).toContain(MARKER);
  });

  it("matches every path as a fresh ranking of the same table does, call after call", () => {
    const router = patchedRouter();
    const routes = table();
    for (const pathname of PATHS) {
      // A new table each time is never in the memo: that is the unmemoised computation.
      const expected = shape(router.matchRoutes(table(), pathname));
      expect(shape(router.matchRoutes(routes, pathname)), pathname).toEqual(expected);
      expect(shape(router.matchRoutes(routes, pathname)), pathname).toEqual(expected);
    }
    expect(shape(router.matchRoutes(routes, "/base/courses", "/base"))?.at(-1)?.id).toBe("courses");
    expect(router.matchPath({ path: "/CaseOnly", caseSensitive: true }, "/caseonly")).toBeNull();
    expect(router.matchPath({ path: "/CaseOnly" }, "/caseonly")).not.toBeNull();
    expect(router.matchPath({ path: "/course", end: false }, "/course/1")).not.toBeNull();
    expect(router.matchPath({ path: "/course", end: true }, "/course/1")).toBeNull();
  });

  it("ranks a route table once, not on every call", () => {
    const router = patchedRouter();
    let reads = 0;
    const counted = (route: Route): Route => {
      const copy = { ...route, children: route.children?.map(counted) };
      const { path: own } = route;
      Object.defineProperty(copy, "path", {
        enumerable: true,
        get: () => {
          reads++;
          return own;
        },
      });
      return copy;
    };
    const routes = table().map(counted);
    router.matchRoutes(routes, "/courses");
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    router.matchRoutes(routes, "/course/1");
    router.matchRoutes(routes, "/instructor/courses/7/lessons");
    expect(reads).toBe(0);
  });

  it("forgets the ranking when routes are patched in (lazy route discovery)", () => {
    const router = patchedRouter();
    const browserRouter = router.createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      history: router.createMemoryHistory(),
    });
    browserRouter.initialize();
    expect(router.matchRoutes(browserRouter.routes, "/late")).toBeNull();
    const before = browserRouter.routes;
    browserRouter.patchRoutes("root", [{ id: "late", path: "late" }]);
    // The children changed in place: the same top-level array must now match the new route.
    expect(shape(router.matchRoutes(before, "/late"))?.at(-1)?.id).toBe("late");
  });
});
