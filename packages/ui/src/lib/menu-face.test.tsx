// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MenuFace } from "./menu-face";

function face() {
  const load = vi.fn(() => Promise.resolve());
  const onWant = vi.fn();
  render(
    <MenuFace load={load} onWant={onWant} aria-label="Account menu" className="rounded-full">
      M
    </MenuFace>,
  );
  return { load, onWant, button: screen.getByRole("button", { name: "Account menu" }) };
}

describe("MenuFace", () => {
  afterEach(cleanup);

  it("reads as Radix's closed trigger, with the caller's attributes", () => {
    const { button } = face();
    expect(button.getAttribute("type")).toBe("button");
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("data-state")).toBe("closed");
    expect(button.className).toBe("rounded-full");
  });

  it("fetches the menu on intent (pointer over it, pressed, focused) without asking to open", () => {
    const { load, onWant, button } = face();
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button);
    act(() => button.focus());
    expect(load).toHaveBeenCalledTimes(3);
    expect(onWant).not.toHaveBeenCalled();
  });

  it("a pointer click asks for the menu; Enter or Space (a click with no pointer) and ArrowDown ask from the keyboard", () => {
    const { onWant, button } = face();
    fireEvent.click(button, { detail: 1 });
    expect(onWant).toHaveBeenLastCalledWith({ keyboard: false });
    fireEvent.click(button, { detail: 0 });
    expect(onWant).toHaveBeenLastCalledWith({ keyboard: true });
    fireEvent.keyDown(button, { key: "ArrowDown" });
    expect(onWant).toHaveBeenLastCalledWith({ keyboard: true });
    fireEvent.keyDown(button, { key: "ArrowUp" });
    expect(onWant).toHaveBeenCalledTimes(3);
  });
});
