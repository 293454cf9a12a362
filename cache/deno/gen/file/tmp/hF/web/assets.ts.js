/**
 * The files the page is made of: its own (`web/page/`) and xterm.js with
 * its fit addon, read from the npm packages in Deno's cache (no CDN: the
 * page loads nothing from anywhere but this server). The packages are
 * brought in by importing their `package.json`, which makes Deno fetch them
 * on first run from a clean clone, as it does any npm import.
 *
 * @module
 */ /** One file the server hands out: its bytes and type. */ const PAGE_DIR = new URL("./page/", import.meta.url);
const TYPES = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8"
};
/** Loads every asset once, by the path the page asks for. */ export async function loadAssets() {
  await import("@xterm/xterm/package.json", {
    with: {
      type: "json"
    }
  });
  await import("@xterm/addon-fit/package.json", {
    with: {
      type: "json"
    }
  });
  const xterm = new URL(".", import.meta.resolve("@xterm/xterm/package.json"));
  const fit = new URL(".", import.meta.resolve("@xterm/addon-fit/package.json"));
  const files = [
    [
      "/",
      new URL("index.html", PAGE_DIR)
    ],
    [
      "/assets/app.js",
      new URL("app.js", PAGE_DIR)
    ],
    [
      "/assets/style.css",
      new URL("style.css", PAGE_DIR)
    ],
    [
      "/assets/xterm.mjs",
      new URL("lib/xterm.mjs", xterm)
    ],
    [
      "/assets/xterm.css",
      new URL("css/xterm.css", xterm)
    ],
    [
      "/assets/addon-fit.mjs",
      new URL("lib/addon-fit.mjs", fit)
    ]
  ];
  const assets = new Map();
  for (const [path, url] of files){
    const ext = url.pathname.split(".").pop() ?? "";
    assets.set(path, {
      body: await Deno.readFile(url),
      type: TYPES[ext] ?? "application/octet-stream"
    });
  }
  return assets;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi9hc3NldHMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgZmlsZXMgdGhlIHBhZ2UgaXMgbWFkZSBvZjogaXRzIG93biAoYHdlYi9wYWdlL2ApIGFuZCB4dGVybS5qcyB3aXRoXG4gKiBpdHMgZml0IGFkZG9uLCByZWFkIGZyb20gdGhlIG5wbSBwYWNrYWdlcyBpbiBEZW5vJ3MgY2FjaGUgKG5vIENETjogdGhlXG4gKiBwYWdlIGxvYWRzIG5vdGhpbmcgZnJvbSBhbnl3aGVyZSBidXQgdGhpcyBzZXJ2ZXIpLiBUaGUgcGFja2FnZXMgYXJlXG4gKiBicm91Z2h0IGluIGJ5IGltcG9ydGluZyB0aGVpciBgcGFja2FnZS5qc29uYCwgd2hpY2ggbWFrZXMgRGVubyBmZXRjaCB0aGVtXG4gKiBvbiBmaXJzdCBydW4gZnJvbSBhIGNsZWFuIGNsb25lLCBhcyBpdCBkb2VzIGFueSBucG0gaW1wb3J0LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogT25lIGZpbGUgdGhlIHNlcnZlciBoYW5kcyBvdXQ6IGl0cyBieXRlcyBhbmQgdHlwZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQXNzZXQge1xuICBib2R5OiBVaW50OEFycmF5O1xuICB0eXBlOiBzdHJpbmc7XG59XG5cbmNvbnN0IFBBR0VfRElSID0gbmV3IFVSTChcIi4vcGFnZS9cIiwgaW1wb3J0Lm1ldGEudXJsKTtcblxuY29uc3QgVFlQRVM6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSB7XG4gIGh0bWw6IFwidGV4dC9odG1sOyBjaGFyc2V0PXV0Zi04XCIsXG4gIGpzOiBcInRleHQvamF2YXNjcmlwdDsgY2hhcnNldD11dGYtOFwiLFxuICBtanM6IFwidGV4dC9qYXZhc2NyaXB0OyBjaGFyc2V0PXV0Zi04XCIsXG4gIGNzczogXCJ0ZXh0L2NzczsgY2hhcnNldD11dGYtOFwiLFxufTtcblxuLyoqIExvYWRzIGV2ZXJ5IGFzc2V0IG9uY2UsIGJ5IHRoZSBwYXRoIHRoZSBwYWdlIGFza3MgZm9yLiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGxvYWRBc3NldHMoKTogUHJvbWlzZTxNYXA8c3RyaW5nLCBBc3NldD4+IHtcbiAgYXdhaXQgaW1wb3J0KFwiQHh0ZXJtL3h0ZXJtL3BhY2thZ2UuanNvblwiLCB7IHdpdGg6IHsgdHlwZTogXCJqc29uXCIgfSB9KTtcbiAgYXdhaXQgaW1wb3J0KFwiQHh0ZXJtL2FkZG9uLWZpdC9wYWNrYWdlLmpzb25cIiwgeyB3aXRoOiB7IHR5cGU6IFwianNvblwiIH0gfSk7XG4gIGNvbnN0IHh0ZXJtID0gbmV3IFVSTChcIi5cIiwgaW1wb3J0Lm1ldGEucmVzb2x2ZShcIkB4dGVybS94dGVybS9wYWNrYWdlLmpzb25cIikpO1xuICBjb25zdCBmaXQgPSBuZXcgVVJMKFxuICAgIFwiLlwiLFxuICAgIGltcG9ydC5tZXRhLnJlc29sdmUoXCJAeHRlcm0vYWRkb24tZml0L3BhY2thZ2UuanNvblwiKSxcbiAgKTtcbiAgY29uc3QgZmlsZXM6IFtzdHJpbmcsIFVSTF1bXSA9IFtcbiAgICBbXCIvXCIsIG5ldyBVUkwoXCJpbmRleC5odG1sXCIsIFBBR0VfRElSKV0sXG4gICAgW1wiL2Fzc2V0cy9hcHAuanNcIiwgbmV3IFVSTChcImFwcC5qc1wiLCBQQUdFX0RJUildLFxuICAgIFtcIi9hc3NldHMvc3R5bGUuY3NzXCIsIG5ldyBVUkwoXCJzdHlsZS5jc3NcIiwgUEFHRV9ESVIpXSxcbiAgICBbXCIvYXNzZXRzL3h0ZXJtLm1qc1wiLCBuZXcgVVJMKFwibGliL3h0ZXJtLm1qc1wiLCB4dGVybSldLFxuICAgIFtcIi9hc3NldHMveHRlcm0uY3NzXCIsIG5ldyBVUkwoXCJjc3MveHRlcm0uY3NzXCIsIHh0ZXJtKV0sXG4gICAgW1wiL2Fzc2V0cy9hZGRvbi1maXQubWpzXCIsIG5ldyBVUkwoXCJsaWIvYWRkb24tZml0Lm1qc1wiLCBmaXQpXSxcbiAgXTtcbiAgY29uc3QgYXNzZXRzID0gbmV3IE1hcDxzdHJpbmcsIEFzc2V0PigpO1xuICBmb3IgKGNvbnN0IFtwYXRoLCB1cmxdIG9mIGZpbGVzKSB7XG4gICAgY29uc3QgZXh0ID0gdXJsLnBhdGhuYW1lLnNwbGl0KFwiLlwiKS5wb3AoKSA/PyBcIlwiO1xuICAgIGFzc2V0cy5zZXQocGF0aCwge1xuICAgICAgYm9keTogYXdhaXQgRGVuby5yZWFkRmlsZSh1cmwpLFxuICAgICAgdHlwZTogVFlQRVNbZXh0XSA/PyBcImFwcGxpY2F0aW9uL29jdGV0LXN0cmVhbVwiLFxuICAgIH0pO1xuICB9XG4gIHJldHVybiBhc3NldHM7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7O0NBUUMsR0FFRCx1REFBdUQsR0FNdkQsTUFBTSxXQUFXLElBQUksSUFBSSxXQUFXLFlBQVksR0FBRztBQUVuRCxNQUFNLFFBQWdDO0VBQ3BDLE1BQU07RUFDTixJQUFJO0VBQ0osS0FBSztFQUNMLEtBQUs7QUFDUDtBQUVBLDJEQUEyRCxHQUMzRCxPQUFPLGVBQWU7RUFDcEIsTUFBTSxNQUFNLENBQUMsNkJBQTZCO0lBQUUsTUFBTTtNQUFFLE1BQU07SUFBTztFQUFFO0VBQ25FLE1BQU0sTUFBTSxDQUFDLGlDQUFpQztJQUFFLE1BQU07TUFBRSxNQUFNO0lBQU87RUFBRTtFQUN2RSxNQUFNLFFBQVEsSUFBSSxJQUFJLEtBQUssWUFBWSxPQUFPLENBQUM7RUFDL0MsTUFBTSxNQUFNLElBQUksSUFDZCxLQUNBLFlBQVksT0FBTyxDQUFDO0VBRXRCLE1BQU0sUUFBeUI7SUFDN0I7TUFBQztNQUFLLElBQUksSUFBSSxjQUFjO0tBQVU7SUFDdEM7TUFBQztNQUFrQixJQUFJLElBQUksVUFBVTtLQUFVO0lBQy9DO01BQUM7TUFBcUIsSUFBSSxJQUFJLGFBQWE7S0FBVTtJQUNyRDtNQUFDO01BQXFCLElBQUksSUFBSSxpQkFBaUI7S0FBTztJQUN0RDtNQUFDO01BQXFCLElBQUksSUFBSSxpQkFBaUI7S0FBTztJQUN0RDtNQUFDO01BQXlCLElBQUksSUFBSSxxQkFBcUI7S0FBSztHQUM3RDtFQUNELE1BQU0sU0FBUyxJQUFJO0VBQ25CLEtBQUssTUFBTSxDQUFDLE1BQU0sSUFBSSxJQUFJLE1BQU87SUFDL0IsTUFBTSxNQUFNLElBQUksUUFBUSxDQUFDLEtBQUssQ0FBQyxLQUFLLEdBQUcsTUFBTTtJQUM3QyxPQUFPLEdBQUcsQ0FBQyxNQUFNO01BQ2YsTUFBTSxNQUFNLEtBQUssUUFBUSxDQUFDO01BQzFCLE1BQU0sS0FBSyxDQUFDLElBQUksSUFBSTtJQUN0QjtFQUNGO0VBQ0EsT0FBTztBQUNUIn0=
// denoCacheMetadata=47017462284703209,8698435439457353212