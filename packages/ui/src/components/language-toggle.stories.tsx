import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LanguageToggle } from "./language-toggle";

const meta = {
  title: "Product/LanguageToggle",
  component: LanguageToggle,
  args: { onToggle: fn(), type: "button" },
} satisfies Meta<typeof LanguageToggle>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole("button");
    const next = globals.locale === "en" ? "ar" : "en";
    await expect(button).toHaveAttribute("value", next);
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith(next);
  },
};
