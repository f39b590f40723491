// The teacher console's course details: the course's texts, its status and its cover.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { chipOfTag } from "@masar/domain/teaching-schema";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { CourseDetailsForm } from "#app/components/teaching/course-form";
import { routeMessages } from "#app/i18n/i18next.server";
import { categoriesForCourse } from "#app/services/categories.server";
import { CoverPanel } from "./cover-panel";
import { detailsAction } from "./details.server";
import { StatusPanel } from "./status-panel";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { course } = await requireCourseStaff(request, params.id!);
  return {
    course: {
      id: course.id,
      title: course.title,
      status: course.status,
      image: course.image,
      lessonsCount: course.lessonsCount,
      updatedAt: course.updatedAt,
    },
    defaults: {
      title: course.title,
      description: course.description,
      faculty: course.faculty,
      level: course.level,
      category: course.category,
      tags: course.tags.map(chipOfTag),
      price: course.price,
    },
    categories: await categoriesForCourse(course.category),
    messages: routeMessages(request, ["teaching"]),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  return detailsAction(request, actor, course);
}

export default function CourseDetails() {
  const { course, defaults, categories } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="details-heading" className="flex flex-col gap-4">
        <h2 id="details-heading" className="text-xl font-bold">
          {t("teaching.tabs.details")}
        </h2>
        <CourseDetailsForm
          // A saved course remounts the form with what was stored.
          key={String(course.updatedAt)}
          id="course-details"
          categories={categories}
          defaults={defaults}
          lastResult={actionData && "result" in actionData ? actionData.result : null}
          submitLabel={t("teaching.course.save")}
        />
      </section>
      <aside className="flex flex-col gap-6">
        <StatusPanel
          status={course.status}
          lessonsCount={course.lessonsCount}
          error={actionData && "status" in actionData ? actionData.status : null}
        />
        <CoverPanel
          image={course.image}
          title={course.title}
          error={actionData && "cover" in actionData ? actionData.cover : null}
        />
      </aside>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
