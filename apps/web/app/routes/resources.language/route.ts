import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { localeSchema } from "@masar/domain/locale-schema";
import { readFormData } from "#app/forms/submission.server";
import { languageCookie } from "#app/i18n/i18next.server";
import { safeRedirect } from "#app/utils/safe-redirect";

/**
 * Switches the interface language: sets the appLanguage cookie (the server-side mirror of
 * localStorage) and returns to the page. Works as a plain form post without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const lang = localeSchema.safeParse(form.get("lang"));
  if (!lang.success) return data({ error: "validation.invalidLanguage" }, { status: 400 });
  return redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": languageCookie(lang.data) } });
}

export async function loader() {
  return redirect("/");
}
