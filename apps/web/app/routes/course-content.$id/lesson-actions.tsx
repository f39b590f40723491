import { Form, Link, useNavigation } from "@remix-run/react";
import { CheckCircle2, ChevronLeft, ChevronRight, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@masar/ui/button";
import { playerHref } from "#app/utils/player-href";

/**
 * Mark as complete, or the completed state with its undo: plain forms posting to the route's action,
 * so they work before (and without) JavaScript.
 */
export function CompleteForm({ lessonId, completed }: { lessonId: string; completed: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3" data-testid="complete-form">
      <input type="hidden" name="lessonId" value={lessonId} />
      {completed ? (
        <>
          <span className="flex items-center gap-2 font-semibold text-success" role="status">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            {t("kit:completed")}
          </span>
          <Button type="submit" name="intent" value="uncomplete" variant="ghost" size="sm" disabled={busy}>
            <Undo2 aria-hidden="true" />
            {t("player.undo")}
          </Button>
        </>
      ) : (
        <Button type="submit" name="intent" value="complete" disabled={busy}>
          <CheckCircle2 aria-hidden="true" />
          {t("player.markComplete")}
        </Button>
      )}
    </Form>
  );
}

/** Previous and next lesson; the arrows point the reading direction's way (mirrored in Arabic). */
export function LessonPager({
  courseId,
  previousId,
  nextId,
}: {
  courseId: string;
  previousId: string | null;
  nextId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("player.navigation")} className="flex flex-wrap gap-2" data-testid="lesson-pager">
      {previousId ? (
        <Link
          to={playerHref(courseId, previousId)}
          rel="prev"
          className={buttonVariants({ variant: "outline" })}
          data-testid="previous-lesson"
        >
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          {t("player.previous")}
        </Link>
      ) : null}
      {nextId ? (
        <Link
          to={playerHref(courseId, nextId)}
          rel="next"
          className={buttonVariants({ variant: "secondary" })}
          data-testid="next-lesson"
        >
          {t("player.next")}
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
