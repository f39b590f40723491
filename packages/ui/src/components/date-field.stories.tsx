import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { DateField, type DateFieldProps } from "./date-field";
import { FieldError, Label } from "./input";
import { useLocale } from "./locale-provider";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "A date in the reader's language (`@masar/ui/date-field`): the chosen date written out, a calendar in a dialog (Radix Dialog) with the language's month and weekday names and digits, and the value sent as `YYYY-MM-DD` in a hidden input. Before scripts run it is the native date input under the same name, so forms work without JavaScript and the server reads the same value either way.",
  usage: `
import { DateField } from "@masar/ui/date-field";
import { Label } from "@masar/ui/input";

<Label id="exam-label" htmlFor="exam">{t("examDate")}</Label>
<DateField id="exam" name="examDate" defaultValue="2026-03-15" min={today} aria-labelledby="exam-label" />`,
  rtl: [
    "The calendar's weeks run from the right in Arabic; ArrowLeft moves to the next day and the previous-month chevron points right.",
    "Weeks start on Saturday unless `weekStartsOn` says otherwise (Egypt's week).",
  ],
  do: [
    "Give the label an id and pass it as `aria-labelledby`: the button is then announced with its label and its date.",
    "Validate the date on the server too: the field only sends what the user chose.",
  ],
  dont: [
    "Don't format the value yourself: the field writes it in the reader's language and sends ISO.",
    "Don't use it for a time of day: that is `TimeField`.",
  ],
});

const meta = {
  title: "Primitives/DateField",
  component: DateField,
  parameters: { docs },
  args: { id: "exam-date", name: "examDate", today: "2026-03-11" },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A label and the field, with the story's own words in the toolbar's language. */
function Labelled({ error, ...props }: DateFieldProps & { error?: boolean }) {
  const { locale } = useLocale();
  const words =
    locale === "ar"
      ? { label: "تاريخ الامتحان", error: "اختر تاريخًا بعد اليوم." }
      : { label: "Exam date", error: "Choose a date after today." };
  return (
    <form className="flex max-w-xs flex-col gap-1.5" onSubmit={(e) => e.preventDefault()}>
      <Label id={`${props.id}-label`} htmlFor={props.id}>
        {words.label}
      </Label>
      <DateField
        {...props}
        aria-labelledby={`${props.id}-label`}
        aria-invalid={error}
        aria-describedby={error ? `${props.id}-error` : undefined}
      />
      {error ? <FieldError id={`${props.id}-error`}>{words.error}</FieldError> : null}
    </form>
  );
}

/** The story's language, from the kit's locale root (the page's own `lang` may not be set yet when play runs). */
const arabic = (canvas: HTMLElement) => canvas.querySelector("[data-slot=locale-root]")?.getAttribute("lang") === "ar";
const hidden = (canvas: HTMLElement) => canvas.querySelector<HTMLInputElement>('input[type="hidden"]')!;

export const Empty: Story = {
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await expect(button).toHaveTextContent(arabic(canvasElement) ? "اختر تاريخًا" : "Choose a date");
    await expect(hidden(canvasElement)).toHaveValue("");
  },
};

export const Chosen: Story = {
  args: { defaultValue: "2026-03-15" },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    // Named by its label and its date, written in the reader's language and digits.
    const button = within(canvasElement).getByRole("button", {
      name: ar ? "تاريخ الامتحان ١٥ مارس ٢٠٢٦" : "Exam date 15 March 2026",
    });
    await expect(button).toBeVisible();
    await expect(hidden(canvasElement)).toHaveValue("2026-03-15");
  },
};

export const Invalid: Story = {
  args: { defaultValue: "2026-03-01" },
  render: (args) => <Labelled {...args} error />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await expect(button).toHaveAttribute("data-invalid", "true");
    await expect(button).toHaveAccessibleDescription(
      arabic(canvasElement) ? "اختر تاريخًا بعد اليوم." : "Choose a date after today.",
    );
  },
};

/** The calendar open on the chosen month: the reader's month and weekday names, days before `min` disabled. */
export const CalendarOpen: Story = {
  args: { defaultValue: "2026-03-15", min: "2026-03-11" },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    await expect(dialog.querySelector('[data-slot="date-field-month"]')).toHaveTextContent(
      ar ? "مارس ٢٠٢٦" : "March 2026",
    );
    const grid = within(dialog).getByRole("grid");
    // Weeks start on Saturday in both languages.
    await expect(within(grid).getAllByRole("columnheader")[0]).toHaveAttribute("abbr", ar ? "السبت" : "Saturday");
    const chosen = within(grid).getByRole("gridcell", { selected: true });
    await expect(chosen).toHaveTextContent(ar ? "١٥" : "15");
    await expect(chosen).toHaveFocus();
    await expect(grid.querySelector('[data-date="2026-03-10"]')).toHaveAttribute("aria-disabled", "true");
    await expect(within(dialog).getByRole("button", { name: ar ? "الشهر السابق" : "Previous month" })).toBeDisabled();
    // Nothing focused for the screenshot: a focus ring's anti-aliasing differs from run to run.
    chosen.blur();
  },
};

/** Chosen with the keyboard: the arrows follow the reading direction, Page Down turns the month, Enter chooses. */
export const KeyboardChoice: Story = {
  args: { defaultValue: "2026-03-15" },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    const button = within(canvasElement).getByRole("button");
    button.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    // The next day is to the left in Arabic and to the right in English.
    await userEvent.keyboard(ar ? "{ArrowLeft}" : "{ArrowRight}");
    await expect(
      within(dialog).getByRole("gridcell", { name: ar ? "الاثنين، ١٦ مارس ٢٠٢٦" : /^Monday,? 16 March 2026$/ }),
    ).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{PageDown}");
    await expect(dialog.querySelector('[data-slot="date-field-month"]')).toHaveTextContent(
      ar ? "أبريل ٢٠٢٦" : "April 2026",
    );
    await userEvent.keyboard("{Enter}");
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(hidden(canvasElement)).toHaveValue("2026-04-23");
    await expect(button).toHaveTextContent(ar ? "٢٣ أبريل ٢٠٢٦" : "23 April 2026");
    await expect(button).toHaveFocus();
    button.blur();
  },
};

/** Clear empties an optional date. */
export const Cleared: Story = {
  args: { defaultValue: "2026-03-15" },
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: ar ? "مسح التاريخ" : "Clear date" }));
    await expect(hidden(canvasElement)).toHaveValue("");
    within(canvasElement).getByRole("button").blur();
  },
};
