import * as React from "react";
import { cva } from "class-variance-authority";
import { BookOpen, CheckCircle2, Clock } from "lucide-react";
import { cardAction, lessonCount, progressPercent, tagOverflow, type CourseCardData } from "@masar/domain/course";
import defaultCourseImage from "../assets/default-course.svg";
import { cn } from "../lib/utils";
import { Badge } from "./badge";
import { buttonVariants } from "./button";
import { Card } from "./card";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";
import { Progress } from "./progress";

const courseCardVariants = cva("group h-full transition-shadow hover:shadow-md", {
  variants: {
    state: {
      new: "",
      inProgress: "",
      completed: "border-success/40",
    },
  },
  defaultVariants: { state: "new" },
});

export interface CourseCardProps extends Omit<React.HTMLAttributes<HTMLElement>, "children"> {
  /** The course as the card reads it: title already in the current language. */
  course: CourseCardData;
  /** Whether a user is signed in; decides View Course or Enroll Now when there is no progress. @defaultValue false */
  loggedIn?: boolean;
  /** The heading level of the title in the page's outline. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  /** Load the image eagerly (for cards above the fold). @defaultValue false */
  priority?: boolean;
  /** Where the action button goes: the app's course page (or its player, for a learner). */
  href: string;
  /**
   * A short state of the viewer's purchase, in the app's words (for example a payment under review),
   * shown as a badge on the cover. @defaultValue undefined
   */
  notice?: React.ReactNode;
  /**
   * The course's own page, where the title and the cover lead (a learner's button may go to the player
   * instead). When it is `href`, the title link is left out of the tab order: the button is the card's
   * one stop, and the title and cover are there for the pointer. @defaultValue `href`
   */
  pageHref?: string;
}

/** The reusable course tile of spec section 2. */
function CourseCard({
  course,
  loggedIn = false,
  headingLevel = 3,
  priority = false,
  href,
  notice,
  pageHref = href,
  className,
  ...props
}: CourseCardProps) {
  const { t, formatPrice } = useLocale();
  const percent = progressPercent(course.progress);
  const hasProgress = course.progress != null;
  const completed = hasProgress && percent >= 100;
  const action = cardAction(course.progress, loggedIn);
  const tags = tagOverflow(course.tags);
  const lessons = lessonCount(course);
  const Heading = `h${headingLevel}` as const;
  const titleId = React.useId();

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-slot="course-card"
      data-state={completed ? "completed" : hasProgress ? "in-progress" : "new"}
      className={cn(
        courseCardVariants({ state: completed ? "completed" : hasProgress ? "inProgress" : "new" }),
        className,
      )}
      {...props}
    >
      <div
        className="relative aspect-video overflow-hidden bg-muted bg-cover bg-center"
        // The default image sits behind the course's own: a broken image (alt="") paints nothing, so the
        // default shows even when the image fails before hydration or with no JavaScript at all.
        style={{ backgroundImage: `url("${defaultCourseImage}")` }}
        data-slot="course-card-media"
      >
        {/* The cover leads to the course page for the pointer; hidden from assistive technology and the
            tab order, which reach the same page through the title and the button. */}
        <AppLink
          href={pageHref}
          tabIndex={-1}
          aria-hidden="true"
          className="block size-full"
          data-slot="course-card-cover"
        >
          <CourseImage src={course.image} priority={priority} />
        </AppLink>
        {completed ? (
          <Badge variant="success" data-slot="course-card-completed" className="absolute start-3 top-3 shadow">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t("completed")}
          </Badge>
        ) : notice ? (
          <Badge variant="default" data-slot="course-card-notice" className="absolute start-3 top-3 shadow">
            <Clock className="size-3.5" aria-hidden="true" />
            {notice}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-1.5" data-slot="course-card-tags">
          {tags.generic ? (
            <Badge variant="muted">{t("course")}</Badge>
          ) : (
            tags.visible.map((tag) => (
              <Badge key={tag} variant="soft">
                <bdi>{tag}</bdi>
              </Badge>
            ))
          )}
          {tags.hidden > 0 ? (
            <Badge variant="outline" aria-label={t("moreTagsLabel", { count: tags.hidden })}>
              {t("moreTags", { count: tags.hidden })}
            </Badge>
          ) : null}
          <span
            data-slot="course-card-price"
            className={cn("ms-auto text-sm font-bold", course.price ? "text-foreground" : "text-success")}
          >
            {formatPrice(course.price)}
          </span>
        </div>
        {/* User text is isolated inline (<bdi>) and aligned with the card, not by its own direction: an
            English name on an Arabic card starts at the right like everything else on it. */}
        <Heading
          id={titleId}
          className="line-clamp-2 text-start text-base font-bold leading-snug"
          data-slot="course-card-title"
        >
          <AppLink
            href={pageHref}
            tabIndex={pageHref === href ? -1 : undefined}
            data-slot="course-card-title-link"
            className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <bdi>{course.title}</bdi>
          </AppLink>
        </Heading>
        <p className="text-start text-sm text-muted-foreground" data-slot="course-card-instructor">
          <bdi>{course.instructor}</bdi>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-slot="course-card-lessons">
          <BookOpen className="size-4" aria-hidden="true" />
          {lessons > 0 ? t("lessons", { count: lessons }) : t("noLessons")}
        </p>
        {hasProgress ? (
          <div className="flex flex-col gap-1" data-slot="course-card-progress">
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>{t("progress")}</span>
              <span>{t("progressValue", { value: percent })}</span>
            </div>
            <Progress value={percent} size="sm" tone={completed ? "success" : "primary"} aria-label={t("progress")} />
          </div>
        ) : null}
        <div className="mt-auto pt-1">
          <AppLink
            href={href}
            data-slot="course-card-action"
            data-action={action}
            aria-describedby={titleId}
            className={cn(
              buttonVariants({ variant: action === "enrollNow" || action === "continue" ? "primary" : "outline" }),
              "w-full",
            )}
          >
            {t(action)}
          </AppLink>
        </div>
      </div>
    </Card>
  );
}

/** The course image, replaced by the default course image when missing or when it fails to load. */
function CourseImage({ src, priority }: { src?: string | null; priority: boolean }) {
  const [failed, setFailed] = React.useState(false);
  const ref = React.useRef<HTMLImageElement>(null);
  React.useEffect(() => setFailed(false), [src]);
  // An image that failed before hydration fired its error event before React listened.
  React.useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  const useDefault = !src || failed;
  return (
    <img
      ref={ref}
      data-slot="course-card-image"
      data-fallback={useDefault ? "true" : undefined}
      src={useDefault ? defaultCourseImage : src}
      alt=""
      width={640}
      height={360}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform group-hover:scale-[1.02]"
    />
  );
}

export { CourseCard, courseCardVariants };
export type { CourseCardData };
