import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { AvatarMenu } from "./avatar-menu";

const meta = {
  title: "Product/AvatarMenu",
  component: AvatarMenu,
  args: {
    displayName: "مريم حسن",
    email: "student@masar.local",
    profileHref: "/profile",
    myCoursesHref: "/my-learning",
    onLogout: fn(),
  },
  parameters: { layout: "centered" },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 300, minWidth: 320, display: "flex", justifyContent: "center" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvatarMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("م")).toBeVisible();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    // Directional icons are mirrored in RTL: the logout arrow points to the start edge.
    const menu = await screen.findByRole("menu");
    const icon = within(menu)
      .getByRole("menuitem", { name: /تسجيل الخروج|Logout/ })
      .querySelector("svg")!;
    const rtl = document.documentElement.dir === "rtl";
    await expect(getComputedStyle(icon).rotate).toBe(rtl ? "180deg" : "none");
  },
};

export const Fallbacks: Story = {
  args: { displayName: null, email: null, open: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("U")).toBeVisible();
    const menu = await screen.findByRole("menu");
    await expect(menu.textContent).toMatch(/مستخدم|User/);
    await expect(menu.textContent).toMatch(/بريد إلكتروني غير معروف|Unknown email/);
  },
};

export const KeyboardAndLogout: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole("button").focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((i) => i.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/الملف الشخصي|Profile/),
        expect.stringMatching(/دوراتي|My Courses/),
      ]),
    );
    await expect(within(menu).getByRole("menuitem", { name: /دوراتي|My Courses/ })).toHaveAttribute(
      "href",
      "/my-learning",
    );
    // Arrow keys move through the items in both directions.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/تسجيل الخروج|Logout/));
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
