import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AvatarMenu } from "./avatar-menu";
import { demoHeader } from "../stories/demo-site";
import { Header, type HeaderProps } from "./header";
import { LanguageToggle } from "./language-toggle";
import { useLocale } from "./locale-provider";
import { NotificationBell } from "./notification-bell";
import { componentDocs } from "../stories/component-docs";

const now = new Date("2026-03-15T12:00:00Z");

/** The kit's Header filled with an example app's brand and links in the story's language. */
function DemoHeader(args: HeaderProps) {
  const { locale } = useLocale();
  return <Header {...args} {...demoHeader(locale, args.pathname ?? "/")} />;
}

const docs = componentDocs({
  summary:
    "A site header: logo, main navigation (a sheet on small screens), quick search, the language toggle, then either Login and Create account or the bell and the avatar menu. It knows no routes: the brand, links and hrefs are props.",
  usage: `
import { Header } from "@masar/ui/header";

<Header
  brand={<><Logo aria-hidden="true" /><span aria-hidden="true">{t("appName")}</span></>}
  brandLabel={t("appNameHome")}
  navItems={[
    { href: "/", label: t("home"), current: path === "/" },
    { href: "/catalogue", label: t("courses"), current: path.startsWith("/catalogue") },
  ]}
  pathname={path}
  loginHref="/sign-in"
  signUpHref="/sign-up"
  searchHref="/search"
  onSearch={(q) => navigate(\`/search?q=\${encodeURIComponent(q)}\`)}
  signedIn={Boolean(user)}
  bell={user && <NotificationBell notifications={items} viewAllHref="/inbox" />}
  accountMenu={user && <AvatarMenu displayName={user.name} email={user.email} profileHref="/account" />}
  languageToggle={<form method="post" action="/language"><LanguageToggle /></form>}
/>`,
  rtl: [
    "The logo is at the right edge in Arabic and the account controls at the left; the phone menu slides in from the start edge (the right in Arabic).",
    "The search field's icon and padding are logical (`start`, `ps-*`), so the text starts next to it in both directions.",
  ],
  do: [
    'Mark the section the user is in with `current` (it sets `aria-current="page"`).',
    'Hide the brand\'s text from screen readers and name the logo link with `brandLabel` (for example "Faculty portal, home").',
  ],
  dont: [
    "Don't put more than four or five items in `navItems`: they must fit one row from 1024 px.",
    "Don't pass `bell` and `accountMenu` for visitors: set `signedIn` and they replace Login and Create account.",
  ],
});

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
  parameters: { docs, layout: "fullscreen" },
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

/** A search's results page: the box holds what was searched, ready to refine. */
export const ShowsTheCurrentSearch: Story = {
  args: { searchQuery: "الجبر الخطي" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox")).toHaveValue("الجبر الخطي");
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
