import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AvatarMenu } from "./avatar-menu";
import { demoHeader } from "../stories/demo-site";
import { Header, type HeaderProps } from "./header";
import { LanguageToggle } from "./language-toggle";
import { useLocale } from "./locale-provider";
import { NotificationBell } from "./notification-bell";

const now = new Date("2026-03-15T12:00:00Z");

/** The kit's Header filled with an example app's brand and links in the story's language. */
function DemoHeader(args: HeaderProps) {
  const { locale } = useLocale();
  return <Header {...args} {...demoHeader(locale, args.pathname ?? "/")} />;
}

const meta = {
  title: "Product/Header",
  component: Header,
  args: {
    pathname: "/courses",
    onSearch: fn(),
    languageToggle: <LanguageToggle type="button" />,
    // Replaced by the example app's content in the story's language (see DemoHeader).
    brand: null,
    brandLabel: "",
    navItems: [],
    loginHref: "/login",
    signUpHref: "/login?mode=signup",
    searchHref: "/search",
  },
  render: (args) => <DemoHeader {...args} />,
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
        viewAllHref="/notifications"
        notifications={[{ id: "1", title: "درس جديد", body: "", read: false, createdAt: now }]}
      />
    ),
    accountMenu: <AvatarMenu displayName="مريم حسن" email="student@masar.local" profileHref="/profile" />,
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
