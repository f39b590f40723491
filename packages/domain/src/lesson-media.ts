/**
 * What a video or file lesson's `content` points at. Stored files are written `store:<key>` (the key is
 * the file store's generated name); external videos are YouTube or Vimeo links, embedded through their
 * privacy-enhanced players only (no cookies before play, no tracking). Anything else is refused rather
 * than embedded, so a lesson can never frame an arbitrary site.
 */
export const STORED_PREFIX = "store:";

export type LessonMedia =
  | { type: "stored"; key: string }
  | { type: "youtube"; videoId: string; embedUrl: string }
  | { type: "vimeo"; videoId: string; embedUrl: string };

/** The origins a lesson page may frame; the CSP's frame-src lists exactly these. */
export const EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** File store keys: a generated UUID and the extension the sniffed content type gave. */
export const STORED_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export const youtubeEmbed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?rel=0`;
export const vimeoEmbed = (id: string) => `https://player.vimeo.com/video/${id}?dnt=1`;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    if (first === "watch") id = url.searchParams.get("v");
    else if (first === "embed" || first === "shorts" || first === "live") id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "vimeo.com") id = parts[0];
  else if (host === "player.vimeo.com" && parts[0] === "video") id = parts[1];
  return id && VIMEO_ID.test(id) ? id : null;
}

/** The media a lesson's content names; null when it names nothing playable or servable. */
export function lessonMedia(content: string): LessonMedia | null {
  const text = content.trim();
  if (text.startsWith(STORED_PREFIX)) {
    const key = text.slice(STORED_PREFIX.length);
    return STORED_KEY.test(key) ? { type: "stored", key } : null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const yt = youtubeId(url);
  if (yt) return { type: "youtube", videoId: yt, embedUrl: youtubeEmbed(yt) };
  const vm = vimeoId(url);
  if (vm) return { type: "vimeo", videoId: vm, embedUrl: vimeoEmbed(vm) };
  return null;
}
