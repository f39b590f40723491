import type { Meta, StoryObj } from "@storybook/react-vite";
import { CourseCard } from "./course-card";
import { CourseGrid, CourseGridItem } from "./course-grid";
import { componentDocs } from "../stories/component-docs";

const courses = Array.from({ length: 8 }, (_, i) => ({
  id: `c${i}`,
  title: ["أساسيات البرمجة", "Linear Algebra", "الكيمياء العضوية", "Design Systems"][i % 4]!,
  instructor: ["د. سارة منصور", "Dr. Omar Khaled"][i % 2]!,
  tags: i % 3 === 0 ? [] : ["امتحانات", "ملخصات", "تمارين"].slice(0, i % 4),
  price: [0, 250, 450, 1200][i % 4],
  lessonsCount: i === 5 ? 0 : 4 + i,
  progress:
    i === 1 ? { completedLessons: 3, totalLessons: 5 } : i === 2 ? { completedLessons: 6, totalLessons: 6 } : null,
}));

const docs = componentDocs({
  summary:
    "The list of course cards: one column on phones, then two, three and four as the width grows. A list (`<ul>` of `CourseGridItem`), so screen readers say how many courses there are.",
  usage: `
import { CourseCard } from "@masar/ui/course-card";
import { CourseGrid, CourseGridItem } from "@masar/ui/course-grid";

<CourseGrid>
  {courses.map((course) => (
    <CourseGridItem key={course.id}>
      <CourseCard course={course} href={\`/courses/\${course.id}\`} />
    </CourseGridItem>
  ))}
</CourseGrid>`,
  rtl: [
    "The first card is at the top right in Arabic: the grid follows the direction, nothing to set.",
    "Cards in a row keep equal heights in both directions, so their action buttons line up.",
  ],
  do: [
    "Put each card in a `CourseGridItem`: it lets a long title wrap instead of widening its column.",
    'Page long lists ("Show more") instead of rendering thousands of cards at once.',
  ],
  dont: [
    "Don't reverse the list for Arabic: the direction already mirrors the grid.",
    "Don't give cards fixed widths: the grid decides the columns.",
  ],
});

const meta = {
  title: "Product/CourseGrid",
  component: CourseGrid,
  parameters: { docs, layout: "fullscreen" },
} satisfies Meta<typeof CourseGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  render: () => (
    <div className="p-6">
      <CourseGrid>
        {courses.map((c) => (
          <CourseGridItem key={c.id}>
            <CourseCard course={c} href={`/course/${c.id}`} loggedIn />
          </CourseGridItem>
        ))}
      </CourseGrid>
    </div>
  ),
};
