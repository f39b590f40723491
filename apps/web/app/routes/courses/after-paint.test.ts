// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterPaint } from "./after-paint";

/** Frames by hand: each `paint()` runs the callbacks asked for before it, as a painted frame would. */
function fakeFrames() {
  let queued: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => queued.push(cb));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => {
    queued[id - 1] = () => undefined;
  });
  return () => {
    const now = queued;
    queued = [];
    now.forEach((cb) => cb(0));
  };
}

describe("useAfterPaint", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs only the last job of a frame, once, after that frame", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const paint = fakeFrames();
    const { result } = renderHook(() => useAfterPaint());
    const ran: string[] = [];
    result.current(() => ran.push("G"));
    result.current(() => ran.push("GE"));
    vi.runAllTimers();
    expect(ran).toEqual([]); // not before the frame
    paint();
    expect(ran).toEqual([]); // the task after it
    vi.runAllTimers();
    expect(ran).toEqual(["GE"]);
    result.current(() => ran.push("GEN"));
    paint();
    vi.runAllTimers();
    expect(ran).toEqual(["GE", "GEN"]);
  });

  it("drops a pending job when the page goes away", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const paint = fakeFrames();
    const { result, unmount } = renderHook(() => useAfterPaint());
    const job = vi.fn();
    result.current(job);
    paint();
    unmount();
    vi.runAllTimers();
    expect(job).not.toHaveBeenCalled();
  });
});
