import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { AvatarMenu } from "./avatar-menu";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "The signed-in user's menu: photo or initial, name and e-mail, Profile, My Courses, the app's role links and Logout. Before scripts run, the avatar is a plain link to `profileHref`.",
  usage: `
import { AvatarMenu } from "@masar/ui/avatar-menu";

<AvatarMenu
  displayName={user.name}
  email={user.email}
  photoURL={user.photo}
  profileHref="/account"
  myCoursesHref="/my-courses"
  roleLinks={[{ href: "/admin", label: t("administration"), icon: <Shield aria-hidden="true" /> }]}
  onLogout={() => logout()}
/>`,
  rtl: [
    "The menu opens under the avatar, aligned to the end edge: towards the left in Arabic, the right in English (Radix gets the direction from `LocaleProvider`).",
    "The Logout arrow is mirrored; the arrow keys move through the items the same way in both directions.",
    "The e-mail is always laid out left to right, and the name is isolated (`<bdi>`), so a Latin name in an Arabic menu keeps its order.",
  ],
  do: [
    "Pass your app's pages: `profileHref` is required; My Courses appears only with `myCoursesHref`.",
    "Give role links (Administration, Teaching) already translated, each with an icon marked `aria-hidden`.",
  ],
  dont: [
    "Don't render it for visitors: the Header shows Login and Create account when `signedIn` is false.",
    "Don't rename Profile or Logout in place: override the `profile` or `logout` label through `LocaleProvider`.",
  ],
});

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
  parameters: { docs, layout: "centered" },
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
