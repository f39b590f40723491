/**
 * The demo catalogue's categories: the first entries of the managed list (issue 39, item 16), ensured at
 * every demo seeding. Ids are the ones the demo courses and the catalogue's URLs use.
 */
export const DEMO_CATEGORIES = [
  { id: "programming", name: { ar: "البرمجة", en: "Programming" } },
  { id: "mathematics", name: { ar: "الرياضيات", en: "Mathematics" } },
  { id: "physics", name: { ar: "الفيزياء", en: "Physics" } },
  { id: "chemistry", name: { ar: "الكيمياء", en: "Chemistry" } },
  { id: "biology", name: { ar: "الأحياء", en: "Biology" } },
  { id: "electronics", name: { ar: "الإلكترونيات", en: "Electronics" } },
  { id: "mechanics", name: { ar: "الميكانيكا", en: "Mechanics" } },
  { id: "graphic", name: { ar: "التصميم الجرافيكي", en: "Graphic design" } },
  { id: "ux", name: { ar: "تصميم الواجهات وتجربة المستخدم", en: "UX & interface design" } },
  { id: "architecture", name: { ar: "العمارة", en: "Architecture" } },
] as const;
