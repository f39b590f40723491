import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "./dialog";
import { Label, Textarea } from "./input";
import { useLocale } from "./locale-provider";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    'A modal dialog (Radix Dialog), centred: focus is trapped inside and returns to the trigger, Escape closes it. With `role="alertdialog"` it confirms an act that cannot be undone (a refund, a deletion): a click outside does not dismiss it.',
  usage: `
import { Button } from "@masar/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "@masar/ui/dialog";

<Dialog>
  <DialogTrigger asChild>
    <Button variant="destructive">{t("refund")}</Button>
  </DialogTrigger>
  <DialogContent role="alertdialog" title={t("refundTitle")} description={t("refundExplained", { name, amount })}>
    <form method="post">
      {fields}
      <DialogFooter>
        <DialogClose asChild><Button variant="outline">{t("cancel")}</Button></DialogClose>
        <Button type="submit" variant="destructive">{t("refundConfirm", { amount })}</Button>
      </DialogFooter>
    </form>
  </DialogContent>
</Dialog>`,
  rtl: [
    "The dialog takes the page's direction (portalled content gets `dir` from the locale): the close button is at the top left in Arabic, at the top right in English.",
    "The footer's actions sit at the end: cancel first, then the act, read from right to left in Arabic.",
  ],
  do: [
    "Name what will happen in the `description`, with the person, the amount or the course it touches.",
    "Label the act's button with the act itself (Refund 550 EGP), never OK or Yes.",
    "Keep a way that works without scripts: the trigger is a form's submit button, and the server asks for the confirmation itself.",
  ],
  dont: ["Don't use it for navigation or a side task: use a `Sheet`.", "Don't open one dialog from another."],
});

const meta = {
  title: "Primitives/Dialog",
  component: DialogContent,
  parameters: { docs },
  args: { title: "", role: "alertdialog" },
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const TEXT = {
  ar: {
    trigger: "استرداد…",
    title: "استرداد هذا الدفع؟",
    description: "سيُرد ٥٥٠٫٠٠ ج.م إلى منى عادل عن «أساسيات البرمجة» وينتهي وصولها إلى الدورة. يبقى تقدمها محفوظًا.",
    reason: "سبب الاسترداد (تراه الطالبة)",
    cancel: "إلغاء",
    confirm: "استرداد ٥٥٠٫٠٠ ج.م",
  },
  en: {
    trigger: "Refund…",
    title: "Refund this payment?",
    description:
      "EGP 550.00 goes back to Mona Adel for “Programming Basics” and her access to the course ends. Her progress is kept.",
    reason: "Reason for the refund (the student sees it)",
    cancel: "Cancel",
    confirm: "Refund EGP 550.00",
  },
};

/** A refund's confirmation: what happens, named; a reason asked; cancel first, the act last. */
export const Confirmation: Story = {
  render: function Render() {
    const { locale } = useLocale();
    const text = TEXT[locale];
    return (
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="destructive" size="sm">
            {text.trigger}
          </Button>
        </DialogTrigger>
        <DialogContent role="alertdialog" title={text.title} description={text.description}>
          <form className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="story-reason">{text.reason}</Label>
              <Textarea id="story-reason" name="reason" rows={2} />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {text.cancel}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive">
                {text.confirm}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button");
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog");
    // Named by its title, described by what will happen; focus inside, in the page's direction.
    await expect(dialog).toHaveAccessibleName(document.documentElement.lang === "ar" ? TEXT.ar.title : TEXT.en.title);
    await expect(dialog).toHaveAccessibleDescription(
      document.documentElement.lang === "ar" ? TEXT.ar.description : TEXT.en.description,
    );
    await expect(dialog).toHaveAttribute("dir", document.documentElement.dir);
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // A click outside does not dismiss a confirmation; Escape does, and focus goes back to the trigger.
    // (Radix makes the page behind inert: the click lands on the overlay.)
    const overlay = document.querySelector<HTMLElement>("[data-slot=dialog-overlay]")!;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(screen.getByRole("alertdialog")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    await expect(trigger).toHaveFocus();
    // Left open for the visual baseline and the axe check.
    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
  },
};
