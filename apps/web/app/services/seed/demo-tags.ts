import type { LocalizedText } from "@masar/domain/locale";

/**
 * Every demo tag in both languages (tags follow the page's language, like titles; decision 016). A row names
 * a tag in either language; both words of a pair ("مصفوفات", "Matrices") give one tag.
 */
const TAGS: LocalizedText[] = [
  { ar: "بايثون", en: "Python" },
  { ar: "برمجة", en: "Programming" },
  { ar: "مبتدئ", en: "Beginner" },
  { ar: "خوارزميات", en: "Algorithms" },
  { ar: "C++", en: "C++" },
  { ar: "امتحانات", en: "Exams" },
  { ar: "ملخصات", en: "Summaries" },
  { ar: "تمارين", en: "Exercises" },
  { ar: "لينكس", en: "Linux" },
  { ar: "العمليات", en: "Processes" },
  { ar: "دوائر", en: "Circuits" },
  { ar: "منطق رقمي", en: "Digital logic" },
  { ar: "FPGA", en: "FPGA" },
  { ar: "ميكانيكا", en: "Mechanics" },
  { ar: "إنشاءات", en: "Structures" },
  { ar: "رياضيات", en: "Mathematics" },
  { ar: "تفاضل", en: "Differentiation" },
  { ar: "تكامل", en: "Integration" },
  { ar: "مصفوفات", en: "Matrices" },
  { ar: "فيزياء", en: "Physics" },
  { ar: "ماكسويل", en: "Maxwell" },
  { ar: "حقول", en: "Fields" },
  { ar: "كم", en: "Quantum" },
  { ar: "شرودنجر", en: "Schrödinger" },
  { ar: "كيمياء", en: "Chemistry" },
  { ar: "عضوية", en: "Organic" },
  { ar: "تفاعلات", en: "Reactions" },
  { ar: "أحياء", en: "Biology" },
  { ar: "ألوان", en: "Colour" },
  { ar: "طباعة", en: "Print" },
  { ar: "خط عربي", en: "Typography" },
  { ar: "هوية", en: "Identity" },
  { ar: "تجربة المستخدم", en: "UX" },
  { ar: "بحث المستخدم", en: "User research" },
  { ar: "فيجما", en: "Figma" },
  { ar: "واجهات", en: "Interfaces" },
  { ar: "من اليمين لليسار", en: "RTL" },
  { ar: "مكونات", en: "Components" },
  { ar: "ستوريبوك", en: "Storybook" },
  { ar: "إتاحة", en: "Accessibility" },
  { ar: "رموز التصميم", en: "Tokens" },
  { ar: "رسم", en: "Drawing" },
  { ar: "عمارة", en: "Architecture" },
  { ar: "تاريخ", en: "History" },
];

/** The row's tags in both languages; a word missing from TAGS is a mistake in this file. */
export function demoTags(words: readonly string[]): LocalizedText[] {
  const out: LocalizedText[] = [];
  for (const word of words) {
    const tag = TAGS.find((t) => t.ar === word || t.en === word);
    if (!tag) throw new Error(`demo tag "${word}" has no entry in both languages`);
    if (!out.includes(tag)) out.push(tag);
  }
  return out;
}
