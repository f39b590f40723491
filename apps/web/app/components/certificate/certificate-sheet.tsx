import { localize, type LocalizedText } from "@masar/domain/locale";

type SheetWords = "heading" | "certifies" | "completed" | "teacher" | "date" | "hours" | "hoursValue";

/** What a certificate says, as the pages receive it (certificateFacts; dates already formatted). */
export interface CertificateSheetData {
  number: string;
  name: { ar: string; latin: string };
  courseTitle: LocalizedText;
  /** The teacher's name in each script: each side shows its own (the other when it is empty). */
  teacherName: LocalizedText;
  institution: LocalizedText;
  hours: number;
  dates: Record<"ar" | "en", { gregorian: string; hijri: string | null }>;
  /** Its fixed words in both languages (the page has only its own language's messages). */
  texts: Record<"ar" | "en", Record<SheetWords, string>>;
}

/**
 * The certificate as accessible HTML, beside its PDF: the Arabic side and the English side, each in its
 * own language and direction (lang/dir), in the order of the page's language.
 */
export function CertificateSheet({ certificate, locale }: { certificate: CertificateSheetData; locale: "ar" | "en" }) {
  const sides = locale === "ar" ? (["ar", "en"] as const) : (["en", "ar"] as const);
  return (
    <div
      className="grid gap-4 rounded-xl border-4 border-double border-primary/60 bg-card p-6 md:grid-cols-2"
      data-testid="certificate-sheet"
    >
      {sides.map((lang) => (
        <Side key={lang} lang={lang} certificate={certificate} />
      ))}
      <p className="text-center text-sm text-muted-foreground md:col-span-2" dir="ltr" data-testid="certificate-number">
        {certificate.number}
      </p>
    </div>
  );
}

function Side({ lang, certificate }: { lang: "ar" | "en"; certificate: CertificateSheetData }) {
  const words = certificate.texts[lang];
  const dates = certificate.dates[lang];
  return (
    <section lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} className="flex flex-col items-center gap-2 text-center">
      <p className="text-sm font-medium text-primary">
        <bdi>{certificate.institution[lang]}</bdi>
      </p>
      <h2 className="text-2xl font-bold">{words.heading}</h2>
      <p className="text-muted-foreground">{words.certifies}</p>
      {/* Each value isolated: a name or title in the other script keeps its own order on this side. */}
      <p className="text-xl font-bold">
        <bdi>{lang === "ar" ? certificate.name.ar : certificate.name.latin}</bdi>
      </p>
      <p className="text-muted-foreground">{words.completed}</p>
      <p className="text-lg font-semibold">
        <bdi>{certificate.courseTitle[lang] || certificate.courseTitle[lang === "ar" ? "en" : "ar"]}</bdi>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-start text-sm">
        <dt className="text-muted-foreground">{words.teacher}</dt>
        <dd>
          <bdi>{localize(certificate.teacherName, lang)}</bdi>
        </dd>
        <dt className="text-muted-foreground">{words.date}</dt>
        <dd>
          {dates.gregorian}
          {dates.hijri ? <span className="block text-muted-foreground">{dates.hijri}</span> : null}
        </dd>
        <dt className="text-muted-foreground">{words.hours}</dt>
        <dd>{words.hoursValue}</dd>
      </dl>
    </section>
  );
}
