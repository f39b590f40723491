// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { AvatarMenu } from "./avatar-menu";
import { CatalogueEmpty } from "./catalogue-filters";
import { LocaleProvider } from "./locale-provider";
import { NotificationBell } from "./notification-bell";

// The kit is installed by other apps (decision 018): every page it links to is the app's, given as a prop.
afterEach(cleanup);
// The menus are chunks of their own (decision 023). Loaded once before the tests, so what is checked is
// the links: on a busy machine the first load and transform of a chunk took longer than findBy's 1 s.
beforeAll(async () => {
  await Promise.all([import("./notification-bell-menu"), import("./avatar-menu-content")]);
});

const en = (node: React.ReactNode) => <LocaleProvider locale="en">{node}</LocaleProvider>;
const now = new Date("2026-03-15T12:00:00Z");
const item = { id: "n1", title: "T", body: "B", read: true, createdAt: now };

describe("links the app passes, and none it does not", () => {
  // The menus are chunks of their own (decision 023): an open menu appears once its chunk is in.
  it("the bell links to the app's list page only when given one", async () => {
    render(en(<NotificationBell notifications={[item]} now={now} open />));
    await screen.findByRole("menu");
    expect(screen.queryByRole("menuitem", { name: "View All Notifications" })).toBeNull();
    cleanup();
    render(en(<NotificationBell notifications={[item]} now={now} open viewAllHref="/inbox" />));
    const viewAll = await screen.findByRole("menuitem", { name: "View All Notifications" });
    expect(viewAll.getAttribute("href")).toBe("/inbox");
  });

  it("the avatar menu shows My Courses only with the app's page for it", async () => {
    render(en(<AvatarMenu displayName="Mariam" profileHref="/me" open />));
    expect((await screen.findByRole("menuitem", { name: "Profile" })).getAttribute("href")).toBe("/me");
    expect(screen.queryByRole("menuitem", { name: "My Courses" })).toBeNull();
    cleanup();
    render(en(<AvatarMenu displayName="Mariam" profileHref="/me" myCoursesHref="/mine" open />));
    expect((await screen.findByRole("menuitem", { name: "My Courses" })).getAttribute("href")).toBe("/mine");
  });

  it("the empty catalogue offers a link with the app's href, a button without", () => {
    render(en(<CatalogueEmpty onShowAll={() => {}} />));
    expect(screen.getByRole("button", { name: "Show All Courses" })).toBeTruthy();
    cleanup();
    render(en(<CatalogueEmpty href="/catalogue" />));
    expect(screen.getByRole("link", { name: "Show All Courses" }).getAttribute("href")).toBe("/catalogue");
  });

  it("no component source names an app route (a path literal other than the site root)", () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const offenders = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".tsx") && !/\.(stories|test)\.tsx$/.test(f))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(dir, f), "utf8")
          .split("\n")
          .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
          .filter(({ line }) => /["'`]\/[\w-]/.test(line)),
      )
      .map(({ where, line }) => `${where} ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
