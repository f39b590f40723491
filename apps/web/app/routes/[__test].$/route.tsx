// Test-only pages the end-to-end suite drives (render errors, toasts, notifications, roles); a 404 unless enabled.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getConfig } from "#app/env.server";
import { createTestCourse, createTestHistory } from "#app/testing/admin-test-pages.server";
import {
  agePlan,
  becomeTeacher,
  flashToast,
  notifySignedInUser,
  sendReminders,
  verifyEmail,
} from "#app/testing/test-pages.server";

/**
 * Pages that only end-to-end tests use, enabled by ENABLE_TEST_ROUTES=1 and a 404 otherwise:
 * /__test/render-error (a page whose render throws), /__test/toast (a flash toast) and
 * /__test/notify (notifications for the signed-in user), /__test/become-teacher, /__test/verify-email and
 * /__test/age-plan, /__test/send-reminders (see app/testing/test-pages.server.ts).
 * Repository faults are asked for with a cookie instead (app/testing/faults.server.ts).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!getConfig().enableTestRoutes) throw data(null, { status: 404 });
  switch (params["*"]) {
    case "toast":
      return flashToast();
    case "notify":
      return notifySignedInUser(request);
    case "become-teacher":
      return becomeTeacher(request);
    case "age-plan":
      return agePlan(request);
    case "verify-email":
      return verifyEmail(request);
    case "send-reminders":
      return sendReminders(request);
    case "render-error":
      return { boom: true };
    case "admin-course":
      return createTestCourse(request);
    case "admin-history":
      return createTestHistory(request);
    default:
      throw data(null, { status: 404 });
  }
}

export default function TestPage() {
  const loaderData = useLoaderData<typeof loader>();
  if ("boom" in loaderData && loaderData.boom) {
    throw new Error("Deliberate render failure for the error boundary test");
  }
  if ("courseId" in loaderData) return <output data-testid="test-course-id">{loaderData.courseId}</output>;
  return null;
}
