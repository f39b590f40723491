/** The demo accounts the seed makes (README), for every test suite. */
export const DEMO = {
  student: { email: "student@masar.local", password: "masar-student-2025" },
  teacher: { email: "teacher@masar.local", password: "masar-teacher-2025" },
  admin: { email: "admin@masar.local", password: "masar-admin-2025" },
} as const;
