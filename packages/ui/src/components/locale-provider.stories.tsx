import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { fr } from "../stories/labels-fr";
import { componentDocs } from "../stories/component-docs";
import { AvatarMenu } from "./avatar-menu";
import { CatalogueFilters, EMPTY_FILTERS } from "./catalogue-filters";
import { CourseCard } from "./course-card";
import { CourseGrid, CourseGridItem } from "./course-grid";
import { LocaleProvider } from "./locale-provider";
import { NotificationBell } from "./notification-bell";

const docs = componentDocs({
  summary:
    "Gives the kit its language: direction (for Radix too), labels and `Intl` formatters. Arabic and English are built in; any other language tag comes with its `labels`, and the ones it leaves out fall back to `contentLocale`. It renders its own root with `dir` and `lang` (no box), so the kit is right to left even in a page whose `<html>` it does not own. The story below is French, added without touching the kit.",
  usage: `
import { LocaleProvider } from "@masar/ui/locale-provider";
import type { Labels } from "@masar/ui/labels";

// A third language: its labels (Partial<Labels> falls back per key; Labels makes the type checker
// list every key to translate).
const fr: Partial<Labels> = {
  free: "Gratuit",
  lessons: { one: "{count} leçon", other: "{count} leçons" },
  enrollNow: "S’inscrire",
};

<LocaleProvider locale="fr" labels={fr} contentLocale="en">
  <App />
</LocaleProvider>;

// Arabic or English with some labels of your own:
<LocaleProvider locale="ar" labels={{ free: "بدون رسوم" }}>…</LocaleProvider>;`,
  rtl: [
    "The direction follows the language: fr, de or en are left to right; ar, fa, ur or he right to left. Pass `dir` to force one.",
    "Plural forms follow `Intl.PluralRules` for the language (Arabic's six forms, French's one / other), numbers and dates its `Intl` formats: Arabic-Indic digits in Arabic, a narrow space before the currency in French.",
    "Nested providers work: an English block inside an Arabic page gets its own direction and labels.",
  ],
  do: [
    "Put one provider around the app (or each island the kit renders into), with the page's language.",
    "Type a complete translation as `Labels`, so a label added in a later kit version shows up as a type error rather than English text.",
  ],
  dont: [
    "Don't translate the kit by forking `labels.ts`: pass `labels`, per key.",
    "Don't pass app copy through the kit's labels: your own texts stay in your app's messages.",
  ],
});

const meta = {
  title: "Product/LocaleProvider",
  component: LocaleProvider,
  parameters: { docs },
  args: { locale: "fr", labels: fr, children: null },
} satisfies Meta<typeof LocaleProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const now = new Date("2026-03-15T12:00:00Z");
const courses = [
  {
    id: "algebre",
    title: "Algèbre linéaire",
    instructor: "Dr Laila Ibrahim",
    price: 1200,
    lessonsCount: 12,
    tags: ["matrices", "vecteurs", "examens"],
  },
  {
    id: "circuits",
    title: "Circuits électriques",
    instructor: "Dr Omar Salem",
    price: 0,
    lessonsCount: 1,
    progress: { completedLessons: 1, totalLessons: 1 },
  },
];

/** French through the documented API, inside the story's Arabic or English page. */
export const ThirdLocaleFrench: Story = {
  render: (args) => (
    <LocaleProvider {...args}>
      <div className="flex max-w-3xl flex-col gap-4 pt-2" data-testid="french">
        <div className="flex items-center gap-2">
          <NotificationBell
            now={now}
            viewAllHref="/notifications"
            notifications={[
              {
                id: "n1",
                title: "Nouvelle leçon en algèbre linéaire",
                body: "Valeurs propres",
                read: false,
                createdAt: new Date(now.getTime() - 5 * 60_000),
              },
            ]}
          />
          <AvatarMenu displayName="Mariam Hassan" email="mariam@uni.example" profileHref="/profile" />
        </div>
        <CatalogueFilters value={EMPTY_FILTERS} interactive categories={["mathematics"]} />
        <CourseGrid className="sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-2">
          {courses.map((course) => (
            <CourseGridItem key={course.id}>
              <CourseCard course={course} href={`/course/${course.id}`} loggedIn />
            </CourseGridItem>
          ))}
        </CourseGrid>
      </div>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByTestId("french").closest("[data-slot=locale-root]")!;
    // Its own language and direction, whatever the page around it says.
    await expect(root).toHaveAttribute("lang", "fr");
    await expect(root).toHaveAttribute("dir", "ltr");
    // French number formatting (a narrow no-break space groups thousands) and plural forms.
    const prices = [...canvasElement.querySelectorAll("[data-slot=course-card-price]")].map((p) => p.textContent);
    await expect(prices).toEqual(["1\u202f200 EGP", "Gratuit"]);
    await expect(canvas.getByText("12 leçons")).toBeVisible();
    await expect(canvas.getByText("1 leçon")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Revoir/ })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Rechercher des cours" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Faculté" })).toHaveDisplayValue("Toutes les facultés");
    // The bell in French: its name with the count, the menu's texts and a French relative time.
    await userEvent.click(canvas.getByRole("button", { name: "Notifications, 1 non lue" }));
    const menu = await screen.findByRole("menu");
    await expect(menu).toHaveAttribute("dir", "ltr");
    await expect(within(menu).getByText("il y a 5 minutes")).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Voir toutes les notifications" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    // Leave nothing focused: Escape returns focus to the bell, and a focus ring is not part of the baseline.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
