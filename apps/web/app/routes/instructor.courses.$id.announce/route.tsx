// The teacher console's announcement: a notification to every student enrolled in the course.
import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { announcementFormSchema } from "@masar/domain/teaching-schema";
import { Button } from "@masar/ui/button";
import { FieldError } from "@masar/ui/input";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { FormError, TextAreaField, TextField, useMessages } from "#app/forms/fields";
import { readSubmission } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { routeMessages } from "#app/i18n/i18next.server";
import { announce, audienceOf } from "#app/services/teaching/announce.server";
import { toastHeader } from "#app/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { course } = await requireCourseStaff(request, params.id!);
  const learners = await audienceOf(course);
  return { learners, messages: routeMessages(request, ["teaching"]) };
}

/** Sends the announcement through notify() to every enrolled student of this course. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const submission = await readSubmission(request, announcementFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const sent = await announce(actor, course.id, submission.value);
  if (!sent.ok) throw data(null, { status: 404 });
  return redirect(`/instructor/courses/${course.id}/announce`, {
    headers: {
      "Set-Cookie": await toastHeader({
        type: "success",
        key: "teaching.announce.sent",
        values: { count: String(sent.sent) },
      }),
    },
  });
}

export default function CourseAnnouncement() {
  const { learners } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const messages = useMessages();
  const { t } = useTranslation();
  const [form, fields] = useAppForm({ id: "announce", schema: announcementFormSchema, lastResult: actionData?.result });
  const title = fields.title.getFieldset();
  const body = fields.body.getFieldset();
  const side = (lang: "ar" | "en") => (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4" lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
      <legend className="px-1 text-sm font-semibold">
        {t(lang === "ar" ? "teaching.course.arabic" : "teaching.course.english")}
      </legend>
      <TextField field={title[lang]} label={t("teaching.announce.title")} />
      <TextAreaField field={body[lang]} label={t("teaching.announce.body")} rows={4} />
    </fieldset>
  );
  return (
    <section aria-labelledby="announce-heading" className="flex max-w-4xl flex-col gap-4">
      <h2 id="announce-heading" className="text-xl font-bold">
        {t("teaching.tabs.announce")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("teaching.announce.lead")}</p>
      {learners === 0 ? (
        <p className="rounded-md border bg-muted/40 p-3 text-sm" role="note">
          {t("teaching.announce.noLearners")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="announce-form">
        <FormError id={form.errorId} messages={form.errors} />
        <p className="text-sm text-muted-foreground">{t("teaching.course.bilingualHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {side("ar")}
          {side("en")}
        </div>
        <FieldError id={fields.title.errorId}>{messages(fields.title.errors)}</FieldError>
        <Button
          type="submit"
          className="self-start"
          disabled={navigation.state === "submitting"}
          data-testid="send-announcement"
        >
          <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {navigation.state === "submitting" ? t("teaching.announce.sending") : t("teaching.announce.send")}
        </Button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
