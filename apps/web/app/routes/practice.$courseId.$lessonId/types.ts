import type { SerializeFrom } from "@remix-run/node";
import type { action, loader } from "./route";

/** The quiz page's loader data as its parts receive it. */
export type PracticeData = SerializeFrom<typeof loader>;
export type Attempts = PracticeData["attempts"];
/** An attempt's page: its questions and, once finished, its result. */
export type AttemptPageData = NonNullable<PracticeData["page"]>;
export type PracticeActionData = SerializeFrom<typeof action>;
