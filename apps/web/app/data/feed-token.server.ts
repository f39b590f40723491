import { randomBytes } from "node:crypto";

/** 256 random bits, base64url: unguessable, and safe in a URL path. */
export const newFeedToken = () => randomBytes(32).toString("base64url");

/** What a feed token looks like; anything else is refused before any store is asked. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
