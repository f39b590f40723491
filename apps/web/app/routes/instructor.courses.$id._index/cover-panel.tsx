import { Form, useNavigation } from "@remix-run/react";
import { ImageUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize, type LocalizedText } from "@masar/domain/locale";
import { Button } from "@masar/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@masar/ui/card";
import { FieldError, Label } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import defaultCover from "@masar/ui/assets/default-course.svg";
import { FileField } from "@masar/ui/file-field";

/**
 * The cover: what the card shows now, an upload (JPEG, PNG or WebP up to 5 MB; the server checks the
 * bytes, not the name) and the way back to the default image. A plain multipart form: no script needed.
 */
export function CoverPanel({
  image,
  title,
  error,
}: {
  image: string;
  title: LocalizedText;
  error: { key: string } | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <Card data-testid="cover-panel">
      <CardHeader>
        <CardTitle className="text-lg">{t("teaching.cover.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <img
          src={image || defaultCover}
          alt={t("teaching.cover.alt", { title: localize(title, locale) })}
          className="aspect-video w-full rounded-md border bg-muted object-cover"
          data-testid="cover-image"
        />
        {/* noValidate: an empty pick gets the app's message beside the field, not the browser's bubble. */}
        <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-2">
          <Label id="cover-file-label" htmlFor="cover-file">
            {t("teaching.cover.upload")}
          </Label>
          <FileField
            id="cover-file"
            name="cover"
            aria-labelledby="cover-file-label"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-describedby={error ? "cover-hint cover-error" : "cover-hint"}
            aria-invalid={error ? true : undefined}
          />
          <p id="cover-hint" className="text-xs text-muted-foreground">
            {t("teaching.cover.hint")}
          </p>
          <FieldError id="cover-error">{error ? t(error.key) : null}</FieldError>
          <Button type="submit" variant="outline" className="self-start" disabled={busy} data-testid="upload-cover">
            <ImageUp className="size-4" aria-hidden="true" />
            {t("teaching.cover.upload")}
          </Button>
        </Form>
        {image ? (
          <Form method="post">
            <input type="hidden" name="intent" value="cover-reset" />
            <Button type="submit" variant="ghost" size="sm">
              {t("teaching.cover.remove")}
            </Button>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
