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
 */ import { ensureStateDir } from "./state_dir.ts";
import { writePrivateFile } from "../protocol/private_file.ts";
import { hex, randomBytes, sameText } from "./tokens.ts";
/** The login cookie's name. */ export const COOKIE_NAME = "berth_login";
/** A login without a token expiry lasts this long (then log in again). */ const MAX_LOGIN_S = 30 * 24 * 3600;
/** Signs and checks login cookies against the token file. */ export class Auth {
  tokens;
  #key;
  #flags;
  constructor(tokens, key, secure){
    this.tokens = tokens;
    this.#key = key;
    this.#flags = `HttpOnly; ${secure ? "Secure; " : ""}SameSite=Strict`;
  }
  /**
   * The state directory's signing key (made on first use) and tokens.
   * `secure`: cookies are `Secure`; false only for plain HTTP on a network
   * address (`--insecure-no-tls-on-network`), where a browser drops a
   * `Secure` cookie and no login could ever hold.
   */ static async open(tokens, secure = true) {
    const path = `${tokens.dir}/cookie.key`;
    let secret;
    try {
      secret = Deno.readTextFileSync(path).trim();
    } catch (err) {
      if (!(err instanceof Deno.errors.NotFound)) throw err;
      ensureStateDir(tokens.dir);
      secret = hex(randomBytes(32));
      writePrivateFile(path, secret + "\n");
    }
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), {
      name: "HMAC",
      hash: "SHA-256"
    }, false, [
      "sign"
    ]);
    return new Auth(tokens, key, secure);
  }
  /** The `Set-Cookie` value that logs a page in with `record`. */ async cookieFor(record, now = Date.now()) {
    const body = `${record.id}.${now}`;
    const maxAge = record.expires === null ? MAX_LOGIN_S : Math.max(1, Math.floor((record.expires - now) / 1000));
    return `${COOKIE_NAME}=${body}.${await this.#mac(body)}; Path=/; ` + `Max-Age=${maxAge}; ${this.#flags}`;
  }
  /** The `Set-Cookie` value that logs a page out. */ clearCookie() {
    return `${COOKIE_NAME}=; Path=/; Max-Age=0; ${this.#flags}`;
  }
  /** The token a request's login cookie stands for, or null. */ async login(req, now = Date.now()) {
    const value = cookieValue(req.headers.get("cookie"), COOKIE_NAME);
    const m = value && /^([0-9a-f]{8})\.(\d{1,16})\.([0-9a-f]{64})$/.exec(value);
    if (!m) return null;
    const body = `${m[1]}.${m[2]}`;
    if (!sameText(await this.#mac(body), m[3])) return null;
    const issued = Number(m[2]);
    if (issued > now + 60_000 || now - issued > MAX_LOGIN_S * 1000) return null;
    return this.tokens.byId(m[1], now);
  }
  async #mac(body) {
    const sig = await crypto.subtle.sign("HMAC", this.#key, new TextEncoder().encode(body));
    return hex(new Uint8Array(sig));
  }
}
/** The value of cookie `name` in a `Cookie` header, or null. */ export function cookieValue(header, name) {
  if (!header) return null;
  for (const part of header.split(";")){
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
 */ export function sameOrigin(req, tls) {
  const origin = req.headers.get("origin");
  // The request's URL carries the Host header (or HTTP/2's :authority).
  const host = new URL(req.url).host;
  if (!origin || !host) return false;
  return origin === `${tls ? "https" : "http"}://${host}`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi9hdXRoLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hvIGEgcmVxdWVzdCBjb21lcyBmcm9tOiB0aGUgbG9naW4gY29va2llIHRoYXQgYSBwYWdlIGdldHMgZm9yIGEgdG9rZW4sXG4gKiBhbmQgdGhlIGNoZWNrcyBldmVyeSBBUEkgcmVxdWVzdCBhbmQgV2ViU29ja2V0IHVwZ3JhZGUgcGFzc2VzLlxuICpcbiAqIFRoZSBjb29raWUgaXMgYFRPS0VOX0lELklTU1VFRC5NQUNgLCBhbiBITUFDLVNIQTI1NiB3aXRoIGEga2V5IGtlcHQgaW5cbiAqIHRoZSBzdGF0ZSBkaXJlY3RvcnkgKDA2MDApLCBzbyB0aGF0IGxvZ2lucyBzdXJ2aXZlIGEgcmVzdGFydCBvZlxuICogYGJlcnRoIHNlcnZlYC4gSXQgaXMgYEh0dHBPbmx5YCAoc2NyaXB0cyBjYW5ub3QgcmVhZCBpdCksIGBTZWN1cmVgIChidXRcbiAqIG9uIHBsYWluIEhUVFAgb24gYSBuZXR3b3JrIGFkZHJlc3MsIHNlZSBgb3BlbmApIGFuZFxuICogYFNhbWVTaXRlPVN0cmljdGAgKG5vIG90aGVyIHNpdGUncyBwYWdlIG1ha2VzIHRoZSBicm93c2VyIHNlbmQgaXQpLiBFYWNoXG4gKiByZXF1ZXN0IGxvb2tzIHRoZSB0b2tlbiB1cCBhZ2FpbjogYSByZXZva2VkIG9yIGV4cGlyZWQgdG9rZW4gZW5kcyBpdHNcbiAqIGxvZ2lucyBhdCBvbmNlLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBlbnN1cmVTdGF0ZURpciB9IGZyb20gXCIuL3N0YXRlX2Rpci50c1wiO1xuaW1wb3J0IHsgd3JpdGVQcml2YXRlRmlsZSB9IGZyb20gXCIuLi9wcm90b2NvbC9wcml2YXRlX2ZpbGUudHNcIjtcbmltcG9ydCB7XG4gIGhleCxcbiAgcmFuZG9tQnl0ZXMsXG4gIHNhbWVUZXh0LFxuICB0eXBlIFRva2VuUmVjb3JkLFxuICBUb2tlblN0b3JlLFxufSBmcm9tIFwiLi90b2tlbnMudHNcIjtcblxuLyoqIFRoZSBsb2dpbiBjb29raWUncyBuYW1lLiAqL1xuZXhwb3J0IGNvbnN0IENPT0tJRV9OQU1FID0gXCJiZXJ0aF9sb2dpblwiO1xuLyoqIEEgbG9naW4gd2l0aG91dCBhIHRva2VuIGV4cGlyeSBsYXN0cyB0aGlzIGxvbmcgKHRoZW4gbG9nIGluIGFnYWluKS4gKi9cbmNvbnN0IE1BWF9MT0dJTl9TID0gMzAgKiAyNCAqIDM2MDA7XG5cbi8qKiBTaWducyBhbmQgY2hlY2tzIGxvZ2luIGNvb2tpZXMgYWdhaW5zdCB0aGUgdG9rZW4gZmlsZS4gKi9cbmV4cG9ydCBjbGFzcyBBdXRoIHtcbiAgI2tleTogQ3J5cHRvS2V5O1xuICAjZmxhZ3M6IHN0cmluZztcblxuICBwcml2YXRlIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IHRva2VuczogVG9rZW5TdG9yZSxcbiAgICBrZXk6IENyeXB0b0tleSxcbiAgICBzZWN1cmU6IGJvb2xlYW4sXG4gICkge1xuICAgIHRoaXMuI2tleSA9IGtleTtcbiAgICB0aGlzLiNmbGFncyA9IGBIdHRwT25seTsgJHtzZWN1cmUgPyBcIlNlY3VyZTsgXCIgOiBcIlwifVNhbWVTaXRlPVN0cmljdGA7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHN0YXRlIGRpcmVjdG9yeSdzIHNpZ25pbmcga2V5IChtYWRlIG9uIGZpcnN0IHVzZSkgYW5kIHRva2Vucy5cbiAgICogYHNlY3VyZWA6IGNvb2tpZXMgYXJlIGBTZWN1cmVgOyBmYWxzZSBvbmx5IGZvciBwbGFpbiBIVFRQIG9uIGEgbmV0d29ya1xuICAgKiBhZGRyZXNzIChgLS1pbnNlY3VyZS1uby10bHMtb24tbmV0d29ya2ApLCB3aGVyZSBhIGJyb3dzZXIgZHJvcHMgYVxuICAgKiBgU2VjdXJlYCBjb29raWUgYW5kIG5vIGxvZ2luIGNvdWxkIGV2ZXIgaG9sZC5cbiAgICovXG4gIHN0YXRpYyBhc3luYyBvcGVuKHRva2VuczogVG9rZW5TdG9yZSwgc2VjdXJlID0gdHJ1ZSk6IFByb21pc2U8QXV0aD4ge1xuICAgIGNvbnN0IHBhdGggPSBgJHt0b2tlbnMuZGlyfS9jb29raWUua2V5YDtcbiAgICBsZXQgc2VjcmV0OiBzdHJpbmc7XG4gICAgdHJ5IHtcbiAgICAgIHNlY3JldCA9IERlbm8ucmVhZFRleHRGaWxlU3luYyhwYXRoKS50cmltKCk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ob3RGb3VuZCkpIHRocm93IGVycjtcbiAgICAgIGVuc3VyZVN0YXRlRGlyKHRva2Vucy5kaXIpO1xuICAgICAgc2VjcmV0ID0gaGV4KHJhbmRvbUJ5dGVzKDMyKSk7XG4gICAgICB3cml0ZVByaXZhdGVGaWxlKHBhdGgsIHNlY3JldCArIFwiXFxuXCIpO1xuICAgIH1cbiAgICBjb25zdCBrZXkgPSBhd2FpdCBjcnlwdG8uc3VidGxlLmltcG9ydEtleShcbiAgICAgIFwicmF3XCIsXG4gICAgICBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoc2VjcmV0KSxcbiAgICAgIHsgbmFtZTogXCJITUFDXCIsIGhhc2g6IFwiU0hBLTI1NlwiIH0sXG4gICAgICBmYWxzZSxcbiAgICAgIFtcInNpZ25cIl0sXG4gICAgKTtcbiAgICByZXR1cm4gbmV3IEF1dGgodG9rZW5zLCBrZXksIHNlY3VyZSk7XG4gIH1cblxuICAvKiogVGhlIGBTZXQtQ29va2llYCB2YWx1ZSB0aGF0IGxvZ3MgYSBwYWdlIGluIHdpdGggYHJlY29yZGAuICovXG4gIGFzeW5jIGNvb2tpZUZvcihyZWNvcmQ6IFRva2VuUmVjb3JkLCBub3cgPSBEYXRlLm5vdygpKTogUHJvbWlzZTxzdHJpbmc+IHtcbiAgICBjb25zdCBib2R5ID0gYCR7cmVjb3JkLmlkfS4ke25vd31gO1xuICAgIGNvbnN0IG1heEFnZSA9IHJlY29yZC5leHBpcmVzID09PSBudWxsXG4gICAgICA/IE1BWF9MT0dJTl9TXG4gICAgICA6IE1hdGgubWF4KDEsIE1hdGguZmxvb3IoKHJlY29yZC5leHBpcmVzIC0gbm93KSAvIDEwMDApKTtcbiAgICByZXR1cm4gYCR7Q09PS0lFX05BTUV9PSR7Ym9keX0uJHthd2FpdCB0aGlzLiNtYWMoYm9keSl9OyBQYXRoPS87IGAgK1xuICAgICAgYE1heC1BZ2U9JHttYXhBZ2V9OyAke3RoaXMuI2ZsYWdzfWA7XG4gIH1cblxuICAvKiogVGhlIGBTZXQtQ29va2llYCB2YWx1ZSB0aGF0IGxvZ3MgYSBwYWdlIG91dC4gKi9cbiAgY2xlYXJDb29raWUoKTogc3RyaW5nIHtcbiAgICByZXR1cm4gYCR7Q09PS0lFX05BTUV9PTsgUGF0aD0vOyBNYXgtQWdlPTA7ICR7dGhpcy4jZmxhZ3N9YDtcbiAgfVxuXG4gIC8qKiBUaGUgdG9rZW4gYSByZXF1ZXN0J3MgbG9naW4gY29va2llIHN0YW5kcyBmb3IsIG9yIG51bGwuICovXG4gIGFzeW5jIGxvZ2luKHJlcTogUmVxdWVzdCwgbm93ID0gRGF0ZS5ub3coKSk6IFByb21pc2U8VG9rZW5SZWNvcmQgfCBudWxsPiB7XG4gICAgY29uc3QgdmFsdWUgPSBjb29raWVWYWx1ZShyZXEuaGVhZGVycy5nZXQoXCJjb29raWVcIiksIENPT0tJRV9OQU1FKTtcbiAgICBjb25zdCBtID0gdmFsdWUgJiZcbiAgICAgIC9eKFswLTlhLWZdezh9KVxcLihcXGR7MSwxNn0pXFwuKFswLTlhLWZdezY0fSkkLy5leGVjKHZhbHVlKTtcbiAgICBpZiAoIW0pIHJldHVybiBudWxsO1xuICAgIGNvbnN0IGJvZHkgPSBgJHttWzFdfS4ke21bMl19YDtcbiAgICBpZiAoIXNhbWVUZXh0KGF3YWl0IHRoaXMuI21hYyhib2R5KSwgbVszXSkpIHJldHVybiBudWxsO1xuICAgIGNvbnN0IGlzc3VlZCA9IE51bWJlcihtWzJdKTtcbiAgICBpZiAoaXNzdWVkID4gbm93ICsgNjBfMDAwIHx8IG5vdyAtIGlzc3VlZCA+IE1BWF9MT0dJTl9TICogMTAwMCkgcmV0dXJuIG51bGw7XG4gICAgcmV0dXJuIHRoaXMudG9rZW5zLmJ5SWQobVsxXSwgbm93KTtcbiAgfVxuXG4gIGFzeW5jICNtYWMoYm9keTogc3RyaW5nKTogUHJvbWlzZTxzdHJpbmc+IHtcbiAgICBjb25zdCBzaWcgPSBhd2FpdCBjcnlwdG8uc3VidGxlLnNpZ24oXG4gICAgICBcIkhNQUNcIixcbiAgICAgIHRoaXMuI2tleSxcbiAgICAgIG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShib2R5KSxcbiAgICApO1xuICAgIHJldHVybiBoZXgobmV3IFVpbnQ4QXJyYXkoc2lnKSk7XG4gIH1cbn1cblxuLyoqIFRoZSB2YWx1ZSBvZiBjb29raWUgYG5hbWVgIGluIGEgYENvb2tpZWAgaGVhZGVyLCBvciBudWxsLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNvb2tpZVZhbHVlKFxuICBoZWFkZXI6IHN0cmluZyB8IG51bGwsXG4gIG5hbWU6IHN0cmluZyxcbik6IHN0cmluZyB8IG51bGwge1xuICBpZiAoIWhlYWRlcikgcmV0dXJuIG51bGw7XG4gIGZvciAoY29uc3QgcGFydCBvZiBoZWFkZXIuc3BsaXQoXCI7XCIpKSB7XG4gICAgY29uc3QgZXEgPSBwYXJ0LmluZGV4T2YoXCI9XCIpO1xuICAgIGlmIChlcSA+IDAgJiYgcGFydC5zbGljZSgwLCBlcSkudHJpbSgpID09PSBuYW1lKSB7XG4gICAgICByZXR1cm4gcGFydC5zbGljZShlcSArIDEpLnRyaW0oKTtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIG51bGw7XG59XG5cbi8qKlxuICogV2hldGhlciB0aGUgcmVxdWVzdCdzIGBPcmlnaW5gIGlzIHRoaXMgc2VydmVyJ3Mgb3duIChzY2hlbWUsIGhvc3QgYW5kXG4gKiBwb3J0IGFzIHRoZSBicm93c2VyIHJlYWNoZWQgaXQpOiBhIHBhZ2Ugb2YgYW5vdGhlciBzaXRlIG1heSBvcGVuIGFcbiAqIFdlYlNvY2tldCBoZXJlLCBhbmQgdGhlIGJyb3dzZXIgd291bGQgc2VuZCBpdCBvdXIgY29va2llIHdlcmUgaXQgbm90IGZvclxuICogU2FtZVNpdGU7IHRoaXMgY2hlY2sgcmVmdXNlcyBpdCB3aGF0ZXZlciB0aGUgYnJvd3NlciBkb2VzLlxuICovXG5leHBvcnQgZnVuY3Rpb24gc2FtZU9yaWdpbihyZXE6IFJlcXVlc3QsIHRsczogYm9vbGVhbik6IGJvb2xlYW4ge1xuICBjb25zdCBvcmlnaW4gPSByZXEuaGVhZGVycy5nZXQoXCJvcmlnaW5cIik7XG4gIC8vIFRoZSByZXF1ZXN0J3MgVVJMIGNhcnJpZXMgdGhlIEhvc3QgaGVhZGVyIChvciBIVFRQLzIncyA6YXV0aG9yaXR5KS5cbiAgY29uc3QgaG9zdCA9IG5ldyBVUkwocmVxLnVybCkuaG9zdDtcbiAgaWYgKCFvcmlnaW4gfHwgIWhvc3QpIHJldHVybiBmYWxzZTtcbiAgcmV0dXJuIG9yaWdpbiA9PT0gYCR7dGxzID8gXCJodHRwc1wiIDogXCJodHRwXCJ9Oi8vJHtob3N0fWA7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUVELFNBQVMsY0FBYyxRQUFRLGlCQUFpQjtBQUNoRCxTQUFTLGdCQUFnQixRQUFRLDhCQUE4QjtBQUMvRCxTQUNFLEdBQUcsRUFDSCxXQUFXLEVBQ1gsUUFBUSxRQUdILGNBQWM7QUFFckIsNkJBQTZCLEdBQzdCLE9BQU8sTUFBTSxjQUFjLGNBQWM7QUFDekMsd0VBQXdFLEdBQ3hFLE1BQU0sY0FBYyxLQUFLLEtBQUs7QUFFOUIsMkRBQTJELEdBQzNELE9BQU8sTUFBTTs7RUFDWCxDQUFBLEdBQUksQ0FBWTtFQUNoQixDQUFBLEtBQU0sQ0FBUztFQUVmLFlBQ0UsQUFBUyxNQUFrQixFQUMzQixHQUFjLEVBQ2QsTUFBZSxDQUNmO1NBSFMsU0FBQTtJQUlULElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztJQUNaLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxDQUFDLFVBQVUsRUFBRSxTQUFTLGFBQWEsR0FBRyxlQUFlLENBQUM7RUFDdEU7RUFFQTs7Ozs7R0FLQyxHQUNELGFBQWEsS0FBSyxNQUFrQixFQUFFLFNBQVMsSUFBSSxFQUFpQjtJQUNsRSxNQUFNLE9BQU8sR0FBRyxPQUFPLEdBQUcsQ0FBQyxXQUFXLENBQUM7SUFDdkMsSUFBSTtJQUNKLElBQUk7TUFDRixTQUFTLEtBQUssZ0JBQWdCLENBQUMsTUFBTSxJQUFJO0lBQzNDLEVBQUUsT0FBTyxLQUFLO01BQ1osSUFBSSxDQUFDLENBQUMsZUFBZSxLQUFLLE1BQU0sQ0FBQyxRQUFRLEdBQUcsTUFBTTtNQUNsRCxlQUFlLE9BQU8sR0FBRztNQUN6QixTQUFTLElBQUksWUFBWTtNQUN6QixpQkFBaUIsTUFBTSxTQUFTO0lBQ2xDO0lBQ0EsTUFBTSxNQUFNLE1BQU0sT0FBTyxNQUFNLENBQUMsU0FBUyxDQUN2QyxPQUNBLElBQUksY0FBYyxNQUFNLENBQUMsU0FDekI7TUFBRSxNQUFNO01BQVEsTUFBTTtJQUFVLEdBQ2hDLE9BQ0E7TUFBQztLQUFPO0lBRVYsT0FBTyxJQUFJLEtBQUssUUFBUSxLQUFLO0VBQy9CO0VBRUEsOERBQThELEdBQzlELE1BQU0sVUFBVSxNQUFtQixFQUFFLE1BQU0sS0FBSyxHQUFHLEVBQUUsRUFBbUI7SUFDdEUsTUFBTSxPQUFPLEdBQUcsT0FBTyxFQUFFLENBQUMsQ0FBQyxFQUFFLEtBQUs7SUFDbEMsTUFBTSxTQUFTLE9BQU8sT0FBTyxLQUFLLE9BQzlCLGNBQ0EsS0FBSyxHQUFHLENBQUMsR0FBRyxLQUFLLEtBQUssQ0FBQyxDQUFDLE9BQU8sT0FBTyxHQUFHLEdBQUcsSUFBSTtJQUNwRCxPQUFPLEdBQUcsWUFBWSxDQUFDLEVBQUUsS0FBSyxDQUFDLEVBQUUsTUFBTSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsTUFBTSxVQUFVLENBQUMsR0FDaEUsQ0FBQyxRQUFRLEVBQUUsT0FBTyxFQUFFLEVBQUUsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFO0VBQ3ZDO0VBRUEsaURBQWlELEdBQ2pELGNBQXNCO0lBQ3BCLE9BQU8sR0FBRyxZQUFZLHNCQUFzQixFQUFFLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtFQUM3RDtFQUVBLDREQUE0RCxHQUM1RCxNQUFNLE1BQU0sR0FBWSxFQUFFLE1BQU0sS0FBSyxHQUFHLEVBQUUsRUFBK0I7SUFDdkUsTUFBTSxRQUFRLFlBQVksSUFBSSxPQUFPLENBQUMsR0FBRyxDQUFDLFdBQVc7SUFDckQsTUFBTSxJQUFJLFNBQ1IsOENBQThDLElBQUksQ0FBQztJQUNyRCxJQUFJLENBQUMsR0FBRyxPQUFPO0lBQ2YsTUFBTSxPQUFPLEdBQUcsQ0FBQyxDQUFDLEVBQUUsQ0FBQyxDQUFDLEVBQUUsQ0FBQyxDQUFDLEVBQUUsRUFBRTtJQUM5QixJQUFJLENBQUMsU0FBUyxNQUFNLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxPQUFPLENBQUMsQ0FBQyxFQUFFLEdBQUcsT0FBTztJQUNuRCxNQUFNLFNBQVMsT0FBTyxDQUFDLENBQUMsRUFBRTtJQUMxQixJQUFJLFNBQVMsTUFBTSxVQUFVLE1BQU0sU0FBUyxjQUFjLE1BQU0sT0FBTztJQUN2RSxPQUFPLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUMsQ0FBQyxFQUFFLEVBQUU7RUFDaEM7RUFFQSxNQUFNLENBQUEsR0FBSSxDQUFDLElBQVk7SUFDckIsTUFBTSxNQUFNLE1BQU0sT0FBTyxNQUFNLENBQUMsSUFBSSxDQUNsQyxRQUNBLElBQUksQ0FBQyxDQUFBLEdBQUksRUFDVCxJQUFJLGNBQWMsTUFBTSxDQUFDO0lBRTNCLE9BQU8sSUFBSSxJQUFJLFdBQVc7RUFDNUI7QUFDRjtBQUVBLDhEQUE4RCxHQUM5RCxPQUFPLFNBQVMsWUFDZCxNQUFxQixFQUNyQixJQUFZO0VBRVosSUFBSSxDQUFDLFFBQVEsT0FBTztFQUNwQixLQUFLLE1BQU0sUUFBUSxPQUFPLEtBQUssQ0FBQyxLQUFNO0lBQ3BDLE1BQU0sS0FBSyxLQUFLLE9BQU8sQ0FBQztJQUN4QixJQUFJLEtBQUssS0FBSyxLQUFLLEtBQUssQ0FBQyxHQUFHLElBQUksSUFBSSxPQUFPLE1BQU07TUFDL0MsT0FBTyxLQUFLLEtBQUssQ0FBQyxLQUFLLEdBQUcsSUFBSTtJQUNoQztFQUNGO0VBQ0EsT0FBTztBQUNUO0FBRUE7Ozs7O0NBS0MsR0FDRCxPQUFPLFNBQVMsV0FBVyxHQUFZLEVBQUUsR0FBWTtFQUNuRCxNQUFNLFNBQVMsSUFBSSxPQUFPLENBQUMsR0FBRyxDQUFDO0VBQy9CLHNFQUFzRTtFQUN0RSxNQUFNLE9BQU8sSUFBSSxJQUFJLElBQUksR0FBRyxFQUFFLElBQUk7RUFDbEMsSUFBSSxDQUFDLFVBQVUsQ0FBQyxNQUFNLE9BQU87RUFDN0IsT0FBTyxXQUFXLEdBQUcsTUFBTSxVQUFVLE9BQU8sR0FBRyxFQUFFLE1BQU07QUFDekQifQ==
// denoCacheMetadata=5554746399973838457,13187503832659398106