import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { NotificationBell, type BellNotification } from "./notification-bell";

const now = new Date("2026-03-15T12:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const items: BellNotification[] = [
  {
    id: "n1",
    title: "درس جديد في الجبر الخطي",
    body: "أضاف د. ليلى إبراهيم درس «القيم الذاتية».",
    read: false,
    createdAt: ago(5),
    data: { courseId: "linear-algebra" },
  },
  {
    id: "n2",
    title: "Payment confirmed",
    body: "Your transfer for Operating Systems was approved.",
    read: false,
    createdAt: ago(3 * 60),
    data: {},
  },
  {
    id: "n3",
    title: "تذكير بموعد التسليم",
    body: "موعد تسليم المشروع غدًا.",
    read: true,
    createdAt: ago(26 * 60),
    data: {},
  },
  { id: "n4", title: "Older", body: "Not shown in the dropdown", read: true, createdAt: ago(10 * 24 * 60), data: {} },
];

const meta = {
  title: "Product/NotificationBell",
  component: NotificationBell,
  args: {
    notifications: items,
    now,
    viewAllHref: "/notifications",
    onMarkAllRead: fn(),
    onMarkRead: fn(),
    onDelete: fn(),
    onOpenCourse: fn(),
  },
  parameters: { layout: "centered" },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, minWidth: 360, display: "flex", justifyContent: "center" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=notification-badge]")!.getAttribute("data-count")).toMatch(
      /^(2|٢)$/,
    );
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await expect(await screen.findByText(/لا توجد إشعارات|No notifications/)).toBeVisible();
  },
};

export const BadgeCapped: Story = {
  args: { notifications: items, unreadCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=notification-badge]")!.getAttribute("data-count")).toMatch(
      /^(9|٩)\+$/,
    );
  },
};

export const Open: Story = {
  args: { open: true, notifications: items.map((n) => ({ ...n, read: true })) },
  play: async () => {
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getAllByRole("group")).toHaveLength(3);
    await expect(within(menu).queryByText("Older")).toBeNull();
    await expect(
      within(menu).getByRole("menuitem", { name: /عرض كل الإشعارات|View All Notifications/ }),
    ).toHaveAttribute("href", "/notifications");
  },
};

export const AutoMarksReadAfterOpening: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await screen.findByRole("menu");
    await waitFor(() => expect(args.onMarkAllRead).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

export const ClickOpensCourse: Story = {
  args: { notifications: items.map((n) => ({ ...n, read: n.id !== "n1" })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    const menu = await screen.findByRole("menu");
    await userEvent.click(within(menu).getByText("درس جديد في الجبر الخطي"));
    await expect(args.onMarkRead).toHaveBeenCalledWith("n1");
    await expect(args.onOpenCourse).toHaveBeenCalledWith("linear-algebra");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};

export const DeleteAndKeyboard: Story = {
  args: { notifications: items.map((n) => ({ ...n, read: true })) },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await userEvent.click(within(menu).getAllByRole("menuitem", { name: /حذف الإشعار|Delete notification/ })[0]!);
    await expect(args.onDelete).toHaveBeenCalledWith("n1");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  },
};
