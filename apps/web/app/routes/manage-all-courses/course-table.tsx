import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Archive, ExternalLink, Pencil, Trash2, Upload, Undo2 } from "lucide-react";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { Select } from "@masar/ui/select";
import type { AdminCourse } from "@masar/domain/admin";
import type { CourseStatus } from "@masar/domain/course";
import { localize } from "@masar/domain/locale";
import { ConfirmAct, type ActValues } from "#app/components/confirm-act";
import { STATUS_KEY } from "./filters";

type Row = Omit<AdminCourse, "createdAt" | "updatedAt"> & { createdAt: string | Date; updatedAt: string | Date };

const STATUS_VARIANT: Record<CourseStatus, "success" | "outline" | "muted"> = {
  published: "success",
  draft: "outline",
  archived: "muted",
};

/** One small form per action: each posts its intent and the course id (works without JS). */
function ActionButton({
  intent,
  courseId,
  label,
  icon,
}: {
  intent: string;
  courseId: string;
  label: string;
  icon: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="courseId" value={courseId} />
      <Button type="submit" size="sm" variant="outline" data-intent={intent}>
        {icon}
        {label}
      </Button>
    </Form>
  );
}

/** The page's courses, one card each: what it is, who holds it, and what an admin can do with it. */
export function CourseTable({
  courses,
  teachers,
  asked,
}: {
  courses: Row[];
  teachers: { uid: string; displayName: string }[];
  /** The deletion the server asked the admin to confirm, if any. */
  asked: ActValues | null;
}) {
  const { t } = useTranslation("admin");
  const { t: kit, locale, formatNumber, formatPrice } = useLocale();
  if (courses.length === 0) return <p className="text-muted-foreground">{t("courses.none")}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="admin-courses">
      {courses.map((course) => {
        const title = localize(course.title, locale);
        return (
          <li key={course.id} className="flex flex-col gap-3 rounded-lg border p-4" data-testid="admin-course">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <h2 className="text-lg font-bold" dir="auto">
                  <Link to={`/course/${encodeURIComponent(course.id)}`} className="hover:underline">
                    {title}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">
                  <bdi>{localize(course.instructor, locale)}</bdi> · {kit(`faculty.${course.faculty}`)} ·{" "}
                  {formatPrice(course.price)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={STATUS_VARIANT[course.status]} data-testid="course-status">
                  {t(`courses.${STATUS_KEY[course.status]}`)}
                </Badge>
                <span className="text-sm text-muted-foreground" data-testid="course-students">
                  {t("courses.students")}: {formatNumber(course.enrollments)}
                </span>
              </div>
            </div>
            <div
              className="flex flex-wrap items-end gap-2"
              role="group"
              aria-label={t("courses.actionsFor", { title })}
            >
              {course.status !== "published" ? (
                <ActionButton intent="publish" courseId={course.id} label={t("courses.publish")} icon={<Upload />} />
              ) : (
                <ActionButton intent="unpublish" courseId={course.id} label={t("courses.unpublish")} icon={<Undo2 />} />
              )}
              {course.status !== "archived" ? (
                <ActionButton intent="archive" courseId={course.id} label={t("courses.archive")} icon={<Archive />} />
              ) : null}
              <Link
                to={`/instructor/courses/${encodeURIComponent(course.id)}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Pencil aria-hidden="true" />
                {t("courses.edit")}
                <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
              <Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value="instructor" />
                <input type="hidden" name="courseId" value={course.id} />
                <div className="flex flex-col gap-1">
                  <label htmlFor={`instructor-${course.id}`} className="sr-only">
                    {t("courses.changeInstructor")}
                  </label>
                  <Select
                    id={`instructor-${course.id}`}
                    name="instructorId"
                    size="sm"
                    defaultValue={course.instructorId}
                  >
                    {teachers.map((teacher) => (
                      <option key={teacher.uid} value={teacher.uid}>
                        {teacher.displayName}
                      </option>
                    ))}
                  </Select>
                </div>
                <Button type="submit" size="sm" variant="outline" aria-label={t("courses.changeInstructor")}>
                  {t("courses.change")}
                </Button>
              </Form>
              <ConfirmAct
                fields={{ intent: "delete", courseId: course.id }}
                trigger={
                  <>
                    <Trash2 />
                    {t("courses.delete")}
                  </>
                }
                triggerProps={{ "data-intent": "delete" }}
                destructive
                title={t("courses.deleteTitle", { title })}
                describe={() => t("courses.deleteExplained")}
                confirm={t("courses.deleteConfirm")}
                cancel={t("courses.cancel")}
                asked={asked?.courseId === course.id ? asked : null}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
