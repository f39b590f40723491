// Rendered as a server would (no DOM): what a page shows before its scripts run.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AvatarMenu } from "./avatar-menu";
import { CatalogueFilters, EMPTY_FILTERS } from "./catalogue-filters";
import { LocaleProvider } from "./locale-provider";
import { NotificationBell } from "./notification-bell";

const en = (node: React.ReactNode) => renderToString(<LocaleProvider locale="en">{node}</LocaleProvider>);
const item = { id: "n1", title: "T", body: "B", read: true, createdAt: new Date("2026-03-15T12:00:00Z") };

describe("the kit's links before scripts run", () => {
  it("the bell is a link to the list page, or a plain button without one", () => {
    const linked = en(<NotificationBell notifications={[item]} viewAllHref="/inbox" />);
    expect(linked).toMatch(/<a[^>]*href="\/inbox"[^>]*data-slot="notification-bell"/);
    const bare = en(<NotificationBell notifications={[item]} />);
    expect(bare).not.toContain("href=");
    expect(bare).toMatch(/<button[^>]*data-slot="notification-bell"/);
  });

  it("the avatar is a link to the app's profile page", () => {
    expect(en(<AvatarMenu profileHref="/me" />)).toMatch(/<a[^>]*href="\/me"[^>]*data-slot="avatar-menu"/);
  });

  it("the filters submit to the current page and Reset clears the query unless the app names its catalogue", () => {
    const here = en(<CatalogueFilters value={EMPTY_FILTERS} />);
    expect(here).not.toMatch(/<form[^>]*action=/);
    expect(here).toMatch(/href="\?"[^>]*data-slot="catalogue-filters-reset"/);
    const named = en(<CatalogueFilters value={EMPTY_FILTERS} action="/catalogue" />);
    expect(named).toMatch(/<form[^>]*action="\/catalogue"/);
    expect(named).toMatch(/href="\/catalogue"[^>]*data-slot="catalogue-filters-reset"/);
  });
});
