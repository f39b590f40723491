/**
 * Lazy page loading (spec section 4): a page chunk that fails to load triggers ONE automatic reload,
 * tracked by a flag in sessionStorage that is cleared once a page has loaded; a second failure is
 * raised as a chunk load error and shown by the error screen.
 *
 * Three ways a chunk fails:
 * - during a prefetch on intent (hovering or focusing a link): Remix reads the module for its links
 *   and, when that fails, would reload the page the user is on. The guard stops it; the click, if it
 *   comes, loads the module again.
 * - during a client navigation: Remix logs "Error loading route module" and would reload the page
 *   the user is still on. The guard sees that log line first: the first time it sets the flag and
 *   loads the page the user asked for as a document (the one reload; throwing ChunkReloading stops
 *   Remix's own reload); with the flag already set it throws a ChunkLoadError, which reaches the
 *   ErrorBoundary.
 * - while the document loads: CHUNK_GUARD_SCRIPT (inline in <head>) sees the failed script or
 *   modulepreload and reloads once, or with the flag set reveals the server-rendered error screen.
 *   Once the page has hydrated it stands aside: a failed prefetch (a link's modulepreload on hover)
 *   costs nothing, and reloading then would reload the page the user is leaving.
 */
const CHUNK_RELOAD_FLAG = "masar:chunk-reload";
/** A script that has not loaded after this long counts as failed (spec section 9). */
const CHUNK_TIMEOUT_MS = 120_000;

class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/** Thrown while the browser loads the requested page as a document; the ErrorBoundary shows a spinner. */
class ChunkReloading extends Error {
  override name = "ChunkReloading";
}

/** Thrown to stop Remix reloading the page when only a prefetch failed. */
class ChunkPrefetchFailed extends Error {
  override name = "ChunkPrefetchFailed";
}

type RouterLocation = { pathname: string; search: string; hash: string };
type RemixWindow = { __remixRouter?: { state: { navigation: { location?: RouterLocation } } } };

export function installChunkGuard(message: () => string) {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    original(...args);
    if (typeof args[0] !== "string" || !args[0].startsWith("Error loading route module")) return;
    const target = (window as RemixWindow).__remixRouter?.state.navigation.location;
    // No navigation in flight: a link's prefetch on intent (hover, focus) read the module for its
    // links. Remix would reload the page the user is on; stop that. The click, if it comes, loads
    // the module again and takes the path below.
    if (!target) throw new ChunkPrefetchFailed("prefetch failed");
    if (sessionStorage.getItem(CHUNK_RELOAD_FLAG)) throw new ChunkLoadError(message());
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, "1");
    window.location.assign(`${target.pathname}${target.search}${target.hash}`);
    throw new ChunkReloading("reloading");
  };
}

/**
 * Called once the page has hydrated: the next failure may reload again, and the <head> guard's
 * timeout (which reads `__masarHydrated`) knows the scripts arrived.
 */
export function chunkLoadSucceeded() {
  sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
  (window as unknown as { __masarHydrated?: boolean }).__masarHydrated = true;
}

/** The <head> guard for the document's own scripts; it runs before any module loads. */
export const CHUNK_GUARD_SCRIPT = `(function(){var F=${JSON.stringify(CHUNK_RELOAD_FLAG)},done=false;
function fail(){if(done)return;done=true;try{if(!sessionStorage.getItem(F)){sessionStorage.setItem(F,"1");location.reload();return;}}catch(e){}
var m=document.getElementById("main"),t=document.getElementById("chunk-error");if(m&&t){m.innerHTML=t.innerHTML;}}
addEventListener("error",function(e){if(window.__masarHydrated)return;var s=e.target;if(!s||(s.tagName!=="SCRIPT"&&s.tagName!=="LINK"))return;var u=s.src||s.href||"";if(u.indexOf("/assets/")<0)return;fail();},true);
setTimeout(function(){if(!window.__masarHydrated)fail();},${CHUNK_TIMEOUT_MS});})();`;
