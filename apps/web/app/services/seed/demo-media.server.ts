import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LessonInput } from "@masar/domain/course-schema";
import { STORED_PREFIX } from "@masar/domain/lesson-media";
import type { FileStore } from "#app/files/file-store";
import { getFileStore } from "#app/files/index.server";
import { DEMO_MEDIA } from "./demo-lessons";

const FILES = { video: "demo-lesson.webm", pdf: "demo-summary.pdf" } as const;

/**
 * The committed media folder: beside this module in the source tree (tests, scripts), or found by
 * walking up from the built server's chunk (apps/web/build/server/assets) to apps/web.
 */
function mediaDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  const tried: string[] = [];
  for (let up = 0; up < 5; up++, dir = path.dirname(dir)) {
    for (const candidate of [path.join(dir, "media"), path.join(dir, "app/services/seed/media")]) {
      if (fs.existsSync(path.join(candidate, FILES.video))) return candidate;
      tried.push(candidate);
    }
  }
  throw new Error(`Demo media not found; looked in ${tried.join(", ")}`);
}

/**
 * Puts the demo video and PDF in the file store once (streamed, type checked like any upload) and
 * returns the mapping from a demo lesson to the lesson to store.
 */
export async function storeDemoMedia(files?: FileStore): Promise<(lesson: LessonInput) => LessonInput> {
  const store = files ?? (await getFileStore());
  const dir = mediaDir();
  const put = async (name: string, kind: "video" | "document") =>
    (await store.put(fs.createReadStream(path.join(dir, name)), { maxBytes: 5 * 1024 * 1024, accept: [kind] })).key;
  const keys: Record<string, string> = {
    [DEMO_MEDIA.video]: await put(FILES.video, "video"),
    [DEMO_MEDIA.pdf]: await put(FILES.pdf, "document"),
  };
  return (lesson) => {
    const key = keys[lesson.content ?? ""];
    return key ? { ...lesson, content: `${STORED_PREFIX}${key}` } : lesson;
  };
}
