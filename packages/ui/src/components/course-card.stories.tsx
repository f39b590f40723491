import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CourseCard } from "./course-card";

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

const meta = {
  title: "Product/CourseCard",
  component: CourseCard,
  args: { course: base, href: "/course/linear-algebra", loggedIn: false },
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
    const link = within(canvasElement).getByRole("link");
    await expect(link).toHaveAttribute("href", "/course/linear-algebra");
    await expect(link).toHaveAttribute("data-action", "enrollNow");
    await expect(canvasElement.querySelector("[data-slot=course-card-progress]")).toBeNull();
  },
};
export const NoProgressLoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("data-action", "viewCourse");
  },
};
export const InProgress: Story = {
  args: { loggedIn: true, course: { ...base, progress: { completedLessons: 5, totalLessons: 12 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "42");
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("data-action", "continue");
  },
};
export const Completed: Story = {
  args: { loggedIn: true, course: { ...base, progress: { completedLessons: 12, totalLessons: 12 } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=course-card-completed]")).not.toBeNull();
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("data-action", "review");
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
