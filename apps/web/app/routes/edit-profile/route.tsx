// Editing the profile: name (and the names in both scripts), photo, preferred language and Hijri dates.
import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button, buttonVariants } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { requireUser } from "#app/auth/session.server";
import { SelectField, TextField } from "#app/forms/fields";
import { readSubmission } from "#app/forms/submission.server";
import { useAppForm } from "#app/forms/use-app-form";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { languageCookie, routeMessages } from "#app/i18n/i18next.server";
import { LOCALES } from "@masar/domain/locale";
import { profileUpdateSchema } from "@masar/domain/user-schema";
import { updateProfile } from "#app/services/account/sign-in.server";
import { setHijriDates, showsHijriDates } from "#app/services/calendar-settings.server";
import { certificateName, setCertificateName, showNamesOnCourses } from "#app/services/certificates/name.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";

/** The profile's fields and the calendar's Hijri setting (a checkbox: present means on). */
const editProfileSchema = profileUpdateSchema.extend({
  hijri: z
    .literal("1")
    .optional()
    .transform((v) => v === "1"),
  // The name printed on certificates, in Arabic and in Latin letters; empty: the display name.
  certificateNameAr: z.string().trim().max(80, "validation.displayNameLong").optional().default(""),
  certificateNameLatin: z
    .string()
    .trim()
    .max(80, "validation.displayNameLong")
    .regex(/^[\p{Script=Latin}\p{M}\s.'-]*$/u, "validation.latinName")
    .optional()
    .default(""),
});

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.editProfile" });

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile, identity } = await requireUser(request);
  const [hijri, certificate] = await Promise.all([showsHijriDates(identity.uid), certificateName(identity.uid)]);
  return {
    hijri,
    // A teacher's (or an admin's) names are also her courses' instructor names.
    teaches: profile.role !== "student",
    defaults: {
      certificateNameAr: certificate.ar,
      certificateNameLatin: certificate.latin,
      displayName: profile.displayName,
      photoURL: profile.photoURL ?? "",
      // Empty is "same as the interface": the form shows what is stored, never a guess.
      preferredLanguage: profile.preferredLanguage ?? ("" as const),
    },
    messages: routeMessages(request, ["auth"]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = await readSubmission(request, editProfileSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { hijri, certificateNameAr, certificateNameLatin, ...profile } = submission.value;
  // Independent settings: each write is whole on its own, and saving again repeats them all.
  await setHijriDates(user.identity.uid, hijri);
  await setCertificateName(user.identity.uid, { ar: certificateNameAr, latin: certificateNameLatin });
  const updated = await updateProfile(user.identity.uid, profile);
  if (!updated) throw redirect("/login");
  // A teacher's names are her courses' instructor names too.
  await showNamesOnCourses(user.identity.uid, updated.displayName);
  const headers = new Headers();
  const chosen = submission.value.preferredLanguage;
  if (chosen) headers.append("Set-Cookie", languageCookie(chosen));
  headers.append("Set-Cookie", await toastHeader({ type: "success", key: "toast.profileSaved" }));
  return redirect("/profile", { headers });
}

export default function EditProfile() {
  const { defaults, hijri, teaches } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useAppForm({
    id: "edit-profile",
    schema: editProfileSchema,
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <Page title={t("pages.editProfile")} width="narrow">
      <Card>
        <CardContent className="pt-6">
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
            <TextField field={fields.displayName} label={t("profile.displayName")} autoComplete="name" />
            <TextField
              field={fields.photoURL}
              label={t("profile.photoURL")}
              type="url"
              hint={t("profile.photoHint")}
              dir="ltr"
            />
            <SelectField
              field={fields.preferredLanguage}
              label={t("profile.language")}
              options={[
                { value: "", label: t("profile.languageNotSet") },
                ...LOCALES.map((value) => ({ value, label: t(`profile.languages.${value}`) })),
              ]}
            />
            <fieldset className="flex flex-col gap-3 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">
                {t(teaches ? "profile.teacherName" : "profile.certificateName")}
              </legend>
              <p className="text-sm text-muted-foreground">
                {t(teaches ? "profile.teacherNameHint" : "profile.certificateNameHint")}
              </p>
              <TextField field={fields.certificateNameAr} label={t("profile.certificateNameAr")} dir="rtl" lang="ar" />
              <TextField
                field={fields.certificateNameLatin}
                label={t("profile.certificateNameLatin")}
                dir="ltr"
                lang="en"
              />
            </fieldset>
            <div className="flex flex-col gap-1">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  name="hijri"
                  value="1"
                  defaultChecked={hijri}
                  aria-describedby="hijri-hint"
                  className="size-4 accent-primary"
                />
                {t("profile.hijri")}
              </label>
              <p id="hijri-hint" className="text-sm text-muted-foreground">
                {t("profile.hijriHint")}
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? t("profile.saving") : t("profile.save")}
              </Button>
              <Link to="/profile" className={buttonVariants({ variant: "outline" })}>
                {t("profile.cancel")}
              </Link>
            </div>
          </Form>
        </CardContent>
      </Card>
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
