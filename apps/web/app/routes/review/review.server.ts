import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { DAILY_LIMIT_RANGE } from "@masar/domain/review/card";
import { requireUser } from "#app/auth/session.server";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { replanCards, saveReviewSettings } from "#app/services/review/cards.server";
import { answerReview, reviewScreen } from "#app/services/review/session.server";
import { now } from "#app/utils/clock.server";
import { toastHeader } from "#app/utils/toast.server";

/** `?course=`: one course's cards; anything malformed means all of them. */
const courseOf = (url: URL) => {
  const course = url.searchParams.get("course");
  return course && /^[\w-]{1,128}$/.test(course) ? course : null;
};

/** The review page: the next due card (or none), the student's courses with their counts, her settings. */
export async function loadReview(request: Request) {
  const user = await requireUser(request);
  const screen = await reviewScreen(user.identity.uid, getLocale(request), courseOf(new URL(request.url)));
  return data(
    { ...screen, shownAt: now().getTime(), messages: routeMessages(request, ["practice"]) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const id = z.string().trim().min(1).max(200);
const intentSchema = z.object({ intent: z.enum(["answer", "settings", "replan"]) });
const answerSchema = z.object({
  questionId: id,
  option: z.array(z.string().max(40)).max(10).default([]),
  value: z.string().max(10).default(""),
  text: z.string().max(500).default(""),
  guess: z.literal("on").optional(),
  /** When the page showed the question (the server's clock): a slow right answer is rated Hard. */
  shown: z.coerce.number().int().nonnegative().optional(),
});
const settingsSchema = z.object({
  dailyLimit: z.coerce
    .number({ message: "review.errors.limit" })
    .int({ message: "review.errors.limit" })
    .min(DAILY_LIMIT_RANGE.min, { message: "review.errors.limit" })
    .max(DAILY_LIMIT_RANGE.max, { message: "review.errors.limit" }),
  /** "off", or an hour of the day 0–23. */
  reminderHour: z.string().regex(/^(off|1?\d|2[0-3])$/, "review.errors.hour"),
});

const back = (request: Request) => `/review${new URL(request.url).search}`;

/**
 * Answer a due card (the page shows its feedback and when it comes back), save the settings, or plan
 * every card again from today. Always the session's own cards.
 */
export async function reviewAction(request: Request) {
  const user = await requireUser(request);
  const userId = user.identity.uid;
  const formData = await readFormData(request);
  const intent = parseForm(formData, intentSchema);
  if (intent.status !== "success") return data({ kind: "error" as const, error: "invalid" }, { status: 400 });
  switch (intent.value.intent) {
    case "answer": {
      const submission = parseForm(formData, answerSchema);
      if (submission.status !== "success") return data({ kind: "error" as const, error: "invalid" }, { status: 400 });
      const form = submission.value;
      const outcome = await answerReview(
        userId,
        {
          questionId: form.questionId,
          fields: { options: form.option, value: form.value, text: form.text },
          guessed: form.guess === "on",
          shownAt: form.shown ?? null,
        },
        getLocale(request),
      );
      if (outcome.kind === "notDue") return data({ kind: "error" as const, error: "notDue" }, { status: 409 });
      if (outcome.kind === "invalid") return data({ kind: "error" as const, error: "invalid" }, { status: 400 });
      return data({ ...outcome, kind: "answered" as const });
    }
    case "settings": {
      const submission = parseForm(formData, settingsSchema);
      if (submission.status !== "success") {
        return data({ kind: "settings" as const, result: submission.reply() }, { status: 400 });
      }
      const { dailyLimit, reminderHour } = submission.value;
      await saveReviewSettings(userId, {
        dailyLimit,
        reminderHour: reminderHour === "off" ? null : Number(reminderHour),
      });
      throw redirect(back(request), {
        headers: { "Set-Cookie": await toastHeader({ type: "success", key: "practice:review.settings.saved" }) },
      });
    }
    case "replan": {
      const moved = await replanCards(userId);
      throw redirect(back(request), {
        headers: {
          "Set-Cookie": await toastHeader({
            type: "success",
            key: "practice:review.settings.replanned",
            values: { count: String(moved) },
          }),
        },
      });
    }
  }
}
