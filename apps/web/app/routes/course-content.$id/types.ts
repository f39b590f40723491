import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "./route";

/** The loader's data as the components receive it. */
export type PlayerData = SerializeFrom<typeof loader>;
export type PlayerLesson = PlayerData["lessons"][number];
