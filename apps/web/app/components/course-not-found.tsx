import { Form, Link } from "@remix-run/react";
import { LibraryBig, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@masar/ui/button";
import { NotFound } from "@masar/ui/error-screen";
import { Input } from "@masar/ui/input";
import { COURSES_HREF, SEARCH_HREF } from "./site/site-nav";

/**
 * A course address that leads nowhere (removed, unpublished, mistyped): the 404 page says so and
 * offers the catalogue and a search beside Go to Home, so the student is one step from the course
 * they were looking for. Plain links and a GET form: it works before the scripts load. Only `common`
 * messages: a loader that threw sent no namespace of its route.
 */
export function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <NotFound title={t("courseNotFound.title")} hint={t("courseNotFound.hint")}>
      <Link to={COURSES_HREF} className={buttonVariants({ variant: "outline" })} data-testid="not-found-catalogue">
        <LibraryBig aria-hidden="true" />
        {t("courseNotFound.browse")}
      </Link>
      <Form
        method="get"
        action={SEARCH_HREF}
        role="search"
        aria-label={t("kit:searchCourses")}
        className="flex w-full max-w-md gap-2"
        data-testid="not-found-search"
      >
        <Input
          type="search"
          name="q"
          aria-label={t("kit:searchCourses")}
          placeholder={t("kit:searchPlaceholder")}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          {t("kit:search")}
        </Button>
      </Form>
    </NotFound>
  );
}
