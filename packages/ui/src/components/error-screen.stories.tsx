import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { buttonVariants } from "./button";
import { ErrorScreen, NotFound } from "./error-screen";
import { useLocale } from "./locale-provider";
import { componentDocs } from "../stories/component-docs";

const docs = componentDocs({
  summary:
    'The error pages: `variant="render"` (Something went wrong, Try again, Go to Home) when a page failed, `variant="startup"` (Application Error, Refresh Page) when the app cannot serve at all, and `NotFound` for a missing page.',
  usage: `
import { ErrorScreen, NotFound } from "@masar/ui/error-screen";

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound homeHref="/" />;
  return <ErrorScreen message={t("errors.generic")} onRetry={() => revalidator.revalidate()} homeHref="/" />;
}`,
  rtl: [
    "The buttons start at the right edge in Arabic; the 404 figure uses the locale's digits (٤٠٤).",
    'The message is laid out in its own direction (`dir="auto"`): a technical English message stays left to right on the Arabic page.',
  ],
  do: [
    "Say what the user can do, in their language; keep technical detail for the logs.",
    "Give `refreshHref` the current path and query, so Refresh Page (and Try again without `onRetry`) reloads the same page without scripts.",
  ],
  dont: [
    "Don't pass a stack trace or a raw server error as `message`.",
    "Don't use it inside a card or a dialog: it is a whole page.",
  ],
});

const meta = {
  title: "Product/ErrorScreen",
  component: ErrorScreen,
  parameters: { docs },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;
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
/** A 404 the app knows more about (a missing course): its own title and hint, and more ways on after Go to Home. */
function MoreWaysOn() {
  const { t } = useLocale();
  return (
    <NotFound title={t("noCoursesMatch")} hint={t("noCoursesMatchHint")}>
      <a href="/courses" className={buttonVariants({ variant: "outline" })}>
        {t("showAllCourses")}
      </a>
    </NotFound>
  );
}
export const PageNotFoundWithMoreWays: Story = {
  render: () => <MoreWaysOn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(/لا توجد دورات|No courses match/);
    const links = canvas.getAllByRole("link");
    await expect(links.map((a) => a.getAttribute("href"))).toEqual(["/", "/courses"]);
  },
};
