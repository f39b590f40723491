import type { Migration } from "./migrations";

/**
 * Course categories become a managed list (issue 39, item 16; migration 23).
 * Never edit it once shipped. Courses stored their category as free text; each becomes the id of a list
 * entry: a known category's id or one of its names (any case, spaces trimmed) becomes that id, with its
 * names in both languages; any other text becomes an entry of its own, named by the text in both
 * languages until an administrator renames it, shared by the courses that wrote it alike (case,
 * surrounding spaces).
 */
export const courseCategoriesMigration: Migration = {
  id: 23,
  name: "course categories: a managed list in both languages",
  sql: `
CREATE TABLE course_categories (
  id TEXT PRIMARY KEY,
  name_ar TEXT NOT NULL,
  name_en TEXT NOT NULL,
  retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TEMP TABLE known_categories (id TEXT PRIMARY KEY, name_ar TEXT NOT NULL, name_en TEXT NOT NULL);
INSERT INTO known_categories (id, name_ar, name_en) VALUES
  ('programming', 'البرمجة', 'Programming'),
  ('mathematics', 'الرياضيات', 'Mathematics'),
  ('physics', 'الفيزياء', 'Physics'),
  ('chemistry', 'الكيمياء', 'Chemistry'),
  ('biology', 'الأحياء', 'Biology'),
  ('electronics', 'الإلكترونيات', 'Electronics'),
  ('mechanics', 'الميكانيكا', 'Mechanics'),
  ('graphic', 'التصميم الجرافيكي', 'Graphic design'),
  ('ux', 'تصميم الواجهات وتجربة المستخدم', 'UX & interface design'),
  ('architecture', 'العمارة', 'Architecture');

UPDATE courses SET category = (
  SELECT k.id FROM known_categories k
  WHERE lower(trim(courses.category)) IN (k.id, lower(k.name_en)) OR trim(courses.category) = k.name_ar
)
WHERE EXISTS (
  SELECT 1 FROM known_categories k
  WHERE lower(trim(courses.category)) IN (k.id, lower(k.name_en)) OR trim(courses.category) = k.name_ar
);

INSERT INTO course_categories (id, name_ar, name_en, retired, created_at, updated_at)
SELECT id, name_ar, name_en, 0, CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM known_categories WHERE id IN (SELECT category FROM courses);

CREATE TEMP TABLE free_categories AS
SELECT lower(trim(category)) AS key, min(trim(category)) AS text, 'c-' || lower(hex(randomblob(5))) AS id
FROM courses WHERE category NOT IN (SELECT id FROM known_categories) AND trim(category) <> ''
GROUP BY lower(trim(category));

INSERT INTO course_categories (id, name_ar, name_en, retired, created_at, updated_at)
SELECT id, text, text, 0, CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM free_categories;

UPDATE courses SET category = (SELECT f.id FROM free_categories f WHERE f.key = lower(trim(courses.category)))
WHERE category NOT IN (SELECT id FROM known_categories) AND trim(category) <> '';

DROP TABLE temp.known_categories;
DROP TABLE temp.free_categories;
`,
};
