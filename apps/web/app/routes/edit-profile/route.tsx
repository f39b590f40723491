import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@masar/ui/button";
import { Card, CardContent } from "@masar/ui/card";
import { FieldError, Label } from "@masar/ui/input";
import { Select } from "@masar/ui/select";
import { requireUser } from "#app/auth/session.server";
import { TextField, useFieldErrors } from "#app/components/forms";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { languageCookie } from "#app/i18n/i18next.server";
import { profileUpdateSchema } from "@masar/domain/user-schema";
import { updateProfile } from "#app/services/account.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.editProfile" });

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireUser(request);
  return {
    displayName: profile.displayName,
    photoURL: profile.photoURL ?? "",
    preferredLanguage: profile.preferredLanguage,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: profileUpdateSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const updated = await updateProfile(user.identity.uid, submission.value);
  if (!updated) throw redirect("/login");
  const headers = new Headers();
  headers.append("Set-Cookie", languageCookie(submission.value.preferredLanguage));
  headers.append("Set-Cookie", await toastHeader({ type: "success", key: "toast.profileSaved" }));
  return redirect("/profile", { headers });
}

export default function EditProfile() {
  const defaults = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const fieldErrors = useFieldErrors();
  const [form, fields] = useForm({
    id: "edit-profile",
    lastResult: actionData?.result,
    defaultValue: { ...defaults, preferredLanguage: defaults.preferredLanguage ?? i18n.language },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileUpdateSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const languageProps = getSelectProps(fields.preferredLanguage);
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
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={fields.preferredLanguage.id}>{t("profile.language")}</Label>
              <Select {...languageProps} key={languageProps.key}>
                <option value="ar">{t("profile.languages.ar")}</option>
                <option value="en">{t("profile.languages.en")}</option>
              </Select>
              <FieldError id={fields.preferredLanguage.errorId}>
                {fieldErrors(fields.preferredLanguage.errors)}
              </FieldError>
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
