// The local Paymob sandbox: a stand-in card checkout for the demo when no Paymob keys are set.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getLocale } from "#app/i18n/i18next.server";
import { getSandbox } from "#app/payments/gateway.server";

/**
 * The local Paymob sandbox (app/payments/sandbox.server.ts), mounted here only in demo mode without
 * Paymob keys; a 404 in any deployment that sets keys or SEED_DEMO=0.
 */
async function sandboxAnswer(request: Request): Promise<Response> {
  const sandbox = getSandbox();
  const answer = sandbox ? await sandbox.handle(request, getLocale(request)) : null;
  return answer ?? new Response("Not found", { status: 404 });
}

export const loader = ({ request }: LoaderFunctionArgs) => sandboxAnswer(request);
export const action = ({ request }: ActionFunctionArgs) => sandboxAnswer(request);
