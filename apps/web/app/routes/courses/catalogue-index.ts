import { useEffect, useState } from "react";
import { filterKey } from "@masar/domain/catalogue";
import type { CourseSummary } from "#app/services/catalogue.server";

/** Every published course, as the browser filters it: summaries and their normalised filter texts. */
export interface LoadedIndex {
  version: string;
  courses: CourseSummary[];
  keys: string[];
}

// Kept for the life of the page: coming back to the catalogue filters at once, with no request.
let loaded: LoadedIndex | null = null;
let wanted: string | null = null;

export const catalogueIndexUrl = (version: string) => `/resources/catalogue?v=${encodeURIComponent(version)}`;

/** True when the browser holds the index the last catalogue page named: filters need no server. */
export const indexReady = () => wanted !== null && loaded?.version === wanted;

/**
 * The catalogue index named by the page (`version` from the loader), fetched once after hydration and
 * normalised once. Null until it arrives (or when it cannot: then the server filters, as without JS).
 */
export function useCatalogueIndex(version: string | null): LoadedIndex | null {
  wanted = version;
  const [index, setIndex] = useState<LoadedIndex | null>(() =>
    version && loaded?.version === version ? loaded : null,
  );
  useEffect(() => {
    if (!version) return;
    if (loaded?.version === version) {
      setIndex(loaded);
      return;
    }
    let live = true;
    fetch(catalogueIndexUrl(version))
      .then((response) => (response.ok ? (response.json() as Promise<CourseSummary[]>) : Promise.reject(response)))
      .then((courses) => {
        const keys = courses.map((c) => filterKey({ title: c.titles, instructor: c.instructor, tags: c.tags }));
        loaded = { version, courses, keys };
        if (live) setIndex(loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [version]);
  return index;
}
