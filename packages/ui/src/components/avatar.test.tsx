// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Avatar } from "./avatar";

// The avatar without Radix (decision 029) keeps Radix Avatar's markup: a span with the fallback until the
// image has loaded (so the server and a failed image show the initial), then the image alone.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom loads no images: a stand-in that loads (with pixels) or fails when told. */
class FakeImage extends EventTarget {
  static last: FakeImage | null = null;
  complete = false;
  naturalWidth = 0;
  src = "";
  constructor() {
    super();
    FakeImage.last = this;
  }
  settle(ok: boolean) {
    this.complete = true;
    this.naturalWidth = ok ? 64 : 0;
    this.dispatchEvent(new Event(ok ? "load" : "error"));
  }
}

afterEach(() => vi.unstubAllGlobals());

const FALLBACK =
  '<span data-slot="avatar-fallback" class="flex size-full items-center justify-center bg-primary font-bold text-primary-foreground">م</span>';

describe("Avatar", () => {
  it("renders Radix Avatar's server markup: the root span and the fallback, no image yet", () => {
    expect(renderToStaticMarkup(createElement(Avatar, { size: "sm", src: "/me.png", fallback: "م" }))).toBe(
      `<span data-slot="avatar" data-size="sm" class="relative flex shrink-0 overflow-hidden rounded-full size-8 text-sm">${FALLBACK}</span>`,
    );
  });

  it("shows the image once it has loaded, and keeps the fallback when it fails", () => {
    vi.stubGlobal("Image", FakeImage);
    for (const ok of [true, false]) {
      const host = document.createElement("div");
      const root = createRoot(host);
      act(() => root.render(createElement(Avatar, { src: "/me.png", alt: "Me", fallback: "م" })));
      expect(host.querySelector('[data-slot="avatar-fallback"]')).not.toBeNull();
      expect(FakeImage.last?.src).toBe("/me.png");
      act(() => FakeImage.last!.settle(ok));
      const img = host.querySelector("img");
      if (ok) {
        expect(img?.outerHTML).toBe(
          '<img data-slot="avatar-image" class="size-full object-cover" src="/me.png" alt="Me">',
        );
        expect(host.querySelector('[data-slot="avatar-fallback"]')).toBeNull();
      } else {
        expect(img).toBeNull();
        expect(host.querySelector('[data-slot="avatar-fallback"]')?.outerHTML).toBe(FALLBACK);
      }
      act(() => root.unmount());
    }
  });
});
