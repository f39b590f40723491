// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "./locale-provider";
import { NotificationBell } from "./notification-bell";

const now = new Date("2026-03-15T12:00:00Z");
const unread = [{ id: "n1", title: "T", body: "B", read: false, createdAt: now }];

/** Renders the bell open and waits for its menu, a chunk of its own that holds the timer. */
async function openBell(props: Partial<React.ComponentProps<typeof NotificationBell>>) {
  await import("./notification-bell-menu");
  const onMarkAllRead = vi.fn();
  const view = render(
    <LocaleProvider locale="en">
      <NotificationBell notifications={unread} now={now} onMarkAllRead={onMarkAllRead} open {...props} />
    </LocaleProvider>,
  );
  await act(async () => {});
  expect(document.querySelector("[data-slot=notification-menu]")).not.toBeNull();
  return { onMarkAllRead, view };
}

describe("NotificationBell auto mark-read (fake timers)", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("asks to mark all read 500 ms after opening with unread ones, not before", async () => {
    vi.useFakeTimers();
    const { onMarkAllRead } = await openBell({});
    act(() => vi.advanceTimersByTime(499));
    expect(onMarkAllRead).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it("does nothing when everything is read", async () => {
    vi.useFakeTimers();
    const { onMarkAllRead } = await openBell({ notifications: [{ ...unread[0]!, read: true }] });
    act(() => vi.advanceTimersByTime(2000));
    expect(onMarkAllRead).not.toHaveBeenCalled();
  });

  it("does nothing when closed before 500 ms", async () => {
    vi.useFakeTimers();
    const { onMarkAllRead, view } = await openBell({});
    act(() => vi.advanceTimersByTime(200));
    view.rerender(
      <LocaleProvider locale="en">
        <NotificationBell notifications={unread} now={now} onMarkAllRead={onMarkAllRead} open={false} />
      </LocaleProvider>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onMarkAllRead).not.toHaveBeenCalled();
  });
});
