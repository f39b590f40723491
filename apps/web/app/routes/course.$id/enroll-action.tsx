import { Form, Link, useNavigation } from "@remix-run/react";
import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cardAction, isFree, progressPercent, type CourseProgress } from "@masar/domain/course";
import { localize, type LocalizedText } from "@masar/domain/locale";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import type { CourseAccess } from "#app/services/enrollment.server";
import { loginHref } from "#app/utils/login-href";
import { playerHref } from "#app/utils/player-href";

export interface EnrollState {
  courseId: string;
  price: number;
  access: CourseAccess;
  progress: CourseProgress | null;
  /** Where the player opens for someone who may study the course. */
  lessonId: string | null;
  /** The student's transfer for the course waits for an admin: nothing to buy meanwhile. */
  underReview: boolean;
  /** An enrolled student's next lesson (null when all are done, and for anyone else). */
  next: { number: number; title: LocalizedText } | null;
}

/**
 * The course page's one call to action, in the side card and in the phones' bottom bar: enrol (a form
 * post, so it works before the scripts load), buy, log in first, or go on studying.
 */
export function EnrollAction({ state, className }: { state: EnrollState; className?: string }) {
  const { t } = useTranslation();
  const { t: kit, formatPrice, locale } = useLocale();
  const navigation = useNavigation();
  const free = isFree(state.price);
  const here = `/course/${state.courseId}`;
  const classes = cn(buttonVariants({ size: "lg" }), "w-full", className);
  const offer = free ? t("enroll.free") : t("enroll.buy", { price: formatPrice(state.price) });

  if (state.access === "enrolled" || state.access === "staff") {
    // An enrolled student's first action names the lesson it opens: "Continue: lesson 3 — Vectors".
    const label =
      state.access === "staff"
        ? t("enroll.goToCourse")
        : state.next
          ? t("enroll.continueAt", { number: state.next.number, title: localize(state.next.title, locale) })
          : kit(cardAction(state.progress, true) === "review" ? "review" : "continue");
    return (
      <Link
        to={playerHref(state.courseId, state.lessonId)}
        className={classes}
        data-enroll={state.access}
        data-testid="enroll-open"
      >
        {/* No width of its own (w-0, then grows): a long lesson title is cut with an ellipsis instead of
            widening the page's column past a phone's screen. */}
        <span className="w-0 flex-1 truncate text-center">{label}</span>
      </Link>
    );
  }
  if (state.access === "visitor") {
    // Buying: sign in (told why), then straight on to the payment page; a free course enrols from here.
    const to = free ? loginHref(here) : loginHref(`/payment/${encodeURIComponent(state.courseId)}`, "buy");
    return (
      <Link to={to} className={classes} data-enroll="login">
        {offer}
      </Link>
    );
  }
  if (state.underReview) {
    // Not "Buy" again: the payment page shows the transfer under review and the way to cancel it.
    return (
      <Link
        to={`/payment/${encodeURIComponent(state.courseId)}`}
        className={cn(buttonVariants({ size: "lg", variant: "outline" }), "w-full", className)}
        data-enroll="review"
      >
        <Clock aria-hidden="true" />
        {t("course.underReview")}
      </Link>
    );
  }
  if (!free) {
    return (
      <Link to={`/payment/${encodeURIComponent(state.courseId)}`} className={classes} data-enroll="buy">
        {offer}
      </Link>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formAction === here;
  return (
    <Form method="post" action={here} className={cn("w-full", className)}>
      <input type="hidden" name="intent" value="enroll" />
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy} data-enroll="free">
        {offer}
      </Button>
    </Form>
  );
}

/** A short line under the action: what the price buys, or the access the person already has. */
export function EnrollNote({ state }: { state: EnrollState }) {
  const { t } = useTranslation();
  const { t: kit } = useLocale();
  if (state.access === "enrolled") {
    const percent = progressPercent(state.progress);
    return (
      <p className="text-sm text-muted-foreground" data-testid="enroll-note">
        {t("enroll.enrolled")} · {kit("progressValue", { value: percent })}
      </p>
    );
  }
  const key =
    state.access === "staff"
      ? "enroll.staff"
      : state.underReview
        ? "enroll.underReviewNote"
        : isFree(state.price)
          ? "enroll.freeNote"
          : "enroll.paymentNote";
  return (
    <p className="text-sm text-muted-foreground" data-testid="enroll-note">
      {t(key)}
    </p>
  );
}
