import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CalendarItem } from "@masar/domain/calendar-items";
import { Badge } from "@masar/ui/badge";
import { Button } from "@masar/ui/button";
import { cn } from "@masar/ui/utils";
import { COURSE_BORDER, type CalendarFormat } from "./format";

/** One item: its kind, title, course and time; own tasks carry their done, edit and delete controls. */
export function CalendarItemCard({
  item,
  format,
  editHref,
  compact = false,
}: {
  item: CalendarItem;
  format: CalendarFormat;
  editHref?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const border = item.color === null ? "border-muted-foreground/40" : COURSE_BORDER[item.color];
  return (
    <div
      data-slot="calendar-item"
      data-kind={item.kind}
      data-date={item.date}
      data-source={item.source}
      data-done={item.done || undefined}
      className={cn("flex flex-col gap-1 rounded-md border border-s-4 bg-card px-2 py-1.5 text-sm", border)}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant={item.kind === "exam" ? "default" : item.kind === "task" ? "muted" : "soft"}>
          {t(`calendar:kind.${item.kind}`)}
        </Badge>
        {item.overdue ? <Badge variant="destructive">{t("calendar:item.overdue")}</Badge> : null}
        {item.done ? <Badge variant="outline">{t("calendar:item.done")}</Badge> : null}
        <span className="text-xs text-muted-foreground">
          {item.time ? format.time(item.time) : compact ? null : t("calendar:item.allDay")}
        </span>
      </div>
      <p className={cn("font-medium break-words", item.done && "line-through decoration-1")}>{item.title}</p>
      {item.courseTitle && !compact ? <p className="text-xs text-muted-foreground">{item.courseTitle}</p> : null}
      {item.notes && !compact ? <p className="text-xs break-words whitespace-pre-line">{item.notes}</p> : null}
      {item.source === "task" && !compact ? (
        <div className="flex flex-wrap gap-2 pt-1">
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="done" value={item.done ? "0" : "1"} />
            <Button type="submit" size="sm" variant="outline">
              {item.done ? t("calendar:item.reopen") : t("calendar:item.complete")}
            </Button>
          </Form>
          {editHref ? (
            <Button asChild size="sm" variant="ghost">
              <Link to={editHref} preventScrollReset>
                {t("calendar:item.edit")}
              </Link>
            </Button>
          ) : null}
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" size="sm" variant="ghost" className="text-destructive">
              {t("calendar:item.delete")}
            </Button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
