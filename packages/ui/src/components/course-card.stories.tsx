import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useLocale } from "./locale-provider";
import { CourseCard } from "./course-card";
import { componentDocs } from "../stories/component-docs";

const base = {
  id: "linear-algebra",
  title: "الجبر الخطي",
  instructor: "د. ليلى إبراهيم",
  image:
    "data:image/svg+xml;utf8," +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#5b2a86"/><circle cx="320" cy="180" r="80" fill="none" stroke="#fff" stroke-width="10"/></svg>',
    ),
  tags: ["مصفوفات"],
  price: 300,
  lessonsCount: 12,
};

const docs = componentDocs({
  summary:
    'A course tile: cover image, title, instructor, up to two tags and a "+N" badge, lessons count, price or Free, a learner\'s progress, and one action (Enroll Now, View Course, Continue or Review) that links to `href`.',
  usage: `
import { CourseCard } from "@masar/ui/course-card";

<CourseCard
  course={{
    id: "la",
    title: "الجبر الخطي",
    instructor: "د. ليلى إبراهيم",
    price: 300,
    lessonsCount: 12,
    tags: ["مصفوفات"],
    progress: { completedLessons: 3, totalLessons: 12 },
  }}
  href="/courses/la"
  loggedIn
  headingLevel={2}
/>`,
  rtl: [
    "Text, tags and the progress bar start at the right edge in Arabic; the bar fills from the start side (by width, never `translateX`).",
    'Prices and counts go through `Intl`: "٣٠٠ ج.م" and "١٢ درسًا" in Arabic, "300 EGP" and "12 lessons" in English.',
    "A title in the other script is isolated, so its punctuation stays with it.",
  ],
  do: [
    "Give `title` and `instructor` in the current language: the card does not choose from `{ ar, en }`.",
    "Set `priority` on the cards above the fold (eager image) and `headingLevel` to fit the page's outline.",
    "Point `href` where the user should go: the course page for visitors, the player for a learner; give a learner's card `pageHref` (the course page) for its title and cover.",
  ],
  dont: [
    "Don't wrap the card in a link: the title, the cover and the action are its links already, and one around them doubles every announcement.",
    'Don\'t cut the tags yourself: the card shows two and a "+N" badge whose accessible name says how many more.',
  ],
});

/** The card's action button (the title is a link too). */
const action = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLAnchorElement>("[data-slot=course-card-action]")!;

