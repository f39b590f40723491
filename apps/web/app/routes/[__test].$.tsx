import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getConfig } from "#app/env.server";
import { toastHeader } from "#app/utils/toast.server";

/**
 * Pages that only end-to-end tests use, enabled by ENABLE_TEST_ROUTES=1 and a 404 otherwise:
 * /__test/render-error (a page whose render throws) and /__test/toast (a flash toast).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  if (!getConfig().enableTestRoutes) throw data(null, { status: 404 });
  if (params["*"] === "toast") {
    return redirect("/", { headers: { "Set-Cookie": await toastHeader({ type: "info", key: "toast.testToast" }) } });
  }
  if (params["*"] === "render-error") return { boom: true };
  throw data(null, { status: 404 });
}

export default function TestPage() {
  const { boom } = useLoaderData<typeof loader>();
  if (boom) throw new Error("Deliberate render failure for the error boundary test");
  return null;
}
