/**
 * Seeds a database: npm run seed                 the demo catalogue and users (into an empty store)
 *                   npm run seed -- --courses N  N extra generated published courses (for benchmarks)
 *                   npm run seed -- --history N  N more generated learners with six months of enrolments,
 *                                                payments and completions in the demo courses (benchmarks)
 */
import { FACULTIES, LEVELS } from "@masar/domain/course";
import { openRepositories } from "#app/data/index.server";
import { getConfig } from "#app/env.server";
import { seedDemo } from "#app/services/seed/seed.server";
import { demoHistory } from "#app/services/seed/demo-history";

const args = process.argv.slice(2);
const countArg = args.indexOf("--courses");
const count = countArg >= 0 ? Number(args[countArg + 1]) : 0;
if (countArg >= 0 && (!Number.isInteger(count) || count < 1 || count > 1_000_000)) {
  console.error("Usage: npm run seed -- --courses <N between 1 and 1000000>");
  process.exit(2);
}

const historyArg = args.indexOf("--history");
const learners = historyArg >= 0 ? Number(args[historyArg + 1]) : 0;
if (historyArg >= 0 && (!Number.isInteger(learners) || learners < 1 || learners > 100_000)) {
  console.error("Usage: npm run seed -- --history <N between 1 and 100000>");
  process.exit(2);
}

const config = getConfig();
const repos = await openRepositories(config);
try {
  if (await repos.isEmpty()) await seedDemo(repos);
  if (learners > 0) {
    // Taken before the generated courses below, which have no lessons: the demo catalogue's courses.
    const courses = await Promise.all(
      (await repos.courses.listPublished()).map(async (c) => ({
        id: c.id,
        price: c.price,
        lessonIds: (await repos.lessons.listByCourse(c.id)).map((l) => l.id),
      })),
    );
    const history = demoHistory(courses, new Date(), { students: learners, seed: 11, prefix: "bench-learner" });
    await repos.admin.importHistory(history);
    console.log(
      `[seed] ${learners} generated learners: ${history.enrollments.length} enrollments, ${history.payments.length} payments.`,
    );
  }
  const CATEGORIES = [
    "programming",
    "mathematics",
    "physics",
    "chemistry",
    "biology",
    "electronics",
    "mechanics",
    "graphic",
    "ux",
    "architecture",
  ];
  for (let i = 0; i < count; i++) {
    await repos.courses.create({
      title: {
        ar: `مقرر تجريبي رقم ${i + 1} في ${CATEGORIES[i % CATEGORIES.length]}`,
        en: `Generated course ${i + 1}`,
      },
      description: { ar: "مقرر مولَّد لقياس الأداء.", en: "A generated course for benchmarks." },
      instructorId: `bench-instructor-${i % 40}`,
      instructor: { ar: "", en: `Dr. Bench ${i % 40}` },
      faculty: FACULTIES[i % FACULTIES.length]!,
      level: LEVELS[i % LEVELS.length]!,
      category: CATEGORIES[i % CATEGORIES.length]!,
      image: "",
      tags:
        i % 3
          ? [
              { ar: "امتحانات", en: "Exams" },
              { ar: "ملخصات", en: "Summaries" },
              { ar: "قياس", en: "Benchmark" },
            ].slice(0, i % 4)
          : [],
      price: (i % 5) * 150,
      status: "published",
    });
  }
  const { courses } = await repos.courses.counts();
  console.log(
    `[seed] ${count} generated courses added; ${courses} published courses in ${config.dataBackend === "sqlite" ? config.databasePath : "Firestore"}.`,
  );
} finally {
  await repos.close();
}
