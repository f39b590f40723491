import { describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("bell", { demo: true });

const { bellData } = await import("./notifications.server");
const { getRepositories } = await import("#app/repositories.server");

const titles = async (locale: "ar" | "en") =>
  (await bellData("demo-student", locale)).notifications.map((n) => [n.title, n.body]);

describe("bellData", () => {
  it("gives each reader the demo notifications in their own language", async () => {
    expect(await titles("en")).toEqual([
      ["New lesson in Calculus I", "The lesson “Frequent exam questions” was added."],
      ["Welcome to Masar", "Start by browsing the courses and choosing this term’s subjects."],
    ]);
    expect(await titles("ar")).toEqual([
      ["درس جديد في التفاضل والتكامل ١", "أُضيف درس «أسئلة متكررة في الامتحان»."],
      ["مرحبًا بك في مسار", "ابدأ بتصفّح الدورات واختيار مقررات هذا الفصل."],
    ]);
    expect((await bellData("demo-student", "en")).unreadCount).toBe(2);
  });

  it("falls back to the stored title and body for a notification written in one language", async () => {
    const repos = await getRepositories();
    await repos.notifications.add({ userId: "reader", title: "تنبيه", body: "نص" });
    await repos.notifications.add({ userId: "reader", localized: { en: { title: "Only English", body: "" } } });
    const bell = await bellData("reader", "ar");
    expect(bell.notifications.map((n) => n.title)).toEqual(["Only English", "تنبيه"]);
    expect(bell.error).toBe(false);
  });
});
