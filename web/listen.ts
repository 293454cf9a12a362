/**
 * Where `berth serve` listens, and the rule that keeps it safe: loopback
 * addresses may serve plain HTTP; any other address needs TLS, unless the
 * user names the danger with `--insecure-no-tls-on-network`.
 *
 * @module
 */

/** The default address: loopback only, ttyd's port. */
export const DEFAULT_LISTEN = "127.0.0.1:7681";

/** The flag that allows plain HTTP on a non-loopback address. */
export const INSECURE_FLAG = "--insecure-no-tls-on-network";

/** A parsed `--listen` value. */
export interface ListenAddress {
  hostname: string;
  port: number;
}

/** Parses `HOST:PORT`, `[V6]:PORT` or `:PORT`; throws a one-line Error. */
export function parseListen(text: string): ListenAddress {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\[\]]*)):(\d{1,5})$/.exec(text);
  const port = m ? Number(m[3]) : NaN;
  if (!m || port > 65535) {
    throw new Error(
      `--listen takes HOST:PORT (such as ${DEFAULT_LISTEN}), not "${text}"`,
    );
  }
  return { hostname: m[1] ?? (m[2] || "127.0.0.1"), port };
}

/** Whether `hostname` only reaches this machine. */
export function isLoopback(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === "localhost" || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/**
 * Parses `--public-url`: the address browsers open when a reverse proxy
 * (nginx, Caddy) forwards to this server, maybe under a path (the proxy
 * takes the path off; the page's own addresses are relative). Throws a
 * one-line Error.
 */
export function parsePublicUrl(text: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // Said below.
  }
  if (
    !url || (url.protocol !== "https:" && url.protocol !== "http:") ||
    url.search !== "" || url.hash !== "" || url.username !== "" ||
    url.password !== ""
  ) {
    throw new Error(
      `--public-url takes the address browsers open, such as ` +
        `https://box.example.com/ or https://box.example.com/berth/, ` +
        `not "${text}"`,
    );
  }
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url;
}

/**
 * Why serving `addr` this way is refused, or null when it is allowed:
 * plain HTTP that other machines reach (a network address without TLS, or
 * a plain `http:` public URL on a network name) without the insecure flag.
 */
export function refusal(
  addr: ListenAddress,
  tls: boolean,
  insecure: boolean,
  publicUrl?: URL,
): string | null {
  if (insecure) return null;
  if (publicUrl?.protocol === "http:" && !isLoopback(publicUrl.hostname)) {
    return `Refusing the plain HTTP address ${publicUrl.origin}, which ` +
      `other machines reach: let the proxy serve https and give an ` +
      `https:// --public-url, or add ${INSECURE_FLAG} if you really mean it`;
  }
  if (tls || isLoopback(addr.hostname)) return null;
  return `Refusing to serve plain HTTP on ${addr.hostname}, which other ` +
    `machines can reach: give --tls-cert and --tls-key, listen on ` +
    `127.0.0.1, or add ${INSECURE_FLAG} if you really mean it`;
}

/**
 * The login URL for `token`: `base` (default the default address) with the
 * token in the fragment, which browsers never send to a server or put in a
 * Referer; `session` makes the page open that session.
 */
export function loginUrl(
  base: string | undefined,
  token: string,
  session: string | null,
): string {
  let root = base ?? `http://${DEFAULT_LISTEN}/`;
  if (!root.endsWith("/")) root += "/";
  const s = session === null ? "" : `&session=${encodeURIComponent(session)}`;
  return `${root}#token=${token}${s}`;
}
