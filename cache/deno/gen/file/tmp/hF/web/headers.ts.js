/**
 * The security headers of every response of `berth serve`: a
 * Content-Security-Policy that lets the page load and connect only to this
 * server (styles inline because xterm.js writes its own), no framing
 * (clickjacking), no sniffing, no Referer, and HSTS when served over TLS.
 *
 * @module
 */ const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join("; ");
/** The headers every response carries. */ export function securityHeaders(tls) {
  const h = new Headers({
    "content-security-policy": CSP,
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin"
  });
  if (tls) h.set("strict-transport-security", "max-age=31536000");
  return h;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi9oZWFkZXJzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHNlY3VyaXR5IGhlYWRlcnMgb2YgZXZlcnkgcmVzcG9uc2Ugb2YgYGJlcnRoIHNlcnZlYDogYVxuICogQ29udGVudC1TZWN1cml0eS1Qb2xpY3kgdGhhdCBsZXRzIHRoZSBwYWdlIGxvYWQgYW5kIGNvbm5lY3Qgb25seSB0byB0aGlzXG4gKiBzZXJ2ZXIgKHN0eWxlcyBpbmxpbmUgYmVjYXVzZSB4dGVybS5qcyB3cml0ZXMgaXRzIG93biksIG5vIGZyYW1pbmdcbiAqIChjbGlja2phY2tpbmcpLCBubyBzbmlmZmluZywgbm8gUmVmZXJlciwgYW5kIEhTVFMgd2hlbiBzZXJ2ZWQgb3ZlciBUTFMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmNvbnN0IENTUCA9IFtcbiAgXCJkZWZhdWx0LXNyYyAnbm9uZSdcIixcbiAgXCJzY3JpcHQtc3JjICdzZWxmJ1wiLFxuICBcInN0eWxlLXNyYyAnc2VsZicgJ3Vuc2FmZS1pbmxpbmUnXCIsXG4gIFwiY29ubmVjdC1zcmMgJ3NlbGYnXCIsXG4gIFwiaW1nLXNyYyAnc2VsZicgZGF0YTpcIixcbiAgXCJmb250LXNyYyAnc2VsZidcIixcbiAgXCJiYXNlLXVyaSAnbm9uZSdcIixcbiAgXCJmb3JtLWFjdGlvbiAnbm9uZSdcIixcbiAgXCJmcmFtZS1hbmNlc3RvcnMgJ25vbmUnXCIsXG5dLmpvaW4oXCI7IFwiKTtcblxuLyoqIFRoZSBoZWFkZXJzIGV2ZXJ5IHJlc3BvbnNlIGNhcnJpZXMuICovXG5leHBvcnQgZnVuY3Rpb24gc2VjdXJpdHlIZWFkZXJzKHRsczogYm9vbGVhbik6IEhlYWRlcnMge1xuICBjb25zdCBoID0gbmV3IEhlYWRlcnMoe1xuICAgIFwiY29udGVudC1zZWN1cml0eS1wb2xpY3lcIjogQ1NQLFxuICAgIFwieC1mcmFtZS1vcHRpb25zXCI6IFwiREVOWVwiLFxuICAgIFwieC1jb250ZW50LXR5cGUtb3B0aW9uc1wiOiBcIm5vc25pZmZcIixcbiAgICBcInJlZmVycmVyLXBvbGljeVwiOiBcIm5vLXJlZmVycmVyXCIsXG4gICAgXCJjcm9zcy1vcmlnaW4tb3BlbmVyLXBvbGljeVwiOiBcInNhbWUtb3JpZ2luXCIsXG4gICAgXCJjcm9zcy1vcmlnaW4tcmVzb3VyY2UtcG9saWN5XCI6IFwic2FtZS1vcmlnaW5cIixcbiAgfSk7XG4gIGlmICh0bHMpIGguc2V0KFwic3RyaWN0LXRyYW5zcG9ydC1zZWN1cml0eVwiLCBcIm1heC1hZ2U9MzE1MzYwMDBcIik7XG4gIHJldHVybiBoO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCxNQUFNLE1BQU07RUFDVjtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7Q0FDRCxDQUFDLElBQUksQ0FBQztBQUVQLHdDQUF3QyxHQUN4QyxPQUFPLFNBQVMsZ0JBQWdCLEdBQVk7RUFDMUMsTUFBTSxJQUFJLElBQUksUUFBUTtJQUNwQiwyQkFBMkI7SUFDM0IsbUJBQW1CO0lBQ25CLDBCQUEwQjtJQUMxQixtQkFBbUI7SUFDbkIsOEJBQThCO0lBQzlCLGdDQUFnQztFQUNsQztFQUNBLElBQUksS0FBSyxFQUFFLEdBQUcsQ0FBQyw2QkFBNkI7RUFDNUMsT0FBTztBQUNUIn0=
// denoCacheMetadata=16252303459440514994,11517200240996973991