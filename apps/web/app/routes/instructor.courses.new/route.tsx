// The teacher console's new course: a draft taught by the signed-in teacher.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { courseFormSchema } from "@masar/domain/teaching-schema";
import { requireTeacher } from "#app/auth/course-staff.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { CourseDetailsForm } from "#app/components/teaching/course-form";
import { readSubmission } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import { categoriesForCourse } from "#app/services/categories.server";
import { createCourse } from "#app/services/teaching/courses.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "teaching.course.newTitle" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireTeacher(request);
  return { categories: await categoriesForCourse(), messages: routeMessages(request, ["teaching"]) };
}

/** Creates a draft taught by the signed-in teacher and opens its lessons. */
export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireTeacher(request);
  const submission = await readSubmission(request, courseFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const created = await createCourse(actor, submission.value);
  if (!created.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { [created.field]: [{ key: created.key }] } }) },
      { status: 400 },
    );
  }
  return redirect(`/instructor/courses/${created.course.id}/lessons`, {
    headers: { "Set-Cookie": await toastHeader({ type: "success", key: "teaching.course.created" }) },
  });
}

export default function NewCourse() {
  const actionData = useActionData<typeof action>();
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Page title={t("teaching.course.newTitle")} lead={t("teaching.course.newLead")}>
      <Link
        to="/instructor/courses"
        className="flex items-center gap-1 self-start text-sm text-primary hover:underline"
      >
        <ArrowRight className="size-4 ltr:rotate-180" aria-hidden="true" />
        {t("pages.instructorCourses")}
      </Link>
      <CourseDetailsForm
        id="new-course"
        categories={categories}
        lastResult={actionData?.result}
        defaults={{ faculty: "engineering", level: "beginner", price: 0, tags: [] }}
        submitLabel={t("teaching.course.create")}
      />
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
