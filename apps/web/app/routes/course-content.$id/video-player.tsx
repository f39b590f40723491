import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isNearEnd, resumeAt } from "@masar/domain/player";

/** Saves while playing at most this often; pausing and leaving the page save at once. */
const SAVE_EVERY_MS = 10_000;

/**
 * An uploaded lesson video: only its metadata loads before play (preload="metadata"). For an enrolled
 * student it resumes at the remembered position, remembers the new one (throttled while playing, and
 * on pause, seek end and leaving) and marks the lesson complete once it plays into its last seconds.
 */
export function VideoPlayer({
  src,
  title,
  courseId,
  lessonId,
  track,
  startAt,
  completed,
}: {
  src: string;
  title: string;
  courseId: string;
  lessonId: string;
  /** Whether this viewer's progress is kept (an enrolled student). */
  track: boolean;
  startAt: number | null;
  completed: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const fetcher = useFetcher();
  const state = useRef({ lastSaved: 0, completing: false });
  const submit = fetcher.submit;

  useEffect(() => {
    const video = ref.current;
    if (!video || !track) return;
    state.current = { lastSaved: 0, completing: false };
    const save = () => {
      if (!Number.isFinite(video.currentTime) || video.currentTime <= 0) return;
      state.current.lastSaved = Date.now();
      const body = new URLSearchParams({ courseId, lessonId, seconds: video.currentTime.toFixed(2) });
      // keepalive lets the save finish when the page is being left.
      void fetch("/resources/lesson-position", { method: "POST", body, keepalive: true }).catch(() => undefined);
    };
    const resume = () => {
      const at = resumeAt(startAt, video.duration);
      if (at > 0 && Math.abs(video.currentTime - at) > 0.5) video.currentTime = at;
    };
    const onTime = () => {
      if (Date.now() - state.current.lastSaved >= SAVE_EVERY_MS && !video.paused) save();
      if (!completed && !state.current.completing && isNearEnd(video.currentTime, video.duration)) {
        state.current.completing = true;
        submit({ intent: "complete", lessonId }, { method: "post" });
      }
    };
    const onHide = () => {
      if (document.visibilityState === "hidden") save();
    };
    if (video.readyState >= 1) resume();
    video.addEventListener("loadedmetadata", resume);
    video.addEventListener("timeupdate", onTime);
    video.addEventListener("pause", save);
    video.addEventListener("seeked", save);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", save);
    return () => {
      save();
      video.removeEventListener("loadedmetadata", resume);
      video.removeEventListener("timeupdate", onTime);
      video.removeEventListener("pause", save);
      video.removeEventListener("seeked", save);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", save);
    };
  }, [courseId, lessonId, track, startAt, completed, submit]);

  return (
    <video
      ref={ref}
      key={src}
      src={src}
      controls
      preload="metadata"
      playsInline
      aria-label={title}
      data-testid="lesson-video"
      className="aspect-video w-full rounded-lg bg-black"
    >
      {t("player.videoFallback")}
    </video>
  );
}
