// @vitest-environment jsdom
import { act, createElement, createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../components/button";
import { CardTitle } from "../components/card";
import { Slot } from "./slot";

// `asChild` without Radix Slot (decision 029): the same merging rules Radix Slot 1.5 applies.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("Slot", () => {
  it("renders the child with the component's attributes; the child's win, classes and styles merge", () => {
    const html = renderToStaticMarkup(
      createElement(
        Slot,
        {
          id: "slot",
          title: "slot",
          className: "a b",
          style: { color: "red", margin: 0 },
          "aria-describedby": "x y",
        } as object,
        createElement(
          "a",
          { href: "/p", title: "child", className: "c", style: { color: "blue" }, "aria-describedby": "y z" },
          "Go",
        ),
      ),
    );
    expect(html).toBe(
      // Radix Slot 1.5 writes exactly this, attribute order included (checked side by side).
      '<a href="/p" title="child" class="a b c" style="color:blue;margin:0" aria-describedby="y z x" id="slot">Go</a>',
    );
  });

  it("keeps the kit's asChild markup: a link styled as a button, a heading as the card title", () => {
    expect(
      renderToStaticMarkup(
        createElement(Button, { asChild: true, variant: "ghost" }, createElement("a", { href: "/x" }, "X")),
      ),
    ).toMatch(
      /^<a href="\/x" data-slot="button" data-variant="ghost" data-size="md" class="[^"]*hover:bg-muted[^"]*">X<\/a>$/,
    );
    expect(renderToStaticMarkup(createElement(CardTitle, { asChild: true }, createElement("h2", null, "T")))).toBe(
      '<h2 data-slot="card-title" class="text-lg font-bold leading-snug">T</h2>',
    );
  });

  it("runs both handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const outer = createRef<HTMLElement>();
    const inner = createRef<HTMLButtonElement>();
    const host = document.createElement("div");
    const root = createRoot(host);
    act(() =>
      root.render(
        createElement(
          Slot,
          { ref: outer, onClick: () => calls.push("slot") } as object,
          createElement("button", { ref: inner, onClick: () => calls.push("child") }, "B"),
        ),
      ),
    );
    act(() => host.querySelector("button")!.click());
    expect(calls).toEqual(["child", "slot"]);
    expect(outer.current).toBe(host.querySelector("button"));
    expect(inner.current).toBe(host.querySelector("button"));
    act(() => root.unmount());
  });

  it("passes its handler to a child without one, and renders nothing but a lone element", () => {
    const onClick = vi.fn();
    const html = renderToStaticMarkup(createElement(Slot, { onClick } as object, "text"));
    expect(html).toBe("text");
    expect(() => renderToStaticMarkup(createElement(Slot, null, createElement("i"), createElement("b")))).toThrow();
  });
});
