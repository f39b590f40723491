import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button";
import { EmptyState, Skeleton, Spinner } from "./feedback";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "Waiting and empty states: `Spinner` (announces the kit's Loading label), `Skeleton` (a placeholder shaped like the content) and `EmptyState` (an icon, a title, a hint and an action). The props below are EmptyState's.",
  usage: `
import { EmptyState, Skeleton, Spinner } from "@masar/ui/feedback";

{loading ? <Spinner /> : null}
<Skeleton className="h-40" />
<EmptyState title={t("noTasks")} description={t("noTasksHint")} action={<Button>{t("addTask")}</Button>} />`,
  rtl: ["Everything is centred, so nothing mirrors; the spinner's rotation is the same in both directions."],
  do: [
    "Give skeletons the size of what replaces them, so nothing moves when content arrives.",
    "Offer the next step in an empty state's `action`.",
  ],
  dont: [
    "Don't show a spinner for less than a few hundred milliseconds of waiting: it flickers.",
    "Don't blame the user in an empty state: say what to try.",
  ],
});

const meta = {
  title: "Primitives/Feedback",
  component: EmptyState,
  parameters: { docs },
  args: { title: "لا توجد دورات" },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <Spinner />
      <Skeleton className="h-40" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  ),
};

export const Empty: Story = {
  render: () => (
    <EmptyState title="لا توجد دورات" description="جرّب كلمات أخرى." action={<Button>عرض كل الدورات</Button>} />
  ),
};
