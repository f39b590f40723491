// The course player: a course's lessons one at a time, with completion and the video's remembered place.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { localize } from "@masar/domain/locale";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { fixedT } from "#app/i18n/translate";
import { localeFromMatches, pageMeta } from "#app/utils/meta";
import { PlayerLayout } from "./player-layout";
import { changeProgress, loadPlayer } from "./player.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPlayer(request, params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  return changeProgress(request, params.id ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return pageMeta(matches, { titleKey: "kit:pageNotFound" });
  const locale = localeFromMatches(matches);
  const course = localize(loaded.course.title, locale);
  const title = loaded.lesson
    ? fixedT(locale)("player.metaTitle", { lesson: localize(loaded.lesson.title, locale), course })
    : course;
  return pageMeta(matches, { title });
};

export default function CourseContent() {
  return <PlayerLayout data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
