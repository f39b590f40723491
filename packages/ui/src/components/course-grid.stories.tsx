import type { Meta, StoryObj } from "@storybook/react-vite";
import { CourseCard } from "./course-card";
import { CourseGrid, CourseGridItem } from "./course-grid";

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

const meta = {
  title: "Product/CourseGrid",
  component: CourseGrid,
  parameters: { layout: "fullscreen" },
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
