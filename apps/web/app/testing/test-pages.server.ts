/**
 * What the test-only pages under /__test/* do (app/routes/[__test].$/route.tsx). They exist only with
 * ENABLE_TEST_ROUTES=1; the end-to-end suite uses them to reach states the product cannot produce on
 * demand.
 */
import { data, redirect } from "@remix-run/node";
import { requireUser } from "#app/auth/session.server";
import { getRepositories } from "#app/data/index.server";
import { safeRedirect } from "#app/utils/safe-redirect";
import { toastHeader } from "#app/utils/toast.server";

/** /__test/toast: home with a flash toast. */
export async function flashToast() {
  return redirect("/", { headers: { "Set-Cookie": await toastHeader({ type: "info", key: "toast.testToast" }) } });
}

const MAX_NOTIFICATIONS = 30;

/**
 * /__test/notify?count=N&title=T&body=B&courseId=C&redirectTo=/path: adds N unread notifications
 * (default 1, at most 30) for the signed-in user through the repositories, naming course C in their data
 * when given, then goes to redirectTo (default home). With more than one, each title gets its number.
 */
export async function notifySignedInUser(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const count = Number(params.get("count") ?? "1");
  if (!Number.isInteger(count) || count < 1 || count > MAX_NOTIFICATIONS) {
    throw data({ error: `count must be a whole number from 1 to ${MAX_NOTIFICATIONS}` }, { status: 400 });
  }
  const title = params.get("title") || "Test notification";
  const body = params.get("body") ?? "";
  const courseId = params.get("courseId");
  const repos = await getRepositories();
  for (let n = 1; n <= count; n++) {
    await repos.notifications.add({
      userId: user.identity.uid,
      title: count === 1 ? title : `${title} ${n}`,
      body,
      data: courseId ? { courseId } : {},
    });
  }
  return redirect(safeRedirect(params.get("redirectTo")));
}