const meta = {
  title: "Product/CourseCard",
  component: CourseCard,
  parameters: { docs },
  args: { course: base, href: "/course/linear-algebra", loggedIn: false },
  // The story's image is a data URL: as an editable control it widened the docs page to thousands of pixels.
  argTypes: { course: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoProgressLoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const link = action(canvasElement);
    await expect(link).toHaveAttribute("href", "/course/linear-algebra");
    await expect(link).toHaveAttribute("data-action", "enrollNow");
    await expect(canvasElement.querySelector("[data-slot=course-card-progress]")).toBeNull();
    // The title and the cover lead to the same page; the button stays the card's one tab stop.
    const title = within(canvasElement).getByRole("link", { name: "الجبر الخطي" });
    await expect(title).toHaveAttribute("href", "/course/linear-algebra");
    await expect(title).toHaveAttribute("tabindex", "-1");
    const cover = canvasElement.querySelector("[data-slot=course-card-cover]")!;
    await expect(cover).toHaveAttribute("href", "/course/linear-algebra");
    await expect(cover).toHaveAttribute("aria-hidden", "true");
    await expect(cover).toHaveAttribute("tabindex", "-1");
  },
};
export const NoProgressLoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await expect(action(canvasElement)).toHaveAttribute("data-action", "viewCourse");
  },
};
export const InProgress: Story = {
  args: { loggedIn: true, course: { ...base, progress: { completedLessons: 5, totalLessons: 12 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "42");
    await expect(action(canvasElement)).toHaveAttribute("data-action", "continue");
  },
};
/** A learner's card: the button opens the player, the title and cover the course page (two stops, two places). */
export const LearnerWithCoursePage: Story = {
  args: {
    loggedIn: true,
    href: "/course-content/linear-algebra?lesson=l5",
    pageHref: "/course/linear-algebra",
    course: { ...base, progress: { completedLessons: 5, totalLessons: 12 } },
  },
  play: async ({ canvasElement }) => {
    await expect(action(canvasElement)).toHaveAttribute("href", "/course-content/linear-algebra?lesson=l5");
    const title = within(canvasElement).getByRole("link", { name: "الجبر الخطي" });
    await expect(title).toHaveAttribute("href", "/course/linear-algebra");
    await expect(title).not.toHaveAttribute("tabindex");
    await expect(canvasElement.querySelector("[data-slot=course-card-cover]")).toHaveAttribute(
      "href",
      "/course/linear-algebra",
    );
  },
};
export const Completed: Story = {
  args: { loggedIn: true, course: { ...base, progress: { completedLessons: 12, totalLessons: 12 } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=course-card-completed]")).not.toBeNull();
    await expect(action(canvasElement)).toHaveAttribute("data-action", "review");
  },
};
/** The app's words for the viewer's purchase on the cover: a transfer an admin has not confirmed yet. */
export const PaymentUnderReview: Story = {
  args: { loggedIn: true },
  render: function UnderReview(args) {
    const { locale } = useLocale();
    return <CourseCard {...args} notice={locale === "ar" ? "الدفع قيد المراجعة" : "Payment under review"} />;
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=course-card-notice]")).toHaveTextContent(
      /الدفع قيد المراجعة|Payment under review/,
    );
    await expect(canvasElement.querySelector("[data-slot=course-card-action]")).toHaveAttribute(
      "data-action",
      "viewCourse",
    );
  },
};
export const Free: Story = { args: { course: { ...base, price: 0 } } };
export const Priced: Story = { args: { course: { ...base, price: 1250 } } };
export const NoTags: Story = {
  args: { course: { ...base, tags: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=course-card-tags]")!.textContent).toMatch(/دورة|Course/);
  },
};
export const OneTag: Story = { args: { course: { ...base, tags: ["Python"] } } };
export const FiveTags: Story = {
  args: { course: { ...base, tags: ["خوارزميات", "C++", "امتحانات", "ملخصات", "تمارين"] } },
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll("[data-slot=course-card-tags] [data-slot=badge]");
    await expect(badges).toHaveLength(3);
    await expect(badges[2]!.textContent).toMatch(/\+(3|٣)/);
  },
};
export const MissingImage: Story = {
  args: { course: { ...base, image: "" } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toHaveAttribute("data-fallback", "true");
  },
};
export const BrokenImage: Story = {
  args: { course: { ...base, image: "/this-image-does-not-exist.jpg" } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector("img")!;
    await new Promise<void>((resolve) => {
      const check = () => (img.getAttribute("data-fallback") === "true" ? resolve() : setTimeout(check, 20));
      check();
    });
    await expect(img).toHaveAttribute("data-fallback", "true");
  },
};
export const NoLessons: Story = {
  args: { course: { ...base, lessonsCount: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=course-card-lessons]")!.textContent).toMatch(
      /لا توجد دروس|No lessons/,
    );
  },
};
export const LessonsFromList: Story = { args: { course: { ...base, lessonsCount: undefined, lessons: [1, 2, 3] } } };
export const LongArabicTitle: Story = {
  args: {
    course: {
      ...base,
      title: "مقدمة شاملة في تحليل ومعالجة الإشارات الرقمية وتطبيقاتها في أنظمة الاتصالات الحديثة والذكاء الاصطناعي",
      instructor: "أ. د. عبد الرحمن محمد عبد العزيز الشناوي",
    },
  },
};
export const MixedArabicEnglish: Story = {
  args: {
    course: {
      ...base,
      title: "البرمجة بلغة Python 3 للمبتدئين",
      instructor: "Dr. Omar Khaled",
      tags: ["Python", "برمجة"],
    },
  },
};
