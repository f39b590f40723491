import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "./avatar";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary: "A round user picture with a fallback, usually the first letter, while the image loads or when it fails.",
  usage: `
import { Avatar } from "@masar/ui/avatar";
import { initialOf } from "@masar/ui/avatar-menu";

<Avatar src={user.photo} alt="" fallback={initialOf(user.name)} size="sm" />`,
  rtl: ["Arabic initials are whole letters (grapheme-aware `initialOf`), never a half-joined form."],
  do: [
    "Leave `alt` empty when the name is written next to it, so it is not read twice.",
    "Use `sm` in headers and lists, `lg` on a profile page.",
  ],
  dont: [
    "Don't use it for logos or course images: it crops to a circle.",
    "Don't put two letters in the fallback for Arabic names: one letter reads better.",
  ],
});

const meta = {
  title: "Primitives/Avatar",
  component: Avatar,
  parameters: { docs },
  args: { fallback: "م" },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Avatars: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar size="sm" fallback="م" />
      <Avatar fallback="O" />
      <Avatar size="lg" fallback="U" src="/broken.png" />
    </div>
  ),
};
