import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";

export interface Behind {
  courseId: string;
  course: string;
  count: number;
  /** The kept plan's exam date when re-planning from today is still possible. */
  examDate: string | null;
}

/**
 * "You are behind": one notice per course whose planned lessons are past and not done, with the
 * action that makes the kept plan again from today (server side, one transaction); without a plan
 * that can still fit, the notice points to the plan form below.
 */
export function PlanBehind({ behind }: { behind: Behind[] }) {
  const { t } = useTranslation();
  return behind.map((b) => (
    <div
      key={b.courseId}
      data-slot="plan-behind"
      className="flex flex-col gap-2 rounded-md bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      <p role="status">
        {t("calendar:plan.behind", { course: b.course, count: b.count })}
        {b.examDate ? null : ` ${t("calendar:plan.behindNoPlan")}`}
      </p>
      {b.examDate ? (
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value="replan" />
          <input type="hidden" name="courseId" value={b.courseId} />
          <Button type="submit" size="sm" variant="outline" aria-label={`${t("calendar:plan.replan")}: ${b.course}`}>
            {t("calendar:plan.replan")}
          </Button>
        </Form>
      ) : null}
    </div>
  ));
}
