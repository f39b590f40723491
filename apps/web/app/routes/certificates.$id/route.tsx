// The student's own certificate: the accessible HTML of what the PDF says, the PDF, its public check link
// to copy, and LinkedIn's "Add to profile".
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Download, ExternalLink, Link as LinkIcon } from "lucide-react";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { requireUser } from "#app/auth/session.server";
import { CertificateSheet } from "#app/components/certificate/certificate-sheet";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { certificateFacts, ownCertificate } from "#app/services/certificates/view.server";
import { pageMeta } from "#app/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "certificates:certificate.pageTitle" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const certificate = await ownCertificate({ uid: user.identity.uid, role: user.profile.role }, params.id ?? "");
  // Someone else's certificate is not found here: the public check shows what it says, nothing more.
  if (!certificate) throw data(null, { status: 404 });
  return { certificate: certificateFacts(certificate), messages: routeMessages(request, ["certificates"]) };
}

/** LinkedIn's documented "Add to profile" link for a certification, filled in. */
function linkedInHref(c: { name: string; organization: string; issuedAt: Date; checkUrl: string; number: string }) {
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: c.name,
    organizationName: c.organization,
    issueYear: String(c.issuedAt.getUTCFullYear()),
    issueMonth: String(c.issuedAt.getUTCMonth() + 1),
    certUrl: c.checkUrl,
    certId: c.number,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}

export default function CertificatePage() {
  const { certificate } = useLoaderData<typeof loader>();
  const { t } = useTranslation("certificates");
  const { locale } = useLocale();
  const [copied, setCopied] = useState(false);
  const revoked = certificate.revokedAt !== null;
  return (
    <Page title={t("certificate.pageTitle")} lead={certificate.courseTitle[locale]} width="wide">
      {revoked ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive">
          {t("certificate.revoked")}
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <a
            href={`/certificates/${certificate.id}.pdf`}
            download
            className={buttonVariants({ variant: "primary" })}
            data-testid="certificate-pdf"
          >
            <Download aria-hidden="true" />
            {t("certificate.downloadPdf")}
          </a>
          <a
            href={linkedInHref({
              name: certificate.courseTitle.en || certificate.courseTitle.ar,
              organization: certificate.institution.en || certificate.institution.ar,
              issuedAt: new Date(certificate.issuedAt),
              checkUrl: certificate.checkUrl,
              number: certificate.number,
            })}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline" })}
          >
            <ExternalLink aria-hidden="true" />
            {t("certificate.linkedIn")}
          </a>
          <Button
            type="button"
            variant="outline"
            onClick={() => void navigator.clipboard.writeText(certificate.checkUrl).then(() => setCopied(true))}
          >
            <LinkIcon aria-hidden="true" />
            {t("certificate.copyLink")}
          </Button>
          <p role="status" className="self-center text-sm text-muted-foreground">
            {copied ? t("certificate.copied") : null}
          </p>
        </div>
      )}
      <p className="text-sm">
        {t("certificate.checkAt")}{" "}
        <a href={certificate.checkUrl} className="break-all text-primary underline" dir="ltr">
          {certificate.checkUrl}
        </a>
      </p>
      <CertificateSheet locale={locale} certificate={certificate} />
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
