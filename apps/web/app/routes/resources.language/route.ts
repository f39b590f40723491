// The language switch: sets the interface language and returns to the page.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { localeSchema } from "@masar/domain/locale-schema";
import { getSessionUser } from "#app/auth/session.server";
import { readSubmission } from "#app/forms/submission.server";
import { setPreferredLanguage } from "#app/services/account/sign-in.server";
import { languageCookie } from "#app/i18n/i18next.server";
import { NO_STORE, postOnlyLoader, requirePost } from "#app/utils/http.server";
import { safeRedirect } from "#app/utils/safe-redirect";

// Where to go back to is checked by safeRedirect (anything off the site goes home), not refused here.
const languageFormSchema = z.object({ lang: localeSchema, redirectTo: z.unknown() });

/**
 * Switches the interface language: sets the appLanguage cookie (what the server renders; localStorage
 * mirrors it) and returns to the page. Works as a plain form post without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const submission = await readSubmission(request, languageFormSchema);
  // A resource route's answer must be a Response: a data() value would reach the client as a 200.
  if (submission.status !== "success") {
    return Response.json(
      { error: "validation.invalidLanguage", result: submission.reply() },
      { status: 400, headers: { "Cache-Control": NO_STORE } },
    );
  }
  const { lang, redirectTo } = submission.value;
  // A signed-in user who chose a language in their profile has just chosen again: the profile follows,
  // so the next sign-in (which applies the profile's choice) does not switch them back.
  const user = await getSessionUser(request);
  if (user?.profile.preferredLanguage && user.profile.preferredLanguage !== lang) {
    await setPreferredLanguage(user.identity.uid, lang);
  }
  return redirect(safeRedirect(redirectTo), {
    headers: { "Set-Cookie": languageCookie(lang), "Cache-Control": NO_STORE },
  });
}

export const loader = postOnlyLoader;
