import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { demoFooter } from "../stories/demo-site";
import { Footer } from "./footer";
import { useLocale } from "./locale-provider";

function DemoFooter() {
  const { locale } = useLocale();
  return <Footer {...demoFooter(locale)} />;
}

const meta = {
  title: "Product/Footer",
  component: Footer,
  parameters: { layout: "fullscreen" },
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
