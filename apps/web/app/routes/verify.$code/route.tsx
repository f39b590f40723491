// The public check of a certificate: anyone, signed in or not, in either language, opens the link its QR
// code carries and reads whether it is valid, revoked (and when) or unknown.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "@masar/ui/badge";
import { useLocale } from "@masar/ui/locale-provider";
import { CertificateSheet } from "#app/components/certificate/certificate-sheet";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { checkCertificate } from "#app/services/certificates/check.server";
import { fixedT } from "#app/i18n/translate";
import { localeFromMatches, pageMeta } from "#app/utils/meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const check = await checkCertificate(params.code ?? "", context.clientAddress ?? "unknown");
  return data(
    { ...check, messages: routeMessages(request, ["certificates"]) },
    { status: check.state === "throttled" ? 429 : 200 },
  );
}

/** A shared link shows who earned what, from whom (Open Graph), only while the certificate is valid. */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = fixedT(localeFromMatches(matches));
  const c = loaded?.state === "valid" ? loaded.certificate : null;
  if (!c) return pageMeta(matches, { titleKey: "certificates:check.title" });
  const locale = localeFromMatches(matches);
  const name = locale === "ar" ? c.name.ar : c.name.latin;
  return [
    ...pageMeta(matches, {
      title: t("certificates:check.ogTitle", { name, course: c.courseTitle[locale] }),
      description: t("certificates:check.ogDescription", { institution: c.institution[locale], number: c.number }),
    }),
    { property: "og:type", content: "website" },
    { property: "og:url", content: c.checkUrl },
  ];
};

export default function VerifyCertificate() {
  const { state, certificate } = useLoaderData<typeof loader>();
  const { t } = useTranslation("certificates");
  const { locale, formatDate } = useLocale();
  return (
    <Page title={t("check.title")} width="narrow">
      <div
        role="status"
        data-testid="check-state"
        data-state={state}
        className="flex flex-col gap-2 rounded-lg border p-4"
      >
        <Badge
          variant={state === "valid" ? "success" : state === "revoked" ? "destructive" : "muted"}
          className="self-start"
        >
          {t(`check.states.${state}`)}
        </Badge>
        <p>
          {state === "revoked" && certificate?.revokedAt
            ? t("check.revokedOn", { date: formatDate(new Date(certificate.revokedAt), { dateStyle: "long" }) })
            : t(`check.explain.${state}`)}
        </p>
      </div>
      {certificate ? <CertificateSheet locale={locale} certificate={certificate} /> : null}
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
