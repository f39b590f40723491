import type { Meta, StoryObj } from "@storybook/react-vite";
import { Mail } from "lucide-react";
import { Button } from "./button";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "The kit's button: six variants (`primary`, `secondary`, `outline`, `ghost`, `destructive`, `link`) and four sizes, `icon` included. With `asChild` it styles its child, usually a link, instead of rendering a `<button>`.",
  usage: `
import { Button } from "@masar/ui/button";

<Button type="submit">{t("save")}</Button>
<Button variant="outline" asChild>
  <RouterLink href="/catalogue">{t("browse")}</RouterLink>
</Button>
<Button variant="ghost" size="icon" aria-label={t("close")}>
  <X aria-hidden="true" />
</Button>`,
  rtl: [
    "An icon before the text sits at the start (the right in Arabic): the gap is logical, nothing to mirror.",
    "Directional icons (arrows, chevrons) need `rtl:rotate-180`; symmetric ones (mail, bell) do not.",
  ],
  do: [
    "Keep one `primary` button per view; the rest `outline` or `ghost`.",
    "Give icon-only buttons an `aria-label` and mark the icon `aria-hidden`.",
  ],
  dont: [
    "Don't use a button to navigate: use `asChild` with a link, so it works without scripts and opens in a new tab.",
    "Don't disable a submit button to show errors: let the form say what is wrong.",
  ],
});

const meta = { title: "Primitives/Button", component: Button, parameters: { docs } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button>أساسي Primary</Button>
      <Button variant="secondary">ثانوي</Button>
      <Button variant="outline">
        <Mail aria-hidden="true" /> Outline
      </Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="destructive">حذف</Button>
      <Button variant="link">Link</Button>
      <Button size="sm">Small</Button>
      <Button size="lg">Large</Button>
      <Button disabled>Disabled</Button>
      <Button asChild variant="outline">
        <a href="/courses">As a link</a>
      </Button>
    </div>
  ),
};
