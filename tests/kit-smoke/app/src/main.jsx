// Another university's app using the packed kit: the four components of the issue, in Arabic and in
// English, with only the kit's precompiled CSS (no Tailwind here).
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import "@masar/ui/styles.css";
import "@masar/ui/fonts.css";
import { AvatarMenu } from "@masar/ui/avatar-menu";
import { CatalogueFilters, EMPTY_FILTERS } from "@masar/ui/catalogue-filters";
import { CourseCard } from "@masar/ui/course-card";
import { LocaleProvider } from "@masar/ui/locale-provider";
import { NotificationBell } from "@masar/ui/notification-bell";

const NOW = new Date("2026-03-15T12:00:00Z");
const COURSES = [
  {
    id: "algebra",
    faculty: "science",
    title: { ar: "الجبر الخطي", en: "Linear Algebra" },
    instructor: { ar: "د. ليلى إبراهيم", en: "Dr. Laila Ibrahim" },
    price: 300,
    lessonsCount: 12,
    tags: ["math"],
  },
  {
    id: "circuits",
    faculty: "engineering",
    title: { ar: "الدوائر الكهربية", en: "Electric Circuits" },
    instructor: { ar: "د. عمر سالم", en: "Dr. Omar Salem" },
    price: 0,
    lessonsCount: 1,
    progress: { completedLessons: 1, totalLessons: 1 },
  },
];
const NOTIFICATIONS = {
  ar: [
    {
      id: "n1",
      title: "درس جديد في الجبر الخطي",
      body: "المصفوفات",
      read: false,
      createdAt: new Date("2026-03-15T10:00:00Z"),
    },
  ],
  en: [
    {
      id: "n1",
      title: "New lesson in Linear Algebra",
      body: "Matrices",
      read: false,
      createdAt: new Date("2026-03-15T10:00:00Z"),
    },
  ],
};

function Demo({ locale }) {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const shown = COURSES.filter(
    (c) =>
      (!filters.faculty || c.faculty === filters.faculty) &&
      (!filters.q || c.title[locale].toLowerCase().includes(filters.q.trim().toLowerCase())),
  );
  return (
    <LocaleProvider locale={locale}>
      <section data-testid={`demo-${locale}`} style={{ padding: 16, display: "grid", gap: 16, width: 640 }}>
        <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <NotificationBell notifications={NOTIFICATIONS[locale]} now={NOW} viewAllHref="#notifications" />
          <AvatarMenu
            displayName={locale === "ar" ? "مريم حسن" : "Mariam Hassan"}
            email="mariam@uni.example"
            profileHref="#profile"
          />
        </div>
        <CatalogueFilters value={filters} onValueChange={setFilters} action="#courses" interactive />
        <output data-testid="shown">{shown.length}</output>
        <div style={{ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: 16 }}>
          {shown.map((c) => (
            <CourseCard
              key={c.id}
              href={`#${c.id}`}
              course={{ ...c, title: c.title[locale], instructor: c.instructor[locale] }}
            />
          ))}
        </div>
      </section>
    </LocaleProvider>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <Demo locale="ar" />
    <Demo locale="en" />
  </StrictMode>,
);
