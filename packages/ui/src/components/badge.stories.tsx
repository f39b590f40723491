import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "A short label: a tag, a status (Completed), a count (+3, 9+). Six variants from loud (`default`, `destructive`) to quiet (`soft`, `muted`, `outline`).",
  usage: `
import { Badge } from "@masar/ui/badge";

<Badge variant="soft">{tag}</Badge>
<Badge variant="success">{t("completed")}</Badge>`,
  rtl: [
    "A badge never wraps; in a row of badges the first is at the right in Arabic.",
    "Counts go through `Intl` before they reach the badge (`formatNumber` from `useLocale`), so Arabic shows ٩+.",
  ],
  do: [
    "Use `soft` or `muted` for tags, `success` and `destructive` only for states.",
    "Isolate user text with `<bdi>` when it may be in the other language.",
  ],
  dont: [
    'Don\'t make a badge clickable: use a `Button` with `size="sm"`.',
    "Don't put sentences in it: it is one or two words.",
  ],
});

const meta = { title: "Primitives/Badge", component: Badge, parameters: { docs } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Badges: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Default</Badge>
      <Badge variant="soft">مصفوفات</Badge>
      <Badge variant="muted">دورة</Badge>
      <Badge variant="success">مكتمل</Badge>
      <Badge variant="outline">+3</Badge>
      <Badge variant="destructive">9+</Badge>
    </div>
  ),
};
