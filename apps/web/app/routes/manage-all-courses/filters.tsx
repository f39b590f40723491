import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button, buttonVariants } from "@masar/ui/button";
import { Input } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { Select } from "@masar/ui/select";
import { ADMIN_COURSE_SORTS, pageCount, type AdminCourseQuery } from "@masar/domain/admin";
import { COURSE_STATUSES, FACULTIES } from "@masar/domain/course";

export const STATUS_KEY = { draft: "statusDraft", published: "statusPublished", archived: "statusArchived" } as const;
const SORT_KEY = {
  newest: "sortNewest",
  oldest: "sortOldest",
  title: "sortTitle",
  priceHigh: "sortPriceHigh",
  priceLow: "sortPriceLow",
} as const;

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A GET form: the filters live in the URL, so a filtered page can be shared and works without JS. */
export function CourseFilters({
  query,
  teachers,
}: {
  query: AdminCourseQuery;
  teachers: { uid: string; displayName: string }[];
}) {
  const { t } = useTranslation("admin");
  const { t: kit } = useLocale();
  return (
    <Form method="get" role="search" className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-6">
      <div className="sm:col-span-2">
        <Field label={t("courses.search")} htmlFor="course-q">
          <Input id="course-q" type="search" name="q" defaultValue={query.q} maxLength={100} />
        </Field>
      </div>
      <Field label={t("courses.status")} htmlFor="course-status">
        <Select id="course-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">{t("courses.anyStatus")}</option>
          {COURSE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`courses.${STATUS_KEY[s]}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={kit("faculty")} htmlFor="course-faculty">
        <Select id="course-faculty" name="faculty" defaultValue={query.faculty ?? ""}>
          <option value="">{t("courses.anyFaculty")}</option>
          {FACULTIES.map((f) => (
            <option key={f} value={f}>
              {kit(`faculty.${f}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("courses.instructor")} htmlFor="course-instructor">
        <Select id="course-instructor" name="instructor" defaultValue={query.instructor ?? ""}>
          <option value="">{t("courses.anyInstructor")}</option>
          {teachers.map((teacher) => (
            <option key={teacher.uid} value={teacher.uid}>
              {teacher.displayName}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("courses.sort")} htmlFor="course-sort">
        <Select id="course-sort" name="sort" defaultValue={query.sort}>
          {ADMIN_COURSE_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`courses.${SORT_KEY[s]}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">{kit("applyFilters")}</Button>
        <Link to="?" className={buttonVariants({ variant: "outline" })}>
          {t("courses.reset")}
        </Link>
      </div>
    </Form>
  );
}

/** Previous and next page links that keep the filters; the current page out of all of them between. */
export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useTranslation("admin");
  const { search } = useLocation();
  const pages = pageCount(total, pageSize);
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params}`;
  };
  const link = "inline-flex items-center gap-1";
  return (
    <nav aria-label={t("courses.pagination")} className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonVariants({ variant: "outline", className: link })} rel="prev">
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t("courses.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground" data-testid="page-of">
        {t("courses.page", { page: Math.min(page, pages), pages })}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonVariants({ variant: "outline", className: link })} rel="next">
          {t("courses.next")}
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
