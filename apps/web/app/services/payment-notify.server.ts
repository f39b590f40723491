import type { Course } from "@masar/domain/course";
import { LOCALES, localize } from "@masar/domain/locale";
import type { NotificationTexts } from "@masar/domain/notification";
import type { Payment } from "@masar/domain/payment";
// The full server translator: notifications are written in both languages whatever the page's is.
import "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { notify } from "./notify.server";

export type PaymentNews = "paid" | "approved" | "rejected" | "refunded";

function texts(news: PaymentNews, course: Pick<Course, "title">, reason: string | null): NotificationTexts {
  const out: NotificationTexts = {};
  for (const locale of LOCALES) {
    const t = fixedT(locale);
    const values = { title: localize(course.title, locale), reason: reason ?? "" };
    out[locale] = { title: t(`payments:notify.${news}Title`, values), body: t(`payments:notify.${news}Body`, values) };
  }
  return out;
}

/**
 * Tells the student what happened to their payment, through notify() (bell, live stream, push). The
 * data names the course (the bell opens it) and the payment (its receipt). A lost notification never
 * undoes the payment's decision, which is stored already: it is logged.
 */
export async function tellPayment(news: PaymentNews, payment: Payment, course: Pick<Course, "id" | "title"> | null) {
  try {
    await notify({
      userId: payment.userId,
      localized: texts(news, course ?? { title: { ar: "", en: "" } }, payment.note),
      type: "payment",
      kind: "payments",
      data: { courseId: payment.courseId, paymentId: payment.id },
    });
  } catch (error) {
    console.error("[payments] notification failed", error);
  }
}
