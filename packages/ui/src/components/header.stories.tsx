import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AvatarMenu } from "./avatar-menu";
import { Header } from "./header";
import { LanguageToggle } from "./language-toggle";
import { NotificationBell } from "./notification-bell";

const now = new Date("2026-03-15T12:00:00Z");

const meta = {
  title: "Product/Header",
  component: Header,
  args: { pathname: "/courses", onSearch: fn(), languageToggle: <LanguageToggle type="button" /> },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /تسجيل الدخول|Login/ })).toHaveAttribute("href", "/login");
    const nav = canvas.getAllByRole("navigation")[0]!;
    await expect(within(nav).getByRole("link", { name: /الدورات|Courses/ })).toHaveAttribute("aria-current", "page");
  },
};

export const SignedIn: Story = {
  args: {
    pathname: "/",
    signedIn: true,
    bell: (
      <NotificationBell
        now={now}
        notifications={[{ id: "1", title: "درس جديد", body: "", read: false, createdAt: now }]}
      />
    ),
    accountMenu: <AvatarMenu displayName="مريم حسن" email="student@masar.local" />,
  },
};

export const SearchSubmitsTrimmedTextAndClears: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("searchbox");
    await userEvent.type(box, "   {enter}");
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, "  الجبر الخطي  {enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("الجبر الخطي");
    await expect(box).toHaveValue("");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
};
