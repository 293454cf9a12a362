/**
 * Who a request comes from: the login cookie that a page gets for a token,
 * and the checks every API request and WebSocket upgrade passes.
 *
 * The cookie is `TOKEN_ID.ISSUED.MAC`, an HMAC-SHA256 with a key kept in
 * the state directory (0600), so that logins survive a restart of
 * `berth serve`. It is `HttpOnly` (scripts cannot read it), `Secure` (but
 * on plain HTTP on a network address, see `open`) and
 * `SameSite=Strict` (no other site's page makes the browser send it). Each
 * request looks the token up again: a revoked or expired token ends its
 * logins at once.
 *
 * @module
 */

import { ensureStateDir } from "./state_dir.ts";
import { writePrivateFile } from "../protocol/private_file.ts";
import {
  hex,
  randomBytes,
  sameText,
  type TokenRecord,
  TokenStore,
} from "./tokens.ts";

/** The login cookie's name (for a request to a default port). */
export const COOKIE_NAME = "berth_login";

/**
 * The login cookie's name for a server the browser reaches at `url`: with
 * its port, if any. Browsers keep one set of cookies per host whatever
 * the port, so two servers reached on one host (ssh -L 7681 to one
 * machine's, 7682 to another's) would each take the other's login away at
 * every login, and the other page's next reconnect said its login had
 * ended.
 */
export function cookieName(url: string): string {
  const port = new URL(url).port;
  return port ? `${COOKIE_NAME}_${port}` : COOKIE_NAME;
}

/** A login without a token expiry lasts this long (then log in again). */
const MAX_LOGIN_S = 30 * 24 * 3600;

/** Signs and checks login cookies against the token file. */
export class Auth {
  #key: CryptoKey;
  #flags: string;
  /** The address browsers open, behind a proxy (`--public-url`). */
  #public: string | undefined;

  private constructor(
    readonly tokens: TokenStore,
    key: CryptoKey,
    secure: boolean,
    publicUrl: URL | undefined,
  ) {
    this.#key = key;
    this.#public = publicUrl?.href;
    this.#flags = `HttpOnly; ${secure ? "Secure; " : ""}SameSite=Strict`;
  }

  /**
   * The state directory's signing key (made on first use) and tokens.
   * `secure`: cookies are `Secure`; false only for plain HTTP on a network
   * address (`--insecure-no-tls-on-network`), where a browser drops a
   * `Secure` cookie and no login could ever hold.
   */
  static async open(
    tokens: TokenStore,
    secure = true,
    publicUrl?: URL,
  ): Promise<Auth> {
    const path = `${tokens.dir}/cookie.key`;
    let secret: string;
    try {
      secret = Deno.readTextFileSync(path).trim();
    } catch (err) {
      if (!(err instanceof Deno.errors.NotFound)) throw err;
      ensureStateDir(tokens.dir);
      secret = hex(randomBytes(32));
      writePrivateFile(path, secret + "\n");
    }
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    return new Auth(tokens, key, secure, publicUrl);
  }

  /**
   * The `Set-Cookie` value that logs a page in with `record`. No `Path`:
   * the browser keeps the cookie for the directory the page posted its
   * login from, `/` when served directly, `/berth` behind a proxy that
   * serves it under `/berth/`, so that the other applications behind the
   * same proxy never get it (nor clash with a second berth serve's).
   */
  async cookieFor(
    record: TokenRecord,
    now = Date.now(),
    name = COOKIE_NAME,
  ): Promise<string> {
    const body = `${record.id}.${now}`;
    const maxAge = record.expires === null
      ? MAX_LOGIN_S
      : Math.max(1, Math.floor((record.expires - now) / 1000));
    return `${name}=${body}.${await this.#mac(body)}; ` +
      `Max-Age=${maxAge}; ${this.#flags}`;
  }

  /** The `Set-Cookie` value that logs a page out (from the same path). */
  clearCookie(name = COOKIE_NAME): string {
    return `${name}=; Max-Age=0; ${this.#flags}`;
  }

  /**
   * The login cookie's name for `req` (`cookieName`): the port of the
   * address the browser opened, the public URL's behind a proxy (whatever
   * Host the proxy passes), else the request's own.
   */
  cookieName(req: Request): string {
    return cookieName(this.#public ?? req.url);
  }

  /** The token a request's login cookie stands for, or null. */
  async login(req: Request, now = Date.now()): Promise<TokenRecord | null> {
    const value = cookieValue(req.headers.get("cookie"), this.cookieName(req));
    const m = value &&
      /^([0-9a-f]{8})\.(\d{1,16})\.([0-9a-f]{64})$/.exec(value);
    if (!m) return null;
    const body = `${m[1]}.${m[2]}`;
    if (!sameText(await this.#mac(body), m[3])) return null;
    const issued = Number(m[2]);
    if (issued > now + 60_000 || now - issued > MAX_LOGIN_S * 1000) return null;
    return this.tokens.byId(m[1], now);
  }

  async #mac(body: string): Promise<string> {
    const sig = await crypto.subtle.sign(
      "HMAC",
      this.#key,
      new TextEncoder().encode(body),
    );
    return hex(new Uint8Array(sig));
  }
}

/** The value of cookie `name` in a `Cookie` header, or null. */
export function cookieValue(
  header: string | null,
  name: string,
): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      return part.slice(eq + 1).trim();
    }
  }
  return null;
}

/**
 * Whether the request's `Origin` is this server's own (scheme, host and
 * port as the browser reached it): a page of another site may open a
 * WebSocket here, and the browser would send it our cookie were it not for
 * SameSite; this check refuses it whatever the browser does.
 */
export function sameOrigin(req: Request, tls: boolean): boolean {
  const origin = req.headers.get("origin");
  // The request's URL carries the Host header (or HTTP/2's :authority).
  const host = new URL(req.url).host;
  if (!origin || !host) return false;
  return origin === `${tls ? "https" : "http"}://${host}`;
}
