import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Checkbox } from "./checkbox";
import { FieldError, Input, Label, Textarea } from "./input";
import { Select } from "./select";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "Form fields: `Input`, `Textarea`, `Label` and `FieldError` (from `@masar/ui/input`), the native `Select` (`@masar/ui/select`) and `Checkbox` (`@masar/ui/checkbox`, Radix). They work in plain GET and POST forms, without JavaScript.",
  usage: `
import { FieldError, Input, Label } from "@masar/ui/input";
import { Select } from "@masar/ui/select";

<Label htmlFor="email">{t("email")}</Label>
<Input id="email" name="email" type="email" dir="ltr" aria-invalid={Boolean(error)} aria-describedby="email-error" />
<FieldError id="email-error">{error}</FieldError>
<Select name="level" defaultValue="beginner">
  <option value="beginner">{t("beginner")}</option>
</Select>`,
  rtl: [
    "Text starts at the right in Arabic; the select's chevron sits at the end edge (the left in Arabic).",
    'Give fields that hold Latin text (e-mail, URL, code) `dir="ltr"`, so the cursor and punctuation behave.',
  ],
  do: [
    "Tie every field to a `Label` (`htmlFor`) and its error to the field (`aria-describedby`, `aria-invalid`).",
    "Show errors in the user's language, beside the field, after the server validated them.",
  ],
  dont: [
    "Don't use a placeholder as the label: it disappears as soon as the user types.",
    "Don't reach for a custom dropdown for a short list: the native select is accessible and opens the phone's own picker.",
  ],
});

const meta = { title: "Primitives/Input", component: Input, parameters: { docs } } satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormFields: Story = {
  render: () => (
    <form className="flex max-w-sm flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="f-name">الاسم</Label>
        <Input id="f-name" defaultValue="منى عادل" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="f-email">البريد الإلكتروني</Label>
        <Input
          id="f-email"
          type="email"
          dir="ltr"
          aria-invalid="true"
          aria-describedby="f-email-error"
          defaultValue="mona@"
        />
        <FieldError id="f-email-error">أدخل بريدًا إلكترونيًا صحيحًا</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="f-level">المستوى</Label>
        <Select id="f-level" defaultValue="beginner">
          <option value="beginner">مبتدئ</option>
          <option value="advanced">متقدّم</option>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="f-msg">الرسالة</Label>
        <Textarea id="f-msg" />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="f-terms" defaultChecked />
        <Label htmlFor="f-terms">أوافق على الشروط</Label>
      </div>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox");
    await expect(box).toHaveAttribute("data-state", "checked");
    await userEvent.click(box);
    await expect(box).toHaveAttribute("data-state", "unchecked");
    // Leave nothing focused: the focus outline at the canvas edge anti-aliases differently from run to
    // run, which the visual suite's tight threshold would report as a change.
    box.blur();
  },
};
