import { Link } from "@remix-run/react";
import { Megaphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ANNOUNCEMENTS_SHOWN, type Announcement } from "@masar/domain/announcement";
import { localize } from "@masar/domain/locale";
import { useLocale } from "@masar/ui/locale-provider";

/** An announcement as loader data delivers it (its date may arrive as a string). */
type Sent = Omit<Announcement, "createdAt"> & { createdAt: string | Date };

/**
 * The course's past announcements for its students and staff, newest first: the latest few, and a link
 * to all of them (and back) that is a plain link to the same page, so it works before the scripts load.
 * Nothing when none was sent.
 */
export function AnnouncementList({ items, total, all }: { items: readonly Sent[]; total: number; all: boolean }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useLocale();
  if (total === 0) return null;
  return (
    <section aria-labelledby="announcements" className="flex scroll-mt-20 flex-col gap-3" id="announcements-section">
      <h2 id="announcements" className="flex items-center gap-2 text-xl font-bold">
        <Megaphone className="size-5 text-primary rtl:-scale-x-100" aria-hidden="true" />
        {t("course.announcements")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("course.announcementsLead")}</p>
      <ol className="flex flex-col gap-3" data-testid="course-announcements">
        {items.map((a) => {
          const body = localize(a.body, locale);
          return (
            <li
              key={a.id}
              className="flex flex-col gap-1 rounded-lg border bg-card p-4"
              data-testid="course-announcement"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="min-w-0 font-bold [overflow-wrap:anywhere]" dir="auto">
                  {localize(a.title, locale)}
                </h3>
                <time dateTime={new Date(a.createdAt).toISOString()} className="text-sm text-muted-foreground">
                  {formatDate(new Date(a.createdAt), { dateStyle: "medium" })}
                </time>
              </div>
              {body ? (
                <p className="whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]" dir="auto">
                  {body}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {total > ANNOUNCEMENTS_SHOWN ? (
        <Link
          to={{ search: all ? "" : "?announcements=all", hash: "#announcements-section" }}
          className="self-start text-sm font-medium text-primary hover:underline"
          data-testid="announcements-toggle"
        >
          {all ? t("course.fewerAnnouncements") : t("course.allAnnouncements", { count: total })}
        </Link>
      ) : null}
    </section>
  );
}
