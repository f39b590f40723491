// The security headers of every response: a content security policy with a fresh nonce for
// each page's inline scripts (handed to Remix in res.locals.cspNonce), and the browser's other guards.
import crypto from "node:crypto";
import type { RequestHandler } from "express";

/** Paymob's origin when real keys are set (the local sandbox is same-origin and needs no exception). */
export function paymobOriginOf(env: Record<string, string | undefined>): string | null {
  if (!env.PAYMOB_SECRET_KEY) return null;
  try {
    return new URL(env.PAYMOB_BASE_URL || "https://accept.paymob.com").origin;
  } catch {
    return null;
  }
}

/** Express middleware; `paymobOrigin` may receive the payment page's form, HSTS only in production. */
export function securityHeaders({
  production,
  paymobOrigin,
}: {
  production: boolean;
  paymobOrigin: string | null;
}): RequestHandler {
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // A lesson's PDF is shown in a frame of the player (same origin); every other page is never framed.
    const framedBySelf = req.path.startsWith("/resources/lesson-file/");
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "media-src 'self' https:",
        "object-src 'none'",
        // Lesson PDFs, and external lesson videos through the privacy-enhanced players only.
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
        "base-uri 'self'",
        // The payment page's form leaves for Paymob's checkout when real keys are configured.
        `form-action 'self'${paymobOrigin ? ` ${paymobOrigin}` : ""}`,
        framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
        "manifest-src 'self'",
        "worker-src 'self'",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", framedBySelf ? "SAMEORIGIN" : "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
