// The certificate's PDF, for its student (and admins): the same bytes every time.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#app/auth/session.server";
import { certificatePdf, ownCertificate } from "#app/services/certificates/view.server";
import { plainRefusal, readOnlyAction } from "#app/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const certificate = await ownCertificate({ uid: user.identity.uid, role: user.profile.role }, params.id ?? "");
  if (!certificate) throw plainRefusal(request, 404, "error.notFound");
  // A revoked certificate is not handed out again (the check page says it is revoked).
  if (certificate.revokedAt) throw plainRefusal(request, 410, "error.gone");
  const pdf = await certificatePdf(certificate);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="masar-certificate-${certificate.number}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return readOnlyAction({ request });
}
