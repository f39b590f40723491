import { toPounds } from "@masar/domain/money";
// The full server translator (every namespace), so the sandbox page speaks the tester's language.
import "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";

export const SANDBOX_OUTCOMES = ["card", "wallet", "declined", "insufficient"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The sandbox's unified checkout: a plain accessible form, no scripts, in the tester's language. */
export function sandboxPage(locale: "ar" | "en", amountCents: number, action: string): string {
  const t = fixedT(locale);
  const amount = new Intl.NumberFormat(locale === "ar" ? "ar-EG" : "en-EG", {
    style: "currency",
    currency: "EGP",
  }).format(toPounds(amountCents));
  const options = SANDBOX_OUTCOMES.map(
    (
      outcome,
      i,
    ) => `<label class="option"><input type="radio" name="outcome" value="${outcome}"${i === 0 ? " checked" : ""}>
      <span>${escape(t(`payments:sandbox.outcome.${outcome}`))}</span></label>`,
  ).join("\n");
  return `<!doctype html>
<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t("payments:sandbox.title"))}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#111827}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.note{color:#4b5563;font-size:.9rem}
.amount{font-size:1.75rem;font-weight:700;margin:1rem 0}
fieldset{border:1px solid #d1d5db;border-radius:8px;padding:.75rem 1rem}
.option{display:flex;gap:.5rem;align-items:center;padding:.5rem 0;font-size:1rem}
button{margin-top:1rem;width:100%;padding:.75rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600}
</style></head>
<body><main>
<h1>${escape(t("payments:sandbox.title"))}</h1>
<p class="note">${escape(t("payments:sandbox.note"))}</p>
<p class="amount" data-testid="sandbox-amount">${escape(amount)}</p>
<form method="post" action="${escape(action)}">
<fieldset><legend>${escape(t("payments:sandbox.choose"))}</legend>
${options}
</fieldset>
<button type="submit">${escape(t("payments:sandbox.pay"))}</button>
</form>
</main></body></html>`;
}
