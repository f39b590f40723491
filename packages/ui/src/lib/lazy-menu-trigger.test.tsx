// @vitest-environment jsdom
import * as React from "react";
import { renderToString } from "react-dom/server";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyMenuTrigger, type LazyMenuTriggerProps } from "./lazy-menu-trigger";

/** A menu chunk the test resolves by hand: until then the trigger waits in Suspense. */
function chunk() {
  let resolve!: () => void;
  const loaded = new Promise<void>((r) => (resolve = r));
  const Menu = React.lazy(async () => {
    await loaded;
    return { default: ({ keyboard }: { keyboard: boolean }) => <div role="menu" data-keyboard={String(keyboard)} /> };
  });
  return { Menu, resolve };
}

function trigger(props: Partial<LazyMenuTriggerProps> = {}) {
  const { Menu, resolve } = chunk();
  const load = vi.fn(() => Promise.resolve());
  const onOpenChange = vi.fn();
  const element = (
    <LazyMenuTrigger
      slot="account"
      label="Account menu"
      triggerClass="rounded-full"
      face={<span>M</span>}
      load={load}
      onOpenChange={onOpenChange}
      menu={({ keyboard }) => <Menu keyboard={keyboard} />}
      {...props}
    />
  );
  return { element, resolve, load, onOpenChange };
}

describe("LazyMenuTrigger", () => {
  afterEach(cleanup);

  it("before scripts run it is a link to the fallback page, or the face without one", () => {
    const linked = renderToString(trigger({ fallbackHref: "/me" }).element);
    expect(linked).toMatch(/<a[^>]*href="\/me"[^>]*data-slot="account"[^>]*aria-label="Account menu"/);
    expect(linked).toContain("<span>M</span>");
    const bare = renderToString(trigger().element);
    expect(bare).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*data-slot="account"/);
    // A controlled menu (stories, tests) is rendered open, not replaced by the link.
    expect(renderToString(trigger({ fallbackHref: "/me", open: true }).element)).not.toContain("href=");
  });

  it("after hydration the face fetches on intent and keeps its place until the menu's chunk is here", async () => {
    const { element, resolve, load, onOpenChange } = trigger({ fallbackHref: "/me" });
    render(element);
    const face = screen.getByRole("button", { name: "Account menu" });
    fireEvent.pointerEnter(face);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(face, { detail: 1 });
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole("button", { name: "Account menu" })).toBe(face);
    expect(screen.queryByRole("menu")).toBeNull();
    await act(async () => resolve());
    expect(screen.getByRole("menu").dataset.keyboard).toBe("false");
    expect(screen.queryByRole("button", { name: "Account menu" })).toBeNull();
  });

  it("tells the menu that a keyboard asked for it", async () => {
    const { element, resolve } = trigger();
    render(element);
    fireEvent.keyDown(screen.getByRole("button", { name: "Account menu" }), { key: "ArrowDown" });
    await act(async () => resolve());
    expect(screen.getByRole("menu").dataset.keyboard).toBe("true");
  });

  it("a controlled open renders the menu without a wish", async () => {
    const { element, resolve, onOpenChange } = trigger({ open: true });
    render(element);
    await act(async () => resolve());
    expect(screen.getByRole("menu").dataset.keyboard).toBe("false");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
