import { Form, Link, useFetcher } from "@remix-run/react";
import { ArrowDown, ArrowUp, GripVertical, ListChecks, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import type { LessonKind } from "@masar/domain/course";
import { localize, type LocalizedText } from "@masar/domain/locale";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";

export interface LessonRow {
  id: string;
  title: LocalizedText;
  section: LocalizedText | null;
  kind: LessonKind;
  durationMinutes: number;
  preview: boolean;
}

/** `ids` with `moving` put where `target` is. */
function moved(ids: string[], moving: string, target: string): string[] {
  const from = ids.indexOf(moving);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return ids;
  const next = ids.filter((id) => id !== moving);
  next.splice(to, 0, moving);
  return next;
}

/**
 * The course's lessons in order. Each row has move up/down buttons (plain forms: the keyboard and
 * no-script way; focus stays on the moved lesson's button and the move is announced) and can be
 * dragged by its handle; a drop saves the whole new order.
 */
export function LessonList({ courseId, lessons }: { courseId: string; lessons: LessonRow[] }) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useLocale();
  const mover = useFetcher<{ moved?: { lessonId: string; direction: "up" | "down" } }>({ key: "lesson-move" });
  const reorder = useFetcher({ key: "lesson-reorder" });
  const [dragging, setDragging] = useState<string | null>(null);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusAfter = useRef<{ lessonId: string; direction: "up" | "down" } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const byId = new Map(lessons.map((l) => [l.id, l]));
  const order = draft ?? lessons.map((l) => l.id);
  const titleOf = (l: LessonRow) => localize(l.title, locale);

  // The stored order arrived: drop the dragged draft, put focus back and announce where the lesson went.
  const stored = lessons.map((l) => l.id).join(",");
  useEffect(() => {
    setDraft(null);
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const index = lessons.findIndex((l) => l.id === wanted.lessonId);
    if (index < 0) return;
    const list = listRef.current;
    const button =
      list?.querySelector<HTMLButtonElement>(
        `[data-lesson="${wanted.lessonId}"][data-move="${wanted.direction}"]:not(:disabled)`,
      ) ?? list?.querySelector<HTMLButtonElement>(`[data-lesson="${wanted.lessonId}"][data-move]:not(:disabled)`);
    button?.focus();
    setAnnouncement(
      t("teaching.lessons.moved", { title: titleOf(lessons[index]!), position: index + 1, count: lessons.length }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the stored order changes
  }, [stored]);

  const onDrop = (event: DragEvent, target: string) => {
    event.preventDefault();
    if (!dragging) return;
    const next = moved(order, dragging, target);
    setDragging(null);
    if (next.join(",") === stored) return setDraft(null);
    setDraft(next);
    const body = new FormData();
    body.set("intent", "reorder");
    for (const id of next) body.append("order", id);
    reorder.submit(body, { method: "post" });
  };

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite" data-testid="move-announcement">
        {announcement}
      </p>
      <ol ref={listRef} className="flex flex-col gap-2" data-testid="lesson-list">
        {order.map((id, index) => {
          const lesson = byId.get(id);
          if (!lesson) return null;
          const title = titleOf(lesson);
          return (
            <li
              key={id}
              data-lesson-id={id}
              onDragOver={(e) => dragging && e.preventDefault()}
              onDragEnter={() => dragging && dragging !== id && setDraft(moved(order, dragging, id))}
              onDrop={(e) => onDrop(e, id)}
              className={cn(
                "flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3",
                dragging === id && "opacity-60 ring-2 ring-primary",
              )}
            >
              <span
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = "move";
                  e.dataTransfer.setData("text/plain", id);
                  setDragging(id);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  if (reorder.state === "idle") setDraft(null);
                }}
                className="cursor-grab text-muted-foreground active:cursor-grabbing"
                title={t("teaching.lessons.dragHandle", { title })}
                data-testid="drag-handle"
              >
                <GripVertical className="size-5" aria-hidden="true" />
              </span>
              <span className="w-8 text-center text-sm font-semibold text-muted-foreground">
                {formatNumber(index + 1)}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-medium" dir="auto" data-testid="lesson-title">
                  {title}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="muted">{t(`teaching.lessons.kind.${lesson.kind}`)}</Badge>
                  {lesson.preview ? <Badge variant="soft">{t("teaching.lessons.preview")}</Badge> : null}
                  {lesson.durationMinutes ? t("teaching.lessons.minutes", { count: lesson.durationMinutes }) : null}
                  {lesson.section ? <span dir="auto">{localize(lesson.section, locale)}</span> : null}
                </span>
              </div>
              <div className="flex items-center gap-1">
                {(["up", "down"] as const).map((direction) => (
                  <mover.Form
                    method="post"
                    key={direction}
                    onSubmit={() => (focusAfter.current = { lessonId: id, direction })}
                  >
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="lessonId" value={id} />
                    <input type="hidden" name="direction" value={direction} />
                    <Button
                      type="submit"
                      variant="ghost"
                      size="icon"
                      disabled={direction === "up" ? index === 0 : index === order.length - 1}
                      aria-label={t(direction === "up" ? "teaching.lessons.moveUp" : "teaching.lessons.moveDown", {
                        title,
                      })}
                      data-lesson={id}
                      data-move={direction}
                    >
                      {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
                    </Button>
                  </mover.Form>
                ))}
                {lesson.kind === "quiz" ? (
                  <Link
                    to={`/instructor/courses/${courseId}/quizzes/${id}`}
                    className={buttonVariants({ variant: "ghost", size: "icon" })}
                    aria-label={t("teaching.lessons.quizOf", { title })}
                    data-testid="quiz-link"
                  >
                    <ListChecks aria-hidden="true" />
                  </Link>
                ) : null}
                <Link
                  to={`/instructor/courses/${courseId}/lessons/${id}`}
                  className={buttonVariants({ variant: "ghost", size: "icon" })}
                  aria-label={t("teaching.lessons.editLesson", { title })}
                >
                  <Pencil aria-hidden="true" />
                </Link>
                <Form
                  method="post"
                  onSubmit={(e) => {
                    if (!window.confirm(t("teaching.lessons.confirmDelete", { title }))) e.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="lessonId" value={id} />
                  <Button
                    type="submit"
                    variant="ghost"
                    size="icon"
                    className="text-destructive"
                    aria-label={t("teaching.lessons.deleteLesson", { title })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </Form>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
