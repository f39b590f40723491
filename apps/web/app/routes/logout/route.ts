// Signing out: the session ends on the server.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "#app/auth/session.server";
import { NO_STORE, postOnlyLoader, requirePost } from "#app/utils/http.server";
import { toastHeader } from "#app/utils/toast.server";

/** Logout: destroys the server-side session and returns home with "Logged out successfully". */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const headers = new Headers({ "Cache-Control": NO_STORE });
  try {
    headers.append("Set-Cookie", await endSession(request));
    headers.append("Set-Cookie", await toastHeader({ type: "success", key: "toast.loggedOut" }));
  } catch (error) {
    console.error("[auth] logout failed", error);
    headers.append(
      "Set-Cookie",
      await toastHeader({ type: "error", message: error instanceof Error ? error.message : String(error) }),
    );
  }
  return redirect("/", { headers });
}

// Logging out changes state: a GET (a prefetch, a crawler following a link) must not do it, and says so.
export const loader = postOnlyLoader;
