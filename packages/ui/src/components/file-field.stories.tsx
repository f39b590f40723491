import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FileField, type FileFieldProps } from "./file-field";
import { FieldError, Label } from "./input";
import { useLocale } from "./locale-provider";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    'A file input in the reader\'s language (`@masar/ui/file-field`): a "Choose a file" box in the kit\'s style over the visually hidden native input, which keeps Tab, Enter, Space and every native attribute. Once a file is picked the box shows its name and its size in the reader\'s digits and units ("٢٫٥ ك.ب"); the browser\'s own "Choose File / No file chosen", in the browser\'s language, never shows.',
  usage: `
import { FileField } from "@masar/ui/file-field";
import { Label } from "@masar/ui/input";

<Label id="receipt-label" htmlFor="receipt">{t("receipt")}</Label>
<FileField id="receipt" name="receipt" accept="image/png,image/jpeg,application/pdf" aria-labelledby="receipt-label" />`,
  rtl: [
    "The file's name is isolated (`<bdi>`): a Latin name keeps its order inside an Arabic sentence, and an Arabic name inside an English one.",
    "Sizes use Intl's byte units in the reader's language: ك.ب and م.ب in Arabic, kB and MB in English.",
  ],
  do: [
    "Give the label an id and pass it as `aria-labelledby`: the input is named by it alone, not by the box's words.",
    'Pass `emptyText` to say what is already stored ("Current cover: …") while nothing new is chosen.',
  ],
  dont: ["Don't trust `accept`: the server checks each file by its content."],
});

const meta = {
  title: "Primitives/FileField",
  component: FileField,
  parameters: { docs },
  args: {
    id: "receipt",
    name: "receipt",
    accept: "image/png,image/jpeg,application/pdf",
    "aria-labelledby": "receipt-label",
  },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Labelled({ error, ...props }: FileFieldProps & { error?: { ar: string; en: string } }) {
  const { locale } = useLocale();
  return (
    <form className="flex max-w-sm flex-col gap-1.5" onSubmit={(e) => e.preventDefault()}>
      <Label id={`${props.id}-label`} htmlFor={props.id}>
        {locale === "ar" ? "إيصال التحويل" : "Transfer receipt"}
      </Label>
      <FileField
        {...props}
        aria-labelledby={`${props.id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${props.id}-error` : undefined}
      />
      <FieldError id={`${props.id}-error`}>{error ? error[locale] : null}</FieldError>
    </form>
  );
}

/** The story's language, from the kit's locale root. */
const arabic = (canvas: HTMLElement) => canvas.querySelector("[data-slot=locale-root]")?.getAttribute("lang") === "ar";

/** Nothing chosen yet: the kit's words, not the browser's. */
export const Empty: Story = {
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    const input = within(canvasElement).getByLabelText(ar ? "إيصال التحويل" : "Transfer receipt");
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAccessibleDescription(ar ? "لم تختر ملفًا بعد" : "No file chosen");
    await expect(canvasElement.querySelector("[data-slot=file-field-box]")).toHaveTextContent(
      ar ? "اختر ملفًا" : "Choose a file",
    );
  },
};

/** A picked file: its name and its size in the reader's digits and units. */
export const Chosen: Story = {
  render: (args) => <Labelled {...args} />,
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    const input = within(canvasElement).getByLabelText<HTMLInputElement>(ar ? "إيصال التحويل" : "Transfer receipt");
    const file = new File([new Uint8Array(2560)], ar ? "إيصال-التحويل.png" : "transfer-receipt.png", {
      type: "image/png",
    });
    await userEvent.upload(input, file);
    const chosen = canvasElement.querySelector("[data-slot=file-field-chosen]")!;
    await expect(chosen).toHaveTextContent(ar ? "إيصال-التحويل.png" : "transfer-receipt.png");
    await expect(chosen).toHaveTextContent(ar ? "٣ ك.ب" : "3 kB");
  },
};

/** A refused file: the box's border and the message beside it, the message in the input's description. */
export const Invalid: Story = {
  render: (args) => (
    <Labelled
      {...args}
      error={{
        ar: "يجب أن يكون الإيصال صورة PNG أو JPEG أو ملف PDF.",
        en: "The receipt must be a PNG or JPEG image or a PDF.",
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const ar = arabic(canvasElement);
    const input = within(canvasElement).getByLabelText(ar ? "إيصال التحويل" : "Transfer receipt");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      ar
        ? "لم تختر ملفًا بعد يجب أن يكون الإيصال صورة PNG أو JPEG أو ملف PDF."
        : "No file chosen The receipt must be a PNG or JPEG image or a PDF.",
    );
  },
};
