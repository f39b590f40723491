import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CourseStatus } from "@masar/domain/course";
import { Button } from "@masar/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@masar/ui/card";
import { FormError } from "#app/forms/fields";
import { StatusBadge } from "#app/components/teaching/status-badge";

/** The moves each status offers: draft → published → archived, and the way back. */
const MOVES: Record<CourseStatus, { to: CourseStatus; label: string; primary: boolean }[]> = {
  draft: [{ to: "published", label: "publish", primary: true }],
  published: [
    { to: "archived", label: "archive", primary: false },
    { to: "draft", label: "unpublish", primary: false },
  ],
  archived: [{ to: "published", label: "republish", primary: true }],
};

export function StatusPanel({
  status,
  lessonsCount,
  error,
}: {
  status: CourseStatus;
  lessonsCount: number;
  error: { key: string } | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  return (
    <Card data-testid="status-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          {t("teaching.publishing.title")} <StatusBadge status={status} />
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">{t(`teaching.publishing.${status}Hint`)}</p>
        {status === "draft" && lessonsCount === 0 ? (
          <p className="text-sm text-muted-foreground">{t("teaching.publishing.needsLesson")}</p>
        ) : null}
        <FormError messages={error ? [error] : undefined} />
        <div className="flex flex-wrap gap-2">
          {MOVES[status].map((move) => (
            <Form method="post" key={move.to}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={move.to} />
              <Button
                type="submit"
                variant={move.primary ? "primary" : "outline"}
                disabled={busy}
                data-testid={`status-${move.to}`}
              >
                {t(`teaching.publishing.${move.label}`)}
              </Button>
            </Form>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
