// The admin's certificates: the institution they name (name and logo), every certificate by number,
// and revoking one with a reason (the public check then says so; recorded in the audit list).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { Input } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { FileField } from "@masar/ui/file-field";
import { guard } from "#app/auth/session.server";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readUploadForm, uploadProblemKey } from "#app/files/upload.server";
import { readFormData } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import { certificateList, forgetUpload, saveInstitution } from "#app/services/certificates/institution.server";
import { revokeByAdmin } from "#app/services/certificates/revoke.server";
import { NO_STORE } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { Pagination } from "../manage-all-courses/filters";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.adminCertificates" });

const PAGE_SIZE = 20;
const LOGO_MAX_BYTES = 1024 * 1024;

const querySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

const institutionSchema = z.object({
  ar: z.string().trim().min(2).max(120),
  en: z.string().trim().min(2).max(120),
});

const revokeSchema = z.object({
  intent: z.literal("revoke"),
  id: z.string().min(1).max(100),
  reason: z.string().trim().min(3).max(300),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request, "admin");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return data(
    {
      query,
      pageSize: PAGE_SIZE,
      ...(await certificateList(query, PAGE_SIZE)),
      messages: routeMessages(request, ["admin", "certificates"]),
    },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await guard(request, "admin");
  const back = new URL(request.url);
  const type = request.headers.get("Content-Type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    // The institution form: its names, and a logo when one is chosen (PNG or JPEG, by content).
    const { formData, upload } = await readUploadForm(request, "logo", () => ({
      maxBytes: LOGO_MAX_BYTES,
      accept: ["image"],
    }));
    const names = institutionSchema.safeParse({ ar: formData.get("nameAr"), en: formData.get("nameEn") });
    if (upload && "rejected" in upload) {
      return data({ form: "institution", error: uploadProblemKey(upload.rejected) }, { status: 400 });
    }
    const logoType = upload?.stored.type.contentType;
    const problem = !names.success
      ? "certificatesAdmin.nameRequired"
      : upload && logoType !== "image/png" && logoType !== "image/jpeg"
        ? "certificatesAdmin.logoType"
        : null;
    if (problem || !names.success) {
      // Nothing is kept of a refused form: its stored logo goes again.
      if (upload) await forgetUpload(upload.stored.key);
      return data({ form: "institution", error: problem ?? "certificatesAdmin.nameRequired" }, { status: 400 });
    }
    await saveInstitution(names.data, upload ? upload.stored.key : undefined, admin.identity.uid);
    return redirect(`${back.pathname}${back.search}`, {
      headers: { "Set-Cookie": await toastHeader({ type: "success", key: "certificates:certificatesAdmin.saved" }) },
    });
  }
  const parsed = revokeSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ form: "revoke", error: "certificatesAdmin.reasonRequired" }, { status: 400 });
  const outcome = await revokeByAdmin(
    { uid: admin.identity.uid, displayName: admin.profile.displayName },
    parsed.data.id,
    parsed.data.reason,
  );
  if (!outcome.ok) return data({ form: "revoke", error: outcome.key }, { status: 409 });
  return redirect(`${back.pathname}${back.search}`, {
    headers: { "Set-Cookie": await toastHeader({ type: "success", key: `certificates:${outcome.key}` }) },
  });
}

