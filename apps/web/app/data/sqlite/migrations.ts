/**
 * Ordered schema migrations. Each runs once, in a transaction, and is recorded in `migrations`.
 * Never edit a shipped migration: add the next one.
 */
import { courseCategoriesMigration } from "./migration-course-categories";
import { migrationsFrom4 } from "./migrations-from-4";

export interface Migration {
  id: number;
  name: string;
  sql: string;
  /**
   * CHECK constraints to widen before `sql` runs: the table's stored definition is edited in place
   * (SQLite's documented writable_schema procedure for changes that leave every stored row valid). A
   * rebuild would be the other way, and dropping a table that others reference with ON DELETE CASCADE
   * would delete their rows.
   */
  widenChecks?: { table: string; from: string; to: string }[];
}

export const migrations: Migration[] = [
  {
    id: 1,
    name: "initial schema",
    sql: `
CREATE TABLE users (
  uid TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  display_name TEXT NOT NULL DEFAULT '',
  photo_url TEXT,
  role TEXT,
  preferred_language TEXT CHECK (preferred_language IN ('ar','en')),
  push_subscription TEXT,
  notification_enabled INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX users_email ON users (email COLLATE NOCASE);

CREATE TABLE credentials (
  uid TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL
);
CREATE UNIQUE INDEX credentials_email ON credentials (email COLLATE NOCASE);

CREATE TABLE courses (
  id TEXT PRIMARY KEY,
  title_ar TEXT NOT NULL DEFAULT '',
  title_en TEXT NOT NULL DEFAULT '',
  description_ar TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  instructor_id TEXT NOT NULL,
  instructor TEXT NOT NULL,
  faculty TEXT NOT NULL CHECK (faculty IN ('engineering','science','design')),
  level TEXT NOT NULL CHECK (level IN ('beginner','intermediate','advanced')),
  category TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '[]',
  price REAL NOT NULL DEFAULT 0 CHECK (price >= 0),
  status TEXT NOT NULL CHECK (status IN ('draft','published')),
  lessons_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX courses_status_created ON courses (status, created_at DESC);
CREATE INDEX courses_instructor_created ON courses (instructor_id, created_at DESC);
CREATE INDEX courses_created ON courses (created_at DESC);

CREATE TABLE lessons (
  id TEXT PRIMARY KEY,
  course_id TEXT NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title_ar TEXT NOT NULL DEFAULT '',
  title_en TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL CHECK (kind IN ('video','text','file')),
  content TEXT NOT NULL DEFAULT '',
  duration_minutes INTEGER NOT NULL DEFAULT 0,
  preview INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX lessons_course_position ON lessons (course_id, position);

CREATE TABLE enrollments (
  user_id TEXT NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  course_id TEXT NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  enrolled_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, course_id)
);
CREATE INDEX enrollments_user_updated ON enrollments (user_id, updated_at DESC);
CREATE INDEX enrollments_course ON enrollments (course_id);

CREATE TABLE lesson_completions (
  user_id TEXT NOT NULL,
  course_id TEXT NOT NULL,
  lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  completed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, course_id, lesson_id),
  FOREIGN KEY (user_id, course_id) REFERENCES enrollments(user_id, course_id) ON DELETE CASCADE
);

CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(uid),
  course_id TEXT NOT NULL REFERENCES courses(id),
  amount REAL NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL DEFAULT 'EGP',
  method TEXT NOT NULL CHECK (method IN ('manual_transfer','paymob')),
  provider_reference TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending','paid','rejected','refunded')),
  decided_by TEXT,
  decided_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX payments_status_created ON payments (status, created_at);
CREATE INDEX payments_user_created ON payments (user_id, created_at DESC);
CREATE INDEX payments_provider_reference ON payments (method, provider_reference);

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  read INTEGER NOT NULL DEFAULT 0,
  read_at INTEGER,
  created_at INTEGER NOT NULL,
  type TEXT NOT NULL DEFAULT 'general',
  data TEXT NOT NULL DEFAULT '{}',
  seq INTEGER NOT NULL
);
CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC, seq DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id, read);

CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  title TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL CHECK (kind IN ('study','deadline')),
  course_id TEXT,
  all_day INTEGER NOT NULL DEFAULT 1,
  date TEXT NOT NULL,
  starts_at INTEGER,
  ends_at INTEGER,
  done INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX tasks_user_date ON tasks (user_id, date, created_at);

CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  user_id TEXT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
`,
  },
  {
    id: 2,
    name: "push subscriptions per browser, payment events, bilingual notifications, statistics indexes",
    sql: `
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  expiration_time INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_user_updated ON push_subscriptions (user_id, updated_at DESC);

-- The one subscription a profile could hold moves into the table; the profile's push fields are now
-- derived from it, so the old columns go.
INSERT OR IGNORE INTO push_subscriptions (endpoint, user_id, p256dh, auth, expiration_time, created_at, updated_at)
SELECT json_extract(push_subscription, '$.endpoint'), uid, json_extract(push_subscription, '$.keys.p256dh'),
  json_extract(push_subscription, '$.keys.auth'), json_extract(push_subscription, '$.expirationTime'), updated_at, updated_at
FROM users
WHERE json_valid(push_subscription)
  AND json_extract(push_subscription, '$.endpoint') IS NOT NULL
  AND json_extract(push_subscription, '$.keys.p256dh') IS NOT NULL
  AND json_extract(push_subscription, '$.keys.auth') IS NOT NULL;
ALTER TABLE users DROP COLUMN push_subscription;
ALTER TABLE users DROP COLUMN notification_enabled;

CREATE TABLE payment_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  payment_id TEXT,
  summary TEXT NOT NULL DEFAULT '{}',
  received_at INTEGER NOT NULL,
  PRIMARY KEY (provider, event_id)
);

ALTER TABLE notifications ADD COLUMN localized TEXT NOT NULL DEFAULT '{}';

CREATE INDEX users_role_created ON users (role, created_at);
CREATE INDEX enrollments_enrolled ON enrollments (enrolled_at);
CREATE INDEX payments_status_decided ON payments (status, decided_at);
`,
  },
  {
    id: 3,
    name: "lesson sections, the last lesson opened, video positions",
    sql: `
-- A section in both languages; NULL (both columns) for a lesson outside any section.
ALTER TABLE lessons ADD COLUMN section_ar TEXT;
ALTER TABLE lessons ADD COLUMN section_en TEXT;

-- "Continue where you left off": forgotten when the lesson is removed.
ALTER TABLE enrollments ADD COLUMN last_lesson_id TEXT REFERENCES lessons(id) ON DELETE SET NULL;

CREATE TABLE video_positions (
  user_id TEXT NOT NULL,
  course_id TEXT NOT NULL,
  lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  seconds REAL NOT NULL CHECK (seconds >= 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, course_id, lesson_id),
  FOREIGN KEY (user_id, course_id) REFERENCES enrollments(user_id, course_id) ON DELETE CASCADE
);
`,
  },
  ...migrationsFrom4,
  courseCategoriesMigration,
];
