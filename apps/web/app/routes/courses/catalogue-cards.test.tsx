// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { forwardRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CourseProgress } from "@masar/domain/course";
import type { Locale } from "@masar/domain/locale";
import { LinkProvider, type LinkComponentProps } from "@masar/ui/link";
import { LocaleProvider } from "@masar/ui/locale-provider";
import type { CourseSummary } from "#app/services/catalogue.server";
import { CatalogueGrid, useCardCourses } from "./catalogue-cards";

const summary = (id: string, en: string): CourseSummary => ({
  id,
  titles: { ar: `دورة ${id}`, en },
  instructor: { ar: "", en: "Dr. Test" },
  image: null,
  tags: [],
  price: 0,
  lessonsCount: 3,
  faculty: "engineering",
  level: "beginner",
  category: "programming",
});
const [a, b, c, d] = [
  summary("a", "Algebra"),
  summary("b", "Biology"),
  summary("c", "Circuits"),
  summary("d", "Databases"),
];
const NO_PROGRESS: Record<string, CourseProgress> = {};

// Every card renders exactly one action link (its cover and title link too): counting the action link's
// renders counts the cards' renders.
let linkRenders = 0;
const CountingLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function CountingLink(props, ref) {
  if ((props as { "data-slot"?: string })["data-slot"] === "course-card-action") linkRenders++;
  return <a ref={ref} {...props} />;
});

function Catalogue({
  shown,
  locale = "en",
  progress = NO_PROGRESS,
}: {
  shown: CourseSummary[];
  locale?: Locale;
  progress?: Record<string, CourseProgress>;
}) {
  const cardCourse = useCardCourses(progress, locale);
  return <CatalogueGrid courses={shown.map(cardCourse)} loggedIn={false} underReview={NONE_UNDER_REVIEW} />;
}

const NONE_UNDER_REVIEW: string[] = [];

function renderCatalogue(props: React.ComponentProps<typeof Catalogue>) {
  const wrap = (p: React.ComponentProps<typeof Catalogue>) => (
    <LocaleProvider locale={p.locale ?? "en"}>
      <LinkProvider component={CountingLink}>
        <Catalogue {...p} />
      </LinkProvider>
    </LocaleProvider>
  );
  const view = render(wrap(props));
  return { rerender: (p: React.ComponentProps<typeof Catalogue>) => view.rerender(wrap(p)) };
}

describe("the catalogue's cards between keystrokes", () => {
  afterEach(() => {
    cleanup();
    linkRenders = 0;
  });

  it("renders only the cards that were not on screen before", () => {
    const view = renderCatalogue({ shown: [a, b, c] });
    expect(linkRenders).toBe(3);
    // A narrower query: the cards that stay are not rendered again.
    view.rerender({ shown: [a, c] });
    expect(linkRenders).toBe(3);
    // A wider one: only the new card renders.
    view.rerender({ shown: [a, c, d] });
    expect(linkRenders).toBe(4);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "Databases" })).toBeTruthy();
  });

  it("renders every card again in the other language, with its title", () => {
    const view = renderCatalogue({ shown: [a, b] });
    view.rerender({ shown: [a, b], locale: "ar" });
    expect(linkRenders).toBe(4);
    expect(screen.getByRole("heading", { name: "دورة a" })).toBeTruthy();
  });

  it("shows the learner's progress on the courses they are enrolled in", () => {
    renderCatalogue({ shown: [a, b], progress: { b: { completedLessons: 3, totalLessons: 3 } } });
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => card.getAttribute("data-state"))).toEqual(["new", "completed"]);
  });
});
