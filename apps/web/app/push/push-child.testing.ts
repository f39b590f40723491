/**
 * The sending side of push.integration.test.ts, run as its own process so that NODE_EXTRA_CA_CERTS
 * (read only at start-up) trusts the test receiver's self-signed certificate, as a deployment would
 * trust a real push service. Argument: JSON { receiver, subscriptions: { A: [...], B: [...] } }.
 * Prints the subscriptions left per user as JSON.
 */
import { getRepositories } from "#app/repositories.server";
import { notify, pushesSettled } from "#app/services/notify.server";

interface Plan {
  subscriptions: Record<"A" | "B", { endpoint: string; keys: { p256dh: string; auth: string } }[]>;
}

const plan = JSON.parse(process.argv[2]!) as Plan;
const repos = await getRepositories();
const users = { A: "push-user-a", B: "push-user-b" } as const;
for (const [key, uid] of Object.entries(users) as ["A" | "B", string][]) {
  await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: uid, photoURL: null });
  await repos.users.updateProfile(uid, { preferredLanguage: key === "A" ? "en" : "ar" });
  for (const s of plan.subscriptions[key]) await repos.pushSubscriptions.add(uid, s);
}
const texts = {
  ar: { title: "درس جديد في التفاضل", body: "أضيف درس التكامل بالتجزئة." },
  en: { title: "New lesson in Calculus", body: "Integration by parts was added." },
};
await notify({ userId: users.A, localized: texts, kind: "lessons", type: "lesson", data: { courseId: "calc-1" } });
await notify({ userId: users.B, localized: texts, kind: "payments", type: "payment" });
await pushesSettled();
const left = {
  A: (await repos.pushSubscriptions.listByUser(users.A)).map((s) => s.endpoint),
  B: (await repos.pushSubscriptions.listByUser(users.B)).map((s) => s.endpoint),
};
await repos.close();
console.log(`RESULT ${JSON.stringify(left)}`);
