import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@masar/ui/utils";

type SaveState = "idle" | "saving" | "saved" | "failed";

export interface QuestionIds {
  courseId: string;
  lessonId: string;
  attemptId: string;
}

/**
 * Saves a draft answer after each change, through the answers' resource route: one write per
 * (attempt, question) on the server, so a retry or a repeat is harmless. A failed save is retried with
 * a growing wait until it goes through or the page changes.
 */
export function useDraftSave(ids: QuestionIds, questionId: string) {
  const [state, setState] = useState<SaveState>("idle");
  const pending = useRef<{ body: URLSearchParams; tries: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async () => {
    const job = pending.current;
    if (!job) return;
    setState("saving");
    try {
      const res = await fetch("/resources/practice-answer", { method: "POST", body: job.body });
      if (pending.current !== job) return; // a newer answer is on its way
      if (res.ok || (res.status >= 400 && res.status < 500)) {
        pending.current = null;
        setState(res.ok ? "saved" : "failed");
        return;
      }
      throw new Error(String(res.status));
    } catch {
      if (pending.current !== job) return;
      setState("failed");
      job.tries += 1;
      timer.current = setTimeout(send, Math.min(30_000, 1000 * 2 ** job.tries));
    }
  };

  const save = (form: HTMLFormElement, delay: number) => {
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (["option", "value", "text"].includes(name) && typeof value === "string") body.append(name, value);
    }
    if (![...body.keys()].length || (body.has("text") && body.get("text")!.trim() === "")) return;
    body.set("courseId", ids.courseId);
    body.set("lessonId", ids.lessonId);
    body.set("attemptId", ids.attemptId);
    body.set("questionId", questionId);
    pending.current = { body, tries: 0 };
    clearTimeout(timer.current);
    timer.current = setTimeout(send, delay);
  };
  return { state, save };
}

export function SaveStatus({ state, id }: { state: SaveState; id: string }) {
  const { t } = useTranslation();
  const text =
    state === "saving"
      ? t("practice.take.saving")
      : state === "saved"
        ? t("practice.take.saved")
        : state === "failed"
          ? t("practice.take.saveFailed")
          : "";
  return (
    <p
      id={id}
      role="status"
      className={cn("min-h-5 text-sm", state === "failed" ? "text-destructive" : "text-muted-foreground")}
      data-testid="save-status"
      data-state={state}
    >
      {text}
    </p>
  );
}