export default function AdminCertificates() {
  const { t } = useTranslation("certificates");
  const { locale, formatDate } = useLocale();
  const { query, pageSize, institution, total, items } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const busy = navigation.state === "submitting";
  return (
    <AdminPage title={t("common:pages.adminCertificates")} lead={t("certificatesAdmin.lead")}>
      <section aria-labelledby="institution" className="flex flex-col gap-3 rounded-lg border p-4">
        <h2 id="institution" className="text-lg font-bold">
          {t("certificatesAdmin.institution")}
        </h2>
        <Form method="post" encType="multipart/form-data" className="grid gap-3 sm:grid-cols-2">
          {answer?.form === "institution" ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {t(answer.error, { ns: ["certificates", "teaching", "common"] })}
            </p>
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor="name-ar" className="text-sm font-medium">
              {t("certificatesAdmin.nameAr")}
            </label>
            <Input id="name-ar" name="nameAr" dir="rtl" lang="ar" defaultValue={institution.name.ar} maxLength={120} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="name-en" className="text-sm font-medium">
              {t("certificatesAdmin.nameEn")}
            </label>
            <Input id="name-en" name="nameEn" dir="ltr" lang="en" defaultValue={institution.name.en} maxLength={120} />
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label id="logo-label" htmlFor="logo" className="text-sm font-medium">
              {t("certificatesAdmin.logo")}
            </label>
            <FileField
              id="logo"
              name="logo"
              accept="image/png,image/jpeg"
              aria-labelledby="logo-label"
              aria-describedby="logo-hint"
            />
            <p id="logo-hint" className="text-xs text-muted-foreground">
              {institution.logoKey ? t("certificatesAdmin.logoSet") : t("certificatesAdmin.logoHint")}
            </p>
          </div>
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {t("certificatesAdmin.save")}
          </Button>
        </Form>
      </section>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="flex grow flex-col gap-1">
          <label htmlFor="certificate-q" className="text-sm font-medium">
            {t("certificatesAdmin.search")}
          </label>
          <Input id="certificate-q" type="search" name="q" defaultValue={query.q ?? ""} maxLength={100} dir="ltr" />
        </div>
        <Button type="submit">{t("certificatesAdmin.find")}</Button>
      </Form>
      {answer?.form === "revoke" ? (
        <p role="alert" className="text-sm text-destructive">
          {t(answer.error)}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" role="status">
        {t("certificatesAdmin.results", { count: total })}
      </p>
      <ul className="flex flex-col gap-2" data-testid="certificates">
        {items.map((c) => (
          <li key={c.id} className="flex flex-col gap-2 rounded-lg border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex min-w-0 flex-col">
                <p className="font-medium">
                  <bdi>{locale === "ar" ? c.name.ar : c.name.latin}</bdi> · <bdi>{c.courseTitle[locale]}</bdi>
                </p>
                <p className="text-sm text-muted-foreground">
                  <bdi dir="ltr">{c.number}</bdi> · {formatDate(new Date(c.issuedAt), { dateStyle: "medium" })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={c.revokedAt ? "destructive" : "success"}>
                  {c.revokedAt ? t("check.states.revoked") : t("check.states.valid")}
                </Badge>
                <Link to={`/verify/${c.id}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  {t("certificatesAdmin.open")}
                </Link>
              </div>
            </div>
            {c.revokedAt ? (
              c.revokedReason ? (
                <p className="text-sm text-muted-foreground">
                  {t("certificatesAdmin.reasonWas", {
                    reason: c.revokedReason === "refund" ? t("certificatesAdmin.refund") : c.revokedReason,
                  })}
                </p>
              ) : null
            ) : (
              <details className="rounded-md border p-2">
                <summary className="cursor-pointer text-sm font-medium text-destructive">
                  {t("certificatesAdmin.revoke")}
                </summary>
                <Form method="post" action={`?${new URLSearchParams(search)}`} className="mt-2 flex flex-col gap-2">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={c.id} />
                  <label htmlFor={`reason-${c.id}`} className="text-sm">
                    {t("certificatesAdmin.reason")}
                  </label>
                  <Input id={`reason-${c.id}`} name="reason" maxLength={300} />
                  <p className="text-xs text-muted-foreground">{t("certificatesAdmin.revokeExplained")}</p>
                  <Button type="submit" size="sm" variant="destructive" className="self-start" disabled={busy}>
                    {t("certificatesAdmin.revokeConfirm")}
                  </Button>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={query.page} total={total} pageSize={pageSize} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
