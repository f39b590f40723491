import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button";
import { toast, Toaster } from "./toaster";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    "Short notices after an action (Sonner): `toast.success`, `toast.error`. Render one `Toaster` near the root of the app; call `toast` from anywhere.",
  usage: `
import { toast, Toaster } from "@masar/ui/toaster";

<Toaster /> // once, inside LocaleProvider
toast.success(t("profileSaved"));`,
  rtl: [
    "Toasts appear in the top end corner (the top left in Arabic) and take the provider's direction; their text starts at the right in Arabic.",
    "On phones (600 px and narrower) they sit at the bottom, full width, clear of the page's heading; set `--toaster-inset-bottom` on the root to keep room for a bar pinned there.",
    "They stack below an open menu, so neither hides the other.",
  ],
  do: [
    "Confirm what happened in a few words, in the user's language.",
    "Keep errors that need a fix beside the form field, not only in a toast.",
  ],
  dont: [
    "Don't put the only copy of important information in a toast: it goes away.",
    "Don't put links or buttons in it that the user must reach with the keyboard.",
  ],
});

const meta = { title: "Primitives/Toaster", component: Toaster, parameters: { docs } } satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {
  parameters: { toaster: true },
  render: () => (
    <div className="flex gap-2">
      <Button onClick={() => toast.success("تم حفظ الملف الشخصي")}>Success</Button>
      <Button variant="destructive" onClick={() => toast.error("حدث خطأ أثناء تحميل الدورات.")}>
        Error
      </Button>
    </div>
  ),
};
