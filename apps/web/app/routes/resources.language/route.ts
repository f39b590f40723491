// The language switch: sets the interface language and returns to the page.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { localeSchema } from "@masar/domain/locale-schema";
import { getSessionUser } from "#app/auth/session.server";
import { readFormData } from "#app/forms/submission.server";
import { setPreferredLanguage } from "#app/services/account.server";
import { languageCookie } from "#app/i18n/i18next.server";
import { NO_STORE, postOnlyLoader, requirePost } from "#app/utils/http.server";
import { safeRedirect } from "#app/utils/safe-redirect";

/**
 * Switches the interface language: sets the appLanguage cookie (what the server renders; localStorage
 * mirrors it) and returns to the page. Works as a plain form post without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const form = await readFormData(request);
  const lang = localeSchema.safeParse(form.get("lang"));
  // A resource route's answer must be a Response: a data() value would reach the client as a 200.
  if (!lang.success) {
    return Response.json(
      { error: "validation.invalidLanguage" },
      { status: 400, headers: { "Cache-Control": NO_STORE } },
    );
  }
  // A signed-in user who chose a language in their profile has just chosen again: the profile follows,
  // so the next sign-in (which applies the profile's choice) does not switch them back.
  const user = await getSessionUser(request);
  if (user?.profile.preferredLanguage && user.profile.preferredLanguage !== lang.data) {
    await setPreferredLanguage(user.identity.uid, lang.data);
  }
  return redirect(safeRedirect(form.get("redirectTo")), {
    headers: { "Set-Cookie": languageCookie(lang.data), "Cache-Control": NO_STORE },
  });
}

export const loader = postOnlyLoader;
