import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Award } from "lucide-react";
import { Badge } from "@masar/ui/badge";
import { useLocale } from "@masar/ui/locale-provider";
import type { LocalizedText } from "@masar/domain/locale";

interface CertificateLink {
  id: string;
  number: string;
  courseTitle: LocalizedText;
  issuedAt: string | Date;
  revoked: boolean;
}

/** The student's certificates (My Learning, the profile): each opens its page with the PDF and the check link. */
export function CertificateList({ certificates }: { certificates: CertificateLink[] }) {
  const { t } = useTranslation("certificates");
  const { locale, formatDate } = useLocale();
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="certificates" className="flex flex-col gap-3" data-testid="certificate-list">
      <h2 id="certificates" className="text-xl font-bold">
        {t("certificate.listTitle")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {certificates.map((c) => (
          <li key={c.id}>
            <Link
              to={`/certificates/${c.id}`}
              className="flex items-start gap-3 rounded-lg border p-4 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Award className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-medium">{c.courseTitle[locale] || c.courseTitle.ar}</span>
                <span className="text-sm text-muted-foreground">
                  {formatDate(new Date(c.issuedAt), { dateStyle: "medium" })} · <bdi dir="ltr">{c.number}</bdi>
                </span>
                {c.revoked ? (
                  <Badge variant="destructive" className="self-start">
                    {t("check.states.revoked")}
                  </Badge>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
