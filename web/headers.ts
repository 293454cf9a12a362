/**
 * The security headers of every response of `berth serve`: a
 * Content-Security-Policy that lets the page load and connect only to this
 * server (styles inline because xterm.js writes its own), no framing
 * (clickjacking), no sniffing, no Referer, and HSTS when served over TLS.
 *
 * @module
 */

const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The headers every response carries. */
export function securityHeaders(tls: boolean): Headers {
  const h = new Headers({
    "content-security-policy": CSP,
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
  });
  if (tls) h.set("strict-transport-security", "max-age=31536000");
  return h;
}
