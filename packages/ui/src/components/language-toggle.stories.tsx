import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LanguageToggle } from "./language-toggle";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    'Switches between Arabic and English. A submit button with `name="lang"` and the other language as its value: inside a form it works without JavaScript, and `onToggle` lets the app remember the choice.',
  usage: `
import { LanguageToggle } from "@masar/ui/language-toggle";

<form method="post" action="/language">
  <input type="hidden" name="redirectTo" value={location.pathname} />
  <LanguageToggle onToggle={(next) => localStorage.setItem("language", next)} />
</form>`,
  rtl: [
    'The other language\'s name carries its own `lang` ("English" on the Arabic page, "العربية" on the English one), so screen readers pronounce it right.',
    'On phones only the icon shows; the accessible name still says "Switch language to …".',
  ],
  do: [
    "Set `<html lang dir>` on the server from the posted language, so the next page renders in its direction without a flash.",
    'Give it `type="button"` when it is not inside a form, and handle `onToggle` yourself.',
  ],
  dont: [
    "Don't use it for a third language: it toggles Arabic and English; offer a select for more.",
    "Don't label it with a flag: a language is not a country.",
  ],
});

const meta = {
  title: "Product/LanguageToggle",
  component: LanguageToggle,
  parameters: { docs },
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
