import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "#app/auth/session.server";
import { toastHeader } from "#app/utils/toast.server";

/** Logout: destroys the server-side session and returns home with "Logged out successfully". */
export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers();
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

export async function loader() {
  return redirect("/");
}
