import type { TFunction } from "i18next";
import type { LabelKey, Labels } from "@masar/ui/labels";
import type { Locale } from "@masar/domain/locale";

/**
 * The kit's labels that name one of the app's own pages, each given the message key of the app's one
 * name for it, so a thing is called the same in the nav, the menus and its page. The avatar menu's
 * "My Courses" item opens /my-learning: My Learning / اشتراكاتي (SPEC's route table, the nav, the page).
 */
export const KIT_LABEL_NAMES = {
  myCourses: "common:shell.nav.myLearning",
} as const satisfies Partial<Record<LabelKey, string>>;

/** The kit's labels replaced by the app's names, for LocaleProvider's `labels`. */
export function kitLabelNames(t: TFunction, locale: Locale): Partial<Labels> {
  return Object.fromEntries(Object.entries(KIT_LABEL_NAMES).map(([label, key]) => [label, t(key, { lng: locale })]));
}
