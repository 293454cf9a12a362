/**
 * The files the page is made of: its own (`web/page/`) and xterm.js with
 * its fit and Unicode graphemes addons, read from the npm packages in
 * Deno's cache (no CDN: the page loads nothing from anywhere but this
 * server). The packages are brought in by importing their `package.json`,
 * which makes Deno fetch them on first run from a clean clone, as it does
 * any npm import.
 *
 * @module
 */

/** One file the server hands out: its bytes and type. */
export interface Asset {
  body: Uint8Array;
  type: string;
}

const PAGE_DIR = new URL("./page/", import.meta.url);

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
};

/** Loads every asset once, by the path the page asks for. */
export async function loadAssets(): Promise<Map<string, Asset>> {
  await import("@xterm/xterm/package.json", { with: { type: "json" } });
  await import("@xterm/addon-fit/package.json", { with: { type: "json" } });
  await import("@xterm/addon-unicode-graphemes/package.json", {
    with: { type: "json" },
  });
  const xterm = packageDir("@xterm/xterm");
  const fit = packageDir("@xterm/addon-fit");
  const graphemes = packageDir("@xterm/addon-unicode-graphemes");
  const files: [string, URL][] = [
    ["/", new URL("index.html", PAGE_DIR)],
    ["/assets/app.js", new URL("app.js", PAGE_DIR)],
    ["/assets/style.css", new URL("style.css", PAGE_DIR)],
    ["/assets/xterm.mjs", new URL("lib/xterm.mjs", xterm)],
    ["/assets/xterm.css", new URL("css/xterm.css", xterm)],
    ["/assets/addon-fit.mjs", new URL("lib/addon-fit.mjs", fit)],
    [
      "/assets/addon-unicode-graphemes.mjs",
      new URL("lib/addon-unicode-graphemes.mjs", graphemes),
    ],
  ];
  const assets = new Map<string, Asset>();
  for (const [path, url] of files) {
    const ext = url.pathname.split(".").pop() ?? "";
    assets.set(path, {
      body: await Deno.readFile(url),
      type: TYPES[ext] ?? "application/octet-stream",
    });
  }
  return assets;
}

/** The folder of npm package `name` in Deno's cache (imported above). */
function packageDir(name: string): URL {
  return new URL(".", import.meta.resolve(`${name}/package.json`));
}
