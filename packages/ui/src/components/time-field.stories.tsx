import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Label } from "./input";
import { useLocale } from "./locale-provider";
import { TimeField, type TimeFieldProps } from "./time-field";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "A time of day in the reader's language (`@masar/ui/time-field`): hour, minute and, on a 12-hour clock, the period (ص/م in Arabic) as native selects with the language's digits; the value is sent as `HH:MM` on a 24-hour clock in a hidden input. Before scripts run it is the native time input under the same name.",
  usage: `
import { TimeField } from "@masar/ui/time-field";
import { Label } from "@masar/ui/input";

<Label id="time-label" htmlFor="time">{t("time")}</Label>
<TimeField id="time" name="time" defaultValue="22:30" aria-labelledby="time-label" />`,
  rtl: [
    'Hour and minute stay in the order digits are read ("١٠:٣٠"), with the period after them at the end of the line.',
    "Arabic shows a 12-hour clock with ص/م, English (en-GB) a 24-hour clock, as every time on the platform does.",
  ],
  do: [
    'Leave `required` off for an optional time: the hour then offers "No time".',
    "Give the label an id and pass it as `aria-labelledby`: it names the group of selects.",
  ],
  dont: ["Don't parse what the user sees: read the `HH:MM` the hidden input sends."],
});

const meta = {
  title: "Primitives/TimeField",
  component: TimeField,
  parameters: { docs },
  args: { id: "event-time", name: "time" },
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Labelled(props: TimeFieldProps) {
  const { locale } = useLocale();
  return (
    <form className="flex max-w-xs flex-col gap-1.5" onSubmit={(e) => e.preventDefault()}>
      <Label id={`${props.id}-label`} htmlFor={props.id}>
        {locale === "ar" ? "الوقت" : "Time"}
      </Label>
      <TimeField {...props} aria-labelledby={`${props.id}-label`} />
    </form>
  );
}

/** The story's language, from the kit's locale root (the page's own `lang` may not be set yet when play runs). */
const arabic = (canvas: HTMLElement) => canvas.querySelector("[data-slot=locale-root]")?.getAttribute("lang") === "ar";
const hidden = (canvas: HTMLElement) => canvas.querySelector<HTMLInputElement>('input[type="hidden"]')!;

/** An optional time left empty: the hour says "No time", the minute waits for an hour. */
export const NoTime: Story = {
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    const hour = within(canvasElement).getByRole("combobox", { name: ar ? "الساعة" : "Hour" });
    await expect(hour).toHaveDisplayValue(ar ? "بلا وقت" : "No time");
    await expect(within(canvasElement).getByRole("combobox", { name: ar ? "الدقيقة" : "Minute" })).toBeDisabled();
    await expect(hidden(canvasElement)).toHaveValue("");
  },
};

/** 22:30: "١٠ : ٣٠ م" in Arabic, "22 : 30" in English. */
export const Evening: Story = {
  args: { defaultValue: "22:30" },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: ar ? "الوقت" : "Time" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: ar ? "الساعة" : "Hour" })).toHaveDisplayValue(ar ? "١٠" : "22");
    await expect(canvas.getByRole("combobox", { name: ar ? "الدقيقة" : "Minute" })).toHaveDisplayValue(
      ar ? "٣٠" : "30",
    );
    if (ar) await expect(canvas.getByRole("combobox", { name: "صباحًا أو مساءً" })).toHaveDisplayValue("م");
    else await expect(canvas.queryByRole("combobox", { name: "AM or PM" })).toBeNull();
  },
};

/** Choosing sends the 24-hour ISO time whatever the reader's clock. */
export const Choosing: Story = {
  args: { required: true, defaultValue: "09:00" },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    const canvas = within(canvasElement);
    const hour = canvas.getByRole("combobox", { name: ar ? "الساعة" : "Hour" });
    await expect(within(hour).queryByRole("option", { name: ar ? "بلا وقت" : "No time" })).toBeNull();
    if (ar) {
      await userEvent.selectOptions(hour, "11");
      await userEvent.selectOptions(canvas.getByRole("combobox", { name: "صباحًا أو مساءً" }), "pm");
    } else {
      await userEvent.selectOptions(hour, "23");
    }
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: ar ? "الدقيقة" : "Minute" }), "45");
    await expect(hidden(canvasElement)).toHaveValue("23:45");
    hour.blur();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
