import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Megaphone, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Announcement } from "@masar/domain/announcement";
import { localize } from "@masar/domain/locale";
import { announcementFormSchema } from "@masar/domain/teaching-schema";
import { Button } from "@masar/ui/button";
import { EmptyState } from "@masar/ui/feedback";
import { FieldError } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { FormError, TextAreaField, TextField, useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import { useAppForm } from "#app/forms/use-app-form";

/** The announcement's title and message in both languages, and the send button. */
export function AnnouncementForm({ lastResult }: { lastResult: SubmissionResult<FormMessages> | null }) {
  const navigation = useNavigation();
  const messages = useMessages();
  const { t } = useTranslation();
  const [form, fields] = useAppForm({ id: "announce", schema: announcementFormSchema, lastResult });
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
  const sending = navigation.state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="announce-form">
      <FormError id={form.errorId} messages={form.errors} />
      <p className="text-sm text-muted-foreground">{t("teaching.course.bilingualHint")}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        {side("ar")}
        {side("en")}
      </div>
      <FieldError id={fields.title.errorId}>{messages(fields.title.errors)}</FieldError>
      <Button type="submit" className="self-start" disabled={sending} data-testid="send-announcement">
        <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {sending ? t("teaching.announce.sending") : t("teaching.announce.send")}
      </Button>
    </Form>
  );
}

/** An announcement as loader data delivers it (its date may arrive as a string). */
type Sent = Omit<Announcement, "createdAt"> & { createdAt: string | Date };

/** What was sent to the course, newest first, with the date and how many students it reached. */
export function SentAnnouncements({
  items,
  total,
  justSent,
}: {
  items: readonly Sent[];
  total: number;
  justSent: string | null;
}) {
  const { t } = useTranslation();
  const { locale, formatDate } = useLocale();
  return (
    <section aria-labelledby="sent-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="sent-heading" className="text-lg font-semibold">
        {t("teaching.announce.history")}
      </h2>
      {items.length === 0 ? (
        <EmptyState icon={<Megaphone />} title={t("teaching.announce.historyEmpty")} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="sent-count">
            {t("teaching.announce.historyCount", { count: total })}
          </p>
          <ol className="flex flex-col gap-2" data-testid="sent-announcements">
            {items.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-1 rounded-lg border bg-card p-3 data-[just-sent=true]:border-primary/50 data-[just-sent=true]:bg-primary-soft/40"
                data-testid="sent-announcement"
                data-just-sent={a.id === justSent ? "true" : undefined}
              >
                <span className="font-medium [overflow-wrap:anywhere]" dir="auto">
                  {localize(a.title, locale)}
                </span>
                {localize(a.body, locale) ? (
                  <span className="line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]" dir="auto">
                    {localize(a.body, locale)}
                  </span>
                ) : null}
                <span className="text-xs text-muted-foreground">
                  <time dateTime={new Date(a.createdAt).toISOString()}>
                    {formatDate(new Date(a.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                  {" · "}
                  {t("teaching.announce.reached", { count: a.audience })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
