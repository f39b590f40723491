import { useTranslation } from "react-i18next";
import { progressPercent } from "@masar/domain/course";
import { useLocale } from "@masar/ui/locale-provider";
import { EnrollAction, type EnrollState } from "./enroll-action";

/**
 * Phones only: the price (or the progress) and the call to action pinned to the bottom of the screen,
 * so a student need not scroll past the whole curriculum to enrol. It is `sticky`, not
 * `fixed`, and sits after the article: at the end of the page it comes to rest above the footer
 * instead of covering it.
 */
export function EnrollBar({ state }: { state: EnrollState }) {
  const { t } = useTranslation();
  const { t: kit, formatPrice } = useLocale();
  const studying = state.access === "enrolled";
  return (
    <section
      aria-label={t("enroll.bar")}
      data-testid="enroll-bar"
      data-slot="enroll-bar"
      className="sticky bottom-0 z-30 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4">
        <p className="shrink-0 text-lg font-bold" data-testid="enroll-bar-price">
          {studying ? kit("progressValue", { value: progressPercent(state.progress) }) : formatPrice(state.price)}
        </p>
        <EnrollAction state={state} className="min-w-0 flex-1" />
      </div>
    </section>
  );
}
