// The admin's course categories: the managed list teachers choose from, each named in Arabic and
// English; add, rename, retire and restore (issue 39, item 16).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { categoryFormSchema } from "@masar/domain/course-category";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { guard } from "#app/auth/session.server";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { addCategory, adminCategoryList, renameCategory, setCategoryRetired } from "#app/services/categories.server";
import { NO_STORE } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { CategoryForm } from "./category-form";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.adminCategories" });

/** Which category a post is about, and what to do; anything unknown adds one (the form without intent). */
const targetSchema = z.object({
  intent: z.enum(["add", "rename", "retire", "restore"]).catch("add"),
  id: z.string().max(100).default(""),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request, "admin");
  return data(
    { categories: await adminCategoryList(getLocale(request)), messages: routeMessages(request, ["admin"]) },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  await guard(request, "admin");
  const formData = await readFormData(request);
  const target = parseForm(formData, targetSchema);
  if (target.status !== "success") return data({ result: target.reply(), id: "" }, { status: 400 });
  const { intent, id } = target.value;
  const locale = getLocale(request);
  const done = async (key: string) =>
    redirect("/admin-categories", {
      headers: { "Set-Cookie": await toastHeader({ type: "success", key: `admin:categories.${key}` }) },
    });
  if (intent === "retire" || intent === "restore") {
    const changed = await setCategoryRetired(id, intent === "retire");
    if (!changed.ok) throw data(null, { status: 404 });
    return done(intent === "retire" ? "retired" : "restored");
  }
  const submission = parseForm(formData, categoryFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), id }, { status: 400 });
  const changed =
    intent === "rename"
      ? await renameCategory(id, submission.value, locale)
      : await addCategory(submission.value, locale);
  if (!changed.ok && changed.reason === "missing") throw data(null, { status: 404 });
  if (!changed.ok && changed.reason === "duplicate") {
    const formErrors = [{ key: changed.key, values: changed.values }];
    return data({ result: submission.reply({ formErrors }), id }, { status: 400 });
  }
  return done(intent === "rename" ? "renamed" : "added");
}

export default function AdminCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  const editing = categories.find((c) => c.id === (params.get("edit") ?? answer?.id));
  const busy = navigation.state === "submitting";
  const named = (c: (typeof categories)[number]) => c.name[locale] || c.name.ar || c.name.en;
  return (
    <AdminPage title={t("common:pages.adminCategories")} lead={t("categories.lead")}>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="categories-list" className="flex flex-col gap-3">
          <h2 id="categories-list" className="text-lg font-bold">
            {t("categories.list")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("categories.retireHint")}</p>
          {categories.length === 0 ? (
            <p className="text-muted-foreground">{t("categories.empty")}</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-lg border" data-testid="category-list">
              {categories.map((c) => (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3"
                  data-testid="category-row"
                  data-category={c.id}
                >
                  <div className="flex min-w-0 flex-1 basis-48 flex-col">
                    <span className="font-medium" lang="ar" dir="rtl">
                      {c.name.ar}
                    </span>
                    <span className="text-sm text-muted-foreground" lang="en" dir="ltr">
                      {c.name.en}
                    </span>
                  </div>
                  <span className="text-sm text-muted-foreground">{t("categories.courses", { count: c.courses })}</span>
                  <Badge variant={c.retired ? "muted" : "soft"}>
                    {t(c.retired ? "categories.retiredBadge" : "categories.active")}
                  </Badge>
                  <Link
                    to={`?edit=${encodeURIComponent(c.id)}`}
                    preventScrollReset
                    className={buttonVariants({ variant: "ghost", size: "sm" })}
                    aria-label={t("categories.renameTitle", { name: named(c) })}
                  >
                    {t("categories.rename")}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value={c.retired ? "restore" : "retire"} />
                    <input type="hidden" name="id" value={c.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={t(c.retired ? "categories.restoreLabel" : "categories.retireLabel", {
                        name: named(c),
                      })}
                    >
                      {t(c.retired ? "categories.restore" : "categories.retire")}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="category-form-heading" className="flex flex-col gap-3">
          <h2 id="category-form-heading" className="text-lg font-bold">
            {editing ? t("categories.renameTitle", { name: named(editing) }) : t("categories.add")}
          </h2>
          <CategoryForm
            // A new key for each category edited, and after a save: the fields start from what is stored.
            key={editing ? `${editing.id}-${String(editing.updatedAt)}` : "new"}
            category={editing ?? null}
            lastResult={answer && answer.id === (editing?.id ?? "") ? answer.result : null}
            busy={busy}
          />
        </section>
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
