import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    'Expandable sections (Radix Accordion), for FAQs and long pages: one open at a time (`type="single"`) or several (`type="multiple"`).',
  usage: `
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@masar/ui/accordion";

<Accordion type="single" collapsible>
  <AccordionItem value="who">
    <AccordionTrigger>{t("faq.who")}</AccordionTrigger>
    <AccordionContent>{t("faq.whoAnswer")}</AccordionContent>
  </AccordionItem>
</Accordion>`,
  rtl: [
    "The chevron sits at the end edge (the left in Arabic); the arrow keys move between triggers in both directions.",
  ],
  do: [
    "Write triggers as the question or the section's name, short.",
    'Use `collapsible` with `type="single"` so the open item can be closed again.',
  ],
  dont: [
    "Don't hide content the user needs to act on (a price, a deadline) in a closed item.",
    "Don't nest accordions.",
  ],
});

const meta = {
  title: "Primitives/Accordion",
  component: Accordion,
  parameters: { docs },
  args: { type: "single" },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FaqAccordion: Story = {
  render: () => (
    <Accordion type="single" collapsible className="max-w-lg">
      <AccordionItem value="a">
        <AccordionTrigger>من يدرّس الدورات؟</AccordionTrigger>
        <AccordionContent>محاضرو الجامعة أنفسهم.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>هل توجد دورات مجانية؟</AccordionTrigger>
        <AccordionContent>نعم.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole("button");
    first!.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(second).toHaveAttribute("aria-expanded", "true");
  },
};
