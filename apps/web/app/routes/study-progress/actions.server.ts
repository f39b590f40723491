import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { readFormData } from "#app/forms/submission.server";
import { parseForm } from "#app/forms/parse";
import {
  createOwnTask,
  deleteOwnTask,
  planCourseExam,
  replanFromToday,
  setOwnTaskDone,
  updateOwnTask,
} from "#app/services/calendar-tasks.server";
import { renewFeedToken, saveCalendarSettings } from "#app/services/calendar-settings.server";
import { getConfig } from "#app/env.server";
import { getLocale } from "#app/i18n/i18next.server";
import { toastHeader, type Toast } from "#app/utils/toast.server";
import { calendarSettingsSchema, planFormSchema, taskFormSchema } from "./schemas";
import { viewCookie } from "./view-choice.server";

const intentSchema = z.object({
  intent: z.enum(["create", "update", "toggle", "delete", "plan", "replan", "regenerate", "settings", "view"]),
  id: z.string().min(1).max(200).optional(),
  // Only the re-plan reads it here; the task form's own (often empty) course field is checked by its schema.
  courseId: z.string().max(200).optional(),
  // Only the view switch sends it; a value that is no view is refused with a message (below).
  view: z.string().max(20).optional(),
  // The task's done box: "1" when ticked, anything else is off.
  done: z.unknown().transform((v) => v === "1"),
});
const viewSchema = z.enum(["month", "week", "agenda"]);

/** Back to the page the form was on (view, date and filters are in the action's URL). */
const back = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete("edit");
  url.searchParams.delete("index");
  return `/study-progress${url.search}`;
};

const withToast = async (request: Request, toast: Toast) =>
  redirect(back(request), { headers: { "Set-Cookie": await toastHeader(toast) } });

/**
 * The page's forms, always on the signed-in user's own records: the task port checks ownership by
 * user id, a course is linked or planned only when the user is enrolled in it. Invalid input is a 400
 * with localised messages beside the fields.
 */
export async function calendarAction(request: Request, userId: string, now: Date) {
  const formData = await readFormData(request);
  // The form's intent first (which form, which record), then that form's own schema.
  const intent = parseForm(formData, intentSchema);
  if (intent.status !== "success") return data({ form: null, result: intent.reply() }, { status: 400 });
  const { id } = intent.value;
  switch (intent.value.intent) {
    case "create":
    case "update": {
      const submission = parseForm(formData, taskFormSchema);
      const form = intent.value.intent;
      if (submission.status !== "success") return data({ form, result: submission.reply() }, { status: 400 });
      const outcome =
        form === "create"
          ? await createOwnTask(userId, submission.value)
          : await updateOwnTask(userId, id ?? "", submission.value, getLocale(request));
      if (!outcome.ok) {
        const reply =
          outcome.reason === "notEnrolled"
            ? submission.reply({ fieldErrors: { courseId: [{ key: "calendar:task.notEnrolled" }] } as never })
            : submission.reply({ formErrors: [{ key: "calendar:task.notFound" }] as never });
        return data({ form, result: reply }, { status: outcome.reason === "notFound" ? 404 : 400 });
      }
      return withToast(request, {
        type: "success",
        key: form === "create" ? "calendar:task.created" : "calendar:task.saved",
      });
    }
    case "toggle": {
      const ok = await setOwnTaskDone(userId, id ?? "", intent.value.done);
      if (!ok) return withToast(request, { type: "error", key: "calendar:task.notFound" });
      return redirect(back(request));
    }
    case "delete": {
      const ok = await deleteOwnTask(userId, id ?? "");
      return withToast(
        request,
        ok ? { type: "success", key: "calendar:task.deleted" } : { type: "error", key: "calendar:task.notFound" },
      );
    }
    case "plan": {
      const submission = parseForm(formData, planFormSchema);
      if (submission.status !== "success") return data({ form: "plan", result: submission.reply() }, { status: 400 });
      const plan = await planCourseExam(userId, submission.value, now);
      if (!plan.ok) {
        const values =
          plan.reason === "notEnrolled"
            ? {}
            : { count: plan.lessons, capacity: plan.capacity, perDay: submission.value.perDay };
        const key = plan.reason === "notEnrolled" ? "calendar:task.notEnrolled" : `calendar:plan.${plan.reason}`;
        return data(
          { form: "plan", result: submission.reply({ formErrors: [{ key, values }] as never }) },
          { status: 400 },
        );
      }
      if (plan.items.length === 0) return withToast(request, { type: "info", key: "calendar:plan.nothingLeft" });
      return withToast(request, {
        type: "success",
        key: "calendar:plan.created",
        values: { count: String(plan.items.length), date: plan.items.at(-1)!.date },
      });
    }
    case "replan": {
      // The kept plan again from today; a plan that no longer fits says why in a toast (no form to show it).
      const plan = await replanFromToday(userId, intent.value.courseId ?? "", now);
      if (!plan.ok) {
        if (!("lessons" in plan)) {
          const key = plan.reason === "notEnrolled" ? "calendar:task.notEnrolled" : "calendar:plan.noPlan";
          return withToast(request, { type: "error", key });
        }
        const values = { count: String(plan.lessons), capacity: String(plan.capacity) };
        return withToast(request, { type: "error", key: "calendar:plan.replanNoFit", values });
      }
      if (plan.items.length === 0) return withToast(request, { type: "info", key: "calendar:plan.nothingLeft" });
      return withToast(request, {
        type: "success",
        key: "calendar:plan.replanned",
        values: { count: String(plan.items.length), date: plan.items.at(-1)!.date },
      });
    }
    case "regenerate": {
      await renewFeedToken(userId);
      return withToast(request, { type: "success", key: "calendar:feed.regenerated" });
    }
    case "view": {
      // The view switch: the picked view in the URL, and remembered as this browser's default (decision 033).
      const view = viewSchema.safeParse(intent.value.view);
      if (!view.success) return withToast(request, { type: "error", key: "calendar:nav.viewUnknown" });
      const url = new URL(back(request), request.url);
      url.searchParams.set("view", view.data);
      return redirect(`${url.pathname}${url.search}`, {
        headers: { "Set-Cookie": viewCookie(view.data, getConfig().secureCookies) },
      });
    }
    case "settings": {
      // Both settings or neither: a refused first day changes nothing, and says why beside its field.
      const submission = parseForm(formData, calendarSettingsSchema);
      if (submission.status !== "success") {
        return data({ form: "settings", result: submission.reply() }, { status: 400 });
      }
      await saveCalendarSettings(userId, submission.value);
      return withToast(request, { type: "success", key: "calendar:settings.saved" });
    }
  }
}
