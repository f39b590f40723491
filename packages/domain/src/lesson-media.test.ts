import { describe, expect, it } from "vitest";
import { lessonMedia } from "./lesson-media";

const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e.webm";

describe("lessonMedia", () => {
  it("reads a stored file key and refuses anything that is not a generated key", () => {
    expect(lessonMedia(`store:${KEY}`)).toEqual({ type: "stored", key: KEY });
    expect(lessonMedia("store:../../etc/passwd")).toBeNull();
    expect(lessonMedia("store:lesson.webm")).toBeNull();
    expect(lessonMedia(`store:${KEY}/x`)).toBeNull();
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=10",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://m.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  ])("embeds %s through youtube-nocookie", (url) => {
    expect(lessonMedia(url)).toEqual({
      type: "youtube",
      videoId: "dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0",
    });
  });

  it.each(["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?h=abc"])(
    "embeds %s with do-not-track",
    (url) => {
      expect(lessonMedia(url)).toEqual({
        type: "vimeo",
        videoId: "76979871",
        embedUrl: "https://player.vimeo.com/video/76979871?dnt=1",
      });
    },
  );

  it.each([
    "javascript:alert(1)",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    "https://vimeo.com/abc",
    "data:text/html,hi",
    "",
    "/media/demo/1-1",
  ])("refuses %j", (content) => {
    expect(lessonMedia(content)).toBeNull();
  });
});
