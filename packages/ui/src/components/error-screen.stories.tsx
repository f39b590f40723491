import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorScreen, NotFound } from "./error-screen";

const meta = { title: "Product/ErrorScreen", component: ErrorScreen, args: { onRetry: fn() } } satisfies Meta<
  typeof ErrorScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RenderFailure: Story = {
  args: { message: "Cannot read properties of undefined (reading 'title')" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /الذهاب إلى الرئيسية|Go to Home/ })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("button", { name: /حاول مرة أخرى|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const StartupFailure: Story = {
  args: {
    variant: "startup",
    refreshHref: "/courses",
    message: 'Invalid configuration:\n  - DATA_BACKEND must be "sqlite" or "firestore"',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: /تحديث الصفحة|Refresh Page/ })).toBeVisible();
  },
};
export const PageNotFound: Story = { render: () => <NotFound /> };
