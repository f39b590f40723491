import { randomUUID } from "node:crypto";
import { newAnnouncementSchema, type Announcement } from "@masar/domain/announcement";
import type { AnnouncementRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** A row of `announcements`. */
interface AnnouncementRow {
  id: string;
  course_id: string;
  title_ar: string;
  title_en: string;
  body_ar: string;
  body_en: string;
  audience: number;
  created_at: number;
}

function announcementFromRow(r: AnnouncementRow): Announcement {
  return {
    id: r.id,
    courseId: r.course_id,
    title: { ar: r.title_ar, en: r.title_en },
    body: { ar: r.body_ar, en: r.body_en },
    audience: r.audience,
    createdAt: new Date(r.created_at),
  };
}

export function createAnnouncementRepository({ db, stamp }: SqliteContext): AnnouncementRepository {
  return {
    async add(input) {
      const a = newAnnouncementSchema.parse(input);
      const row: AnnouncementRow = {
        id: randomUUID(),
        course_id: a.courseId,
        title_ar: a.title.ar,
        title_en: a.title.en,
        body_ar: a.body.ar,
        body_en: a.body.en,
        audience: a.audience,
        created_at: stamp(),
      };
      db.prepare<AnnouncementRow>(
        `INSERT INTO announcements (id, course_id, title_ar, title_en, body_ar, body_en, audience, created_at)
         VALUES (@id, @course_id, @title_ar, @title_en, @body_ar, @body_en, @audience, @created_at)`,
      ).run(row);
      return announcementFromRow(row);
    },
    async listByCourse(courseId, limit) {
      const total = db
        .prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM announcements WHERE course_id = ?")
        .get(courseId)!.n;
      const items = db
        .prepare<
          [string, number],
          AnnouncementRow
        >("SELECT * FROM announcements WHERE course_id = ? ORDER BY created_at DESC, id LIMIT ?")
        .all(courseId, limit)
        .map(announcementFromRow);
      return { items, total };
    },
  };
}
