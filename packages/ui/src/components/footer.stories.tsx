import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { demoFooter } from "../stories/demo-site";
import { Footer } from "./footer";
import { useLocale } from "./locale-provider";
import { componentDocs } from "../stories/component-docs";

function DemoFooter() {
  const { locale } = useLocale();
  return <Footer {...demoFooter(locale)} />;
}

const docs = componentDocs({
  summary:
    "A site footer: the app's brand and tagline, a row of links and a copyright line. Every text comes from the app; the kit adds only the link list's accessible name.",
  usage: `
import { Footer } from "@masar/ui/footer";

const year = new Intl.NumberFormat(locale, { useGrouping: false }).format(2025);

<Footer
  brand={<><Logo aria-hidden="true" /> {t("appName")}</>}
  tagline={t("tagline")}
  links={[
    { href: "/about", label: t("about") },
    { href: "/privacy", label: t("privacy") },
  ]}
  copyright={t("copyright", { year })}
/>`,
  rtl: [
    "The brand is at the right edge in Arabic and the links flow right to left, wrapping on phones.",
    "Format the year with `Intl` so it has Arabic-Indic digits in Arabic (٢٠٢٥).",
  ],
  do: [
    "Give the labels already translated; their order is the reading order in both languages.",
    "Build the copyright line from one message with a `{year}` placeholder, so each language orders its own words.",
  ],
  dont: [
    "Don't concatenate translated fragments (`© ` + year + name): Arabic word order differs.",
    "Don't repeat the header's main navigation here: keep the footer to secondary pages.",
  ],
});

const meta = {
  title: "Product/Footer",
  component: Footer,
  parameters: { docs, layout: "fullscreen" },
  render: () => <DemoFooter />,
} satisfies Meta<typeof Footer>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  args: { brand: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /من نحن|About/ })).toHaveAttribute("href", "/about");
    await expect(canvas.getByRole("link", { name: /اتصل بنا|Contact/ })).toHaveAttribute("href", "/contact");
    await expect(canvas.getByRole("link", { name: /الأسئلة الشائعة|FAQs/ })).toHaveAttribute("href", "/faq");
    await expect(canvasElement.querySelector("[data-slot=copyright]")!.textContent).toMatch(/2025|٢٠٢٥/);
  },
};
