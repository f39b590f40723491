import type { Meta, StoryObj } from "@storybook/react-vite";
import { Progress } from "./progress";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "A progress bar (Radix Progress) from 0 to 100, in two sizes and two tones (`primary`, `success` for finished).",
  usage: `
import { Progress } from "@masar/ui/progress";

<Progress value={percent} aria-label={t("progressValue", { value: percent })} />`,
  rtl: [
    "It fills from the start side: from the right in Arabic. The fill is its width, never a `translateX`, so nothing needs mirroring.",
  ],
  do: [
    "Name it: `aria-label` or `aria-labelledby` with the percentage in words.",
    'Use `tone="success"` once the work is complete.',
  ],
  dont: [
    "Don't use it for an unknown duration: use `Spinner` from `@masar/ui/feedback`.",
    "Don't animate it on first paint: the page should show the value it has.",
  ],
});

const meta = { title: "Primitives/Progress", component: Progress, parameters: { docs } } satisfies Meta<
  typeof Progress
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProgressBars: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <Progress value={0} aria-label="0%" />
      <Progress value={42} aria-label="42%" />
      <Progress value={100} tone="success" aria-label="100%" />
      <Progress value={65} size="sm" aria-label="65%" />
    </div>
  ),
};
