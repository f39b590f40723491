import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { Button } from "./button";
import { Sheet, SheetContent, SheetTrigger } from "./sheet";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "A side panel (Radix Dialog): focus is trapped inside, Escape and the close button dismiss it. The header's phone menu uses it.",
  usage: `
import { Sheet, SheetContent, SheetTrigger } from "@masar/ui/sheet";

<Sheet>
  <SheetTrigger asChild>
    <Button variant="outline">{t("menu")}</Button>
  </SheetTrigger>
  <SheetContent side="start" title={t("menu")}>
    {links}
  </SheetContent>
</Sheet>`,
  rtl: [
    "`side` is logical: `start` slides in from the right in Arabic and from the left in English; `end` the opposite.",
  ],
  do: [
    "Give it a `title`: screen readers announce it when the sheet opens.",
    "Close it when the route changes (the Header does, through `pathname`).",
  ],
  dont: [
    "Don't use it for a confirmation: a sheet is for navigation or a side task.",
    "Don't say left or right: there is no such prop.",
  ],
});

const meta = {
  title: "Primitives/Sheet",
  component: SheetContent,
  parameters: { docs },
  args: { title: "القائمة" },
} satisfies Meta<typeof SheetContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideSheet: Story = {
  render: () => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">القائمة</Button>
      </SheetTrigger>
      <SheetContent title="القائمة">
        <p>محتوى القائمة الجانبية</p>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    // "start" is the right edge in Arabic and the left edge in English.
    const rect = dialog.getBoundingClientRect();
    if (document.documentElement.dir === "rtl") await expect(rect.right).toBeGreaterThan(window.innerWidth - 2);
    else await expect(rect.left).toBeLessThan(2);
    await userEvent.keyboard("{Escape}");
  },
};
