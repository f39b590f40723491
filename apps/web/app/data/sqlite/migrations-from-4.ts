import type { Migration } from "./migrations";

/**
 * Migrations 4 to 22 (calendar, payments, notification preferences and bilingual tags, the admin
 * console, practice, spaced review, accounts, mail, certificates, then issue 39's payments, bilingual
 * bodies and names, plan-task titles and announcements), after the first three in migrations.ts. Same
 * rule: never edit a shipped one. Migration 23 on have a file each (`migration-<what>.ts`), appended to
 * the list in migrations.ts.
 */
export const migrationsFrom4: Migration[] = [
  {
    id: 4,
    name: "course events, exam-plan tasks, calendar settings, reminders sent",
    sql: `
CREATE TABLE course_events (
  id TEXT PRIMARY KEY,
  -- No foreign keys: the Firestore adapter has none, and both must behave alike (deleteByCourse).
  course_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('deadline','quiz','exam','live')),
  title_ar TEXT NOT NULL DEFAULT '',
  title_en TEXT NOT NULL DEFAULT '',
  -- A calendar date and an optional Cairo wall-clock time, never an instant shifted by zones.
  date TEXT NOT NULL,
  time TEXT,
  lesson_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX course_events_course_date ON course_events (course_id, date);
CREATE INDEX course_events_date ON course_events (date);

-- An exam plan's task names the lesson it schedules.
ALTER TABLE tasks ADD COLUMN lesson_id TEXT;
CREATE INDEX tasks_date_done ON tasks (date, done);
CREATE INDEX tasks_user_course_lesson ON tasks (user_id, course_id, lesson_id);

CREATE TABLE calendar_settings (
  user_id TEXT PRIMARY KEY,
  feed_token TEXT NOT NULL UNIQUE,
  hijri INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);

-- One row per reminder sent: the primary key is what keeps several processes from sending it twice.
CREATE TABLE reminders_sent (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
);
`,
  },
  {
    id: 5,
    name: "payments in piastres with receipts, notes, flags and transactions; ended enrolments; settings",
    sql: `
-- Money in whole piastres from now on; the REAL column stays written (pounds) for older readers.
ALTER TABLE payments ADD COLUMN amount_piastres INTEGER;
UPDATE payments SET amount_piastres = CAST(ROUND(amount * 100) AS INTEGER);
ALTER TABLE payments ADD COLUMN receipt_key TEXT;
ALTER TABLE payments ADD COLUMN note TEXT;
ALTER TABLE payments ADD COLUMN flag TEXT;
ALTER TABLE payments ADD COLUMN transaction_id TEXT;
CREATE INDEX payments_course_created ON payments (course_id, created_at DESC);
CREATE INDEX payments_method_created ON payments (method, created_at DESC);

-- A refunded course's access ends but the student's progress stays (a new purchase reopens it). An
-- ended row is no enrolment: counts and lists read the view (Firestore moves it out of the collection).
ALTER TABLE enrollments ADD COLUMN ended_at INTEGER;
CREATE VIEW active_enrollments AS SELECT * FROM enrollments WHERE ended_at IS NULL;

-- Small admin-edited settings (the manual transfer's account details), JSON per key.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_by TEXT,
  updated_at INTEGER NOT NULL
);
`,
  },
  {
    id: 7,
    name: "bilingual tags, notification preferences and deferred pushes, the push offer",
    sql: `
-- Tags in both languages (decision 016). A plain-string tag is filed under its script's language, so the
-- other language falls back to it (LocalizedText); entries already in both languages stay as they are.
UPDATE courses SET tags = (
  SELECT json_group_array(
    CASE
      WHEN je.type = 'text' AND je.value GLOB '*[؀-ۿ]*' THEN json_object('ar', je.value, 'en', '')
      WHEN je.type = 'text' THEN json_object('ar', '', 'en', je.value)
      ELSE json(je.value)
    END)
  FROM json_each(courses.tags) AS je
)
WHERE json_valid(tags) AND json_type(tags) = 'array';

-- Push per kind and quiet hours (decision 016): JSON, NULL reads as the defaults.
ALTER TABLE users ADD COLUMN notification_preferences TEXT;
-- The student answered the offer to enable browser notifications after a first enrollment.
ALTER TABLE users ADD COLUMN push_offer_answered INTEGER NOT NULL DEFAULT 0;

-- Pushes held back by quiet hours, sent once when due (taking one deletes it, in one statement).
CREATE TABLE deferred_pushes (
  notification_id TEXT PRIMARY KEY REFERENCES notifications(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  due_at INTEGER NOT NULL
);
CREATE INDEX deferred_pushes_due ON deferred_pushes (due_at);
`,
  },
  {
    id: 8,
    name: "admin console: archived courses, when a payment was paid, handled contact messages, statistics indexes",
    widenChecks: [
      {
        table: "courses",
        from: "CHECK (status IN ('draft','published'))",
        to: "CHECK (status IN ('draft','published','archived'))",
      },
    ],
    sql: `
-- Revenue counts a payment in the month it was paid even after a refund moves decided_at on.
ALTER TABLE payments ADD COLUMN paid_at INTEGER;
UPDATE payments SET paid_at = decided_at WHERE status IN ('paid','refunded');
CREATE INDEX payments_paid_at ON payments (paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX payments_course ON payments (course_id);
CREATE INDEX payments_created ON payments (created_at DESC);

ALTER TABLE contact_messages ADD COLUMN handled_at INTEGER;
ALTER TABLE contact_messages ADD COLUMN handled_by TEXT;

CREATE INDEX lesson_completions_completed ON lesson_completions (completed_at, user_id);
CREATE INDEX courses_faculty ON courses (faculty);
CREATE INDEX users_created ON users (created_at DESC);
`,
  },
  {
    id: 9,
    name: "statistics: completed lessons counted on each enrolment (kept by triggers), active enrolments by course",
    sql: `
-- The completion figures compare each enrolment's completed lessons with its course's lessons. Counting
-- lesson_completions per enrolment on every request grows with all completions ever made; the count kept
-- on the row by triggers (cascaded deletes fire them too) makes the figures an index-only scan.
ALTER TABLE enrollments ADD COLUMN completed_lessons INTEGER NOT NULL DEFAULT 0;
UPDATE enrollments SET completed_lessons = (SELECT COUNT(*) FROM lesson_completions lc
  WHERE lc.user_id = enrollments.user_id AND lc.course_id = enrollments.course_id);
CREATE TRIGGER lesson_completions_counted AFTER INSERT ON lesson_completions BEGIN
  UPDATE enrollments SET completed_lessons = completed_lessons + 1
  WHERE user_id = NEW.user_id AND course_id = NEW.course_id;
END;
CREATE TRIGGER lesson_completions_uncounted AFTER DELETE ON lesson_completions BEGIN
  UPDATE enrollments SET completed_lessons = completed_lessons - 1
  WHERE user_id = OLD.user_id AND course_id = OLD.course_id;
END;
CREATE INDEX enrollments_active_course ON enrollments (course_id, completed_lessons) WHERE ended_at IS NULL;
`,
  },
  {
    id: 10,
    name: "notifications: seq assigned by the database, for several server processes",
    sql: `
-- A notification's seq (the tie-break of "newest first") was a counter of the server process, read from
-- MAX(seq) at start: two processes on one file would hand out the same numbers (decision 035). Each
-- insert now takes MAX(seq) + 1 inside its write transaction; this index makes that a single seek.
CREATE INDEX notifications_seq ON notifications (seq);
`,
  },
  {
    id: 11,
    name: "tasks in the calendar's order within a day",
    sql: `
-- The calendar's month grid lists each day's first three items (decision 031): this index holds a
-- user's tasks in the calendar's order (date; all-day first; start; creation; id), so the first three
-- of every day are found from the index alone, without reading and sorting every task of the month.
-- A timed task (all_day = 0) always has a start (newTaskSchema); an all-day one ranks by creation.
CREATE INDEX tasks_user_day_order ON tasks (user_id, date, all_day DESC, (CASE WHEN all_day = 0 THEN starts_at END), created_at, id);
`,
  },
  {
    id: 12,
    name: "exam plans: the settings each plan was made with, for re-planning from today",
    sql: `
-- One row per student and course: the last plan's exam date, lessons a day and days off (a JSON array).
CREATE TABLE exam_plans (
  user_id TEXT NOT NULL,
  course_id TEXT NOT NULL,
  exam_date TEXT NOT NULL,
  per_day INTEGER NOT NULL,
  off_days TEXT NOT NULL DEFAULT '[]',
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, course_id)
);
`,
  },
  {
    id: 13,
    name: "practice: question bank with versions, quizzes, attempts and their answers; quiz lessons",
    // A quiz lesson. Widened in place (see Migration.widenChecks): a rebuild of lessons inside this
    // transaction would cascade-delete every completion and video position that references it.
    widenChecks: [
      {
        table: "lessons",
        from: "CHECK (kind IN ('video','text','file'))",
        to: "CHECK (kind IN ('video','text','file','quiz'))",
      },
    ],
    sql: `
-- A course's question bank: one row per question (its current version, taken out or not) and one per
-- version. A version drawn into an attempt's paper is frozen: an edit then makes the next version.
CREATE TABLE questions (
  id TEXT PRIMARY KEY,
  course_id TEXT NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  removed INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX questions_course_created ON questions (course_id, created_at) WHERE removed = 0;

-- The tags are columns (the random rules filter on them), the type's own fields JSON (QuestionBody).
-- lesson_id is a tag, not a reference: a frozen version never changes when its lesson goes.
CREATE TABLE question_versions (
  question_id TEXT NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  course_id TEXT NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  stem_ar TEXT NOT NULL DEFAULT '',
  stem_en TEXT NOT NULL DEFAULT '',
  explanation_ar TEXT NOT NULL DEFAULT '',
  explanation_en TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL,
  body TEXT NOT NULL,
  lesson_id TEXT,
  topic TEXT NOT NULL DEFAULT '',
  difficulty TEXT CHECK (difficulty IN ('easy','medium','hard')),
  source TEXT NOT NULL DEFAULT '',
  frozen INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (question_id, version)
);
CREATE INDEX question_versions_course ON question_versions (course_id);

-- A quiz lesson's settings (the quiz id is the lesson's); the rule is JSON (PaperRule).
CREATE TABLE quizzes (
  course_id TEXT NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  rule TEXT NOT NULL,
  shuffle_questions INTEGER NOT NULL DEFAULT 0,
  shuffle_options INTEGER NOT NULL DEFAULT 0,
  pass_percent REAL NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (course_id, id)
);

-- No reference to the quiz: attempts stay when their quiz lesson goes (the results remain).
CREATE TABLE attempts (
  id TEXT PRIMARY KEY,
  course_id TEXT NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  quiz_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  seed INTEGER NOT NULL,
  paper TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open','submitted')),
  started_at INTEGER NOT NULL,
  submitted_at INTEGER,
  score REAL,
  percent REAL,
  passed INTEGER
);
-- At most one open attempt per student and quiz, whatever two devices or a double click send.
CREATE UNIQUE INDEX attempts_one_open ON attempts (user_id, course_id, quiz_id) WHERE state = 'open';
CREATE INDEX attempts_user_course_started ON attempts (user_id, course_id, started_at DESC);
CREATE INDEX attempts_quiz_submitted ON attempts (course_id, quiz_id, submitted_at) WHERE state = 'submitted';

-- One answer per attempt and question: saving again replaces it.
CREATE TABLE attempt_answers (
  attempt_id TEXT NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
  question_id TEXT NOT NULL,
  response TEXT NOT NULL,
  score REAL NOT NULL,
  correct INTEGER NOT NULL,
  checked INTEGER NOT NULL DEFAULT 0,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (attempt_id, question_id)
);
`,
  },
  {
    id: 14,
    name: "spaced review: cards, their history, settings",
    sql: `
-- One card per student and question; its FSRS state is JSON (FsrsState). Cards go with their course or user.
CREATE TABLE review_cards (
  user_id TEXT NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  question_id TEXT NOT NULL,
  course_id TEXT NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  due_date TEXT NOT NULL,
  fsrs_due INTEGER NOT NULL,
  fsrs TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, question_id)
);
CREATE INDEX review_cards_user_due ON review_cards (user_id, due_date, question_id);
CREATE INDEX review_cards_course_due ON review_cards (course_id, due_date);

-- Every answer that moved a card, in order.
CREATE TABLE review_events (
  user_id TEXT NOT NULL,
  question_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  at INTEGER NOT NULL,
  rating TEXT NOT NULL CHECK (rating IN ('again','hard','good')),
  right INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('practice','review','exam')),
  due_date TEXT NOT NULL,
  PRIMARY KEY (user_id, question_id, seq),
  FOREIGN KEY (user_id, question_id) REFERENCES review_cards (user_id, question_id) ON DELETE CASCADE
);

-- Absent row: the defaults (a daily limit of 30, the reminder at 19:00 Cairo).
CREATE TABLE review_settings (
  user_id TEXT PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  daily_limit INTEGER NOT NULL,
  reminder_hour INTEGER CHECK (reminder_hour BETWEEN 0 AND 23)
);
`,
  },
  {
    id: 15,
    name: "accounts: verified e-mail, deactivation, deletion; session devices; e-mailed tokens; the audit list",
    sql: `
-- Accounts made before e-mail verification existed count as verified, from their creation.
ALTER TABLE users ADD COLUMN email_verified_at INTEGER;
UPDATE users SET email_verified_at = created_at;
ALTER TABLE users ADD COLUMN deactivated_at INTEGER;
ALTER TABLE users ADD COLUMN deletion_requested_at INTEGER;
-- A purged account's row stays as an anonymous tombstone (payments reference it): no name, no address.
ALTER TABLE users ADD COLUMN deleted_at INTEGER;
CREATE INDEX users_deletion_requested ON users (deletion_requested_at) WHERE deletion_requested_at IS NOT NULL;

-- The browser a session was started in ("Chrome on Android"), for the account's list of sessions.
ALTER TABLE sessions ADD COLUMN device TEXT;
CREATE INDEX sessions_user_created ON sessions (user_id, created_at DESC);

-- Tokens sent by e-mail: only the SHA-256 of the secret is kept, as the key.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('verify-email','reset-password','change-email')),
  user_id TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX account_tokens_user_kind ON account_tokens (user_id, kind, created_at);
CREATE INDEX account_tokens_expires ON account_tokens (expires_at);

-- What admins (and the scheduler, actor 'system') did to accounts. Names as they were at the time:
-- no reference to users, so an entry outlives its actor and target.
CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  at INTEGER NOT NULL,
  actor_id TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  action TEXT NOT NULL,
  target_id TEXT NOT NULL,
  target_label TEXT NOT NULL,
  detail TEXT
);
CREATE INDEX audit_log_target_at ON audit_log (target_id, at DESC);
CREATE INDEX audit_log_at ON audit_log (at DESC);
`,
  },
  {
    id: 16,
    name: "outgoing mail queue",
    sql: `
-- One row per mail to send (issue 38): queued until sent, retried with backoff, failed after the last try.
-- A sent mail's text and HTML are blanked (its links must not stay) unless the demo outbox keeps them.
CREATE TABLE mail_queue (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  locale TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued','sent','failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- When a queued mail may be tried next; a claim moves it to the end of its lease.
  next_attempt_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  last_error TEXT
);
CREATE INDEX mail_queue_status_next ON mail_queue (status, next_attempt_at);
CREATE INDEX mail_queue_created ON mail_queue (created_at);
`,
  },
  {
    id: 17,
    name: "certificates and the name for certificates",
    sql: `
-- One certificate per student and course (issue 35), keyed by its public code. What it says is frozen
-- when it is issued. No foreign keys: the Firestore adapter has none, and a deleted course's
-- certificates stay valid; a purge deletes the person's (accounts.purge).
CREATE TABLE certificates (
  id TEXT PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  course_id TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  name_ar TEXT NOT NULL,
  name_latin TEXT NOT NULL,
  course_title_ar TEXT NOT NULL,
  course_title_en TEXT NOT NULL,
  teacher_name TEXT NOT NULL,
  hours REAL NOT NULL,
  institution_ar TEXT NOT NULL,
  institution_en TEXT NOT NULL,
  hijri INTEGER NOT NULL CHECK (hijri IN (0, 1)),
  revoked_at INTEGER,
  revoked_reason TEXT,
  UNIQUE (user_id, course_id)
);
CREATE INDEX certificates_user_issued ON certificates (user_id, issued_at DESC);
CREATE INDEX certificates_issued ON certificates (issued_at DESC);

-- The name a student chose for certificates; no row: the display name serves.
CREATE TABLE certificate_names (
  user_id TEXT PRIMARY KEY,
  ar TEXT NOT NULL,
  latin TEXT NOT NULL
);
`,
  },
  {
    // Issue 39, items 2 and 4.
    id: 18,
    name: "declined and expired payments; the gateway's response code",
    // Widened in place (see Migration.widenChecks): only the two statuses inserted, so that another
    // widening of the same list (a status added at its end) still finds its own text.
    widenChecks: [
      { table: "payments", from: "'rejected','refunded'", to: "'rejected','declined','expired','refunded'" },
    ],
    sql: `
-- A declined attempt keeps the gateway's response code beside its message (the note): the pages read the
-- reason from both in the student's language.
ALTER TABLE payments ADD COLUMN gateway_code TEXT;
`,
  },
  {
    // Issue 39, item 3 (after 18's statuses: only the list's end is matched).
    id: 19,
    name: "payments: a transfer its student cancelled",
    // Only the end of the status list is matched, so this widening holds whichever statuses another
    // migration inserted before 'refunded'.
    widenChecks: [{ table: "payments", from: ",'refunded'))", to: ",'refunded','cancelled'))" }],
    sql: "",
  },
  {
    // Issue 39, items 8 and 9.
    id: 20,
    name: "lesson bodies, instructor and teacher names in both languages",
    sql: `
-- A text lesson's Markdown in both languages, like its title (issue 39). The body it had is kept under
-- its script's language (Arabic script: Arabic; else English), as single-language tags were (migration 7);
-- the content column keeps only a video's or file's media.
ALTER TABLE lessons ADD COLUMN body_ar TEXT NOT NULL DEFAULT '';
ALTER TABLE lessons ADD COLUMN body_en TEXT NOT NULL DEFAULT '';
UPDATE lessons SET
  body_ar = CASE WHEN content GLOB '*[؀-ۿ]*' THEN content ELSE '' END,
  body_en = CASE WHEN content GLOB '*[؀-ۿ]*' THEN '' ELSE content END,
  content = ''
WHERE kind = 'text';

-- The instructor's name in Arabic and in Latin letters; the one name a course had is filed by its script.
ALTER TABLE courses RENAME COLUMN instructor TO instructor_ar;
ALTER TABLE courses ADD COLUMN instructor_en TEXT NOT NULL DEFAULT '';
UPDATE courses SET instructor_en = instructor_ar, instructor_ar = '' WHERE NOT instructor_ar GLOB '*[؀-ۿ]*';

-- A certificate names its teacher on each side in that side's script. Issued ones keep their one name,
-- filed the same way: each side falls back to it, so what they print does not change.
ALTER TABLE certificates RENAME COLUMN teacher_name TO teacher_name_ar;
ALTER TABLE certificates ADD COLUMN teacher_name_en TEXT NOT NULL DEFAULT '';
UPDATE certificates SET teacher_name_en = teacher_name_ar, teacher_name_ar = ''
WHERE NOT teacher_name_ar GLOB '*[؀-ۿ]*';
`,
  },
  {
    // Issue 39, items 7 and 14.
    id: 21,
    name: "task titles in both languages, the calendar's first weekday",
    sql: `
-- A task's title in each language it exists in, JSON {"ar"?, "en"?}: an exam plan's task keeps its
-- lesson's two titles; a task the student wrote has none ('{}') and shows its one title to everyone.
ALTER TABLE tasks ADD COLUMN titles TEXT NOT NULL DEFAULT '{}';
-- Plan tasks used to keep one joined title, "<ar> · <en>". Split it where it splits unambiguously (one
-- separator, text on both sides: splitJoinedTitles in @masar/domain/task is the same rule); the title
-- becomes the Arabic one, as a plan task's title is written now. UPDATE reads the old values throughout.
UPDATE tasks SET
  titles = json_object(
    'ar', trim(substr(title, 1, instr(title, ' · ') - 1)),
    'en', trim(substr(title, instr(title, ' · ') + 3))
  ),
  title = trim(substr(title, 1, instr(title, ' · ') - 1))
WHERE lesson_id IS NOT NULL
  AND instr(title, ' · ') > 0
  AND instr(substr(title, instr(title, ' · ') + 3), ' · ') = 0
  AND trim(substr(title, 1, instr(title, ' · ') - 1)) <> ''
  AND trim(substr(title, instr(title, ' · ') + 3)) <> '';

-- The first day of the calendar's week: Saturday (6) unless the user picks Sunday (0) or Monday (1).
ALTER TABLE calendar_settings ADD COLUMN week_start INTEGER NOT NULL DEFAULT 6 CHECK (week_start IN (6, 0, 1));
`,
  },
  {
    // Issue 39, item 20.
    id: 22,
    name: "course announcements as sent",
    sql: `
-- A teacher's announcements, kept for the course page and the teacher's list; each student's
-- notification is made from one when it is sent. No foreign key: the Firestore adapter has none.
CREATE TABLE announcements (
  id TEXT PRIMARY KEY,
  course_id TEXT NOT NULL,
  title_ar TEXT NOT NULL DEFAULT '',
  title_en TEXT NOT NULL DEFAULT '',
  body_ar TEXT NOT NULL DEFAULT '',
  body_en TEXT NOT NULL DEFAULT '',
  audience INTEGER NOT NULL CHECK (audience >= 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX announcements_course_created ON announcements (course_id, created_at DESC);
`,
  },
];
