/**
 * Login tokens of `berth serve`: random secrets that let a browser in,
 * optionally only to one session, only to watch, or only until a time.
 *
 * A token is `bt_ID_SECRET`: an 8-hex-digit ID that `berth token ls` and
 * `revoke` name, and 32 random bytes (256 bits) as base64url. Only the
 * SHA-256 of the whole token is stored (the secret is random and long, so a
 * slow password hash would add nothing), in `tokens.json` in the state
 * directory, mode 0600. The token itself is shown once, by `token create`.
 *
 * The file is read again for every check, so that `berth token revoke` in
 * another process takes effect at once, with no signal to the server.
 *
 * @module
 */ import { ensureStateDir, stateDir } from "./state_dir.ts";
import { writePrivateFile } from "../protocol/private_file.ts";
const TOKEN_RE = /^bt_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;
/** The token file of a state directory. */ export class TokenStore {
  dir;
  path;
  constructor(dir = stateDir()){
    this.dir = dir;
    this.path = `${dir}/tokens.json`;
  }
  /** Every stored token, expired ones included. */ list() {
    let text;
    try {
      text = Deno.readTextFileSync(this.path);
    } catch (err) {
      if (err instanceof Deno.errors.NotFound) return [];
      throw err;
    }
    const data = JSON.parse(text);
    return Array.isArray(data.tokens) ? data.tokens : [];
  }
  /** Makes a token; returns it (to show once) and its record. */ async create(grant, now = Date.now()) {
    const id = hex(randomBytes(4));
    const token = `bt_${id}_${base64url(randomBytes(32))}`;
    const record = {
      id,
      hash: await sha256Hex(token),
      created: now,
      expires: grant.ttlMs === undefined ? null : now + grant.ttlMs,
      session: grant.session ?? null,
      readOnly: grant.readOnly ?? false
    };
    this.#save([
      ...this.list(),
      record
    ]);
    return {
      token,
      record
    };
  }
  /** Removes token `id`; false when there is none. */ revoke(id) {
    const tokens = this.list();
    const kept = tokens.filter((t)=>t.id !== id);
    if (kept.length === tokens.length) return false;
    this.#save(kept);
    return true;
  }
  /** The record of `token` when it is stored and not expired, else null. */ async check(token, now = Date.now()) {
    const m = TOKEN_RE.exec(token);
    if (!m) return null;
    const record = this.byId(m[1], now);
    if (!record) return null;
    const hash = await sha256Hex(token);
    return sameText(hash, record.hash) ? record : null;
  }
  /** Token `id` when it is stored and not expired, else null. */ byId(id, now = Date.now()) {
    const record = this.list().find((t)=>t.id === id);
    if (!record) return null;
    if (record.expires !== null && record.expires <= now) return null;
    return record;
  }
  #save(tokens) {
    ensureStateDir(this.dir);
    writePrivateFile(this.path, JSON.stringify({
      tokens
    }, null, 2) + "\n");
  }
}
/** `n` bytes from the system's secure random source. */ export function randomBytes(n) {
  return crypto.getRandomValues(new Uint8Array(n));
}
/** Lower-case hex of `bytes`. */ export function hex(bytes) {
  return Array.from(bytes, (b)=>b.toString(16).padStart(2, "0")).join("");
}
/** base64url without padding. */ export function base64url(bytes) {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}
/** Compares two strings in time that depends only on their length. */ export function sameText(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for(let i = 0; i < a.length; i++)diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi90b2tlbnMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBMb2dpbiB0b2tlbnMgb2YgYGJlcnRoIHNlcnZlYDogcmFuZG9tIHNlY3JldHMgdGhhdCBsZXQgYSBicm93c2VyIGluLFxuICogb3B0aW9uYWxseSBvbmx5IHRvIG9uZSBzZXNzaW9uLCBvbmx5IHRvIHdhdGNoLCBvciBvbmx5IHVudGlsIGEgdGltZS5cbiAqXG4gKiBBIHRva2VuIGlzIGBidF9JRF9TRUNSRVRgOiBhbiA4LWhleC1kaWdpdCBJRCB0aGF0IGBiZXJ0aCB0b2tlbiBsc2AgYW5kXG4gKiBgcmV2b2tlYCBuYW1lLCBhbmQgMzIgcmFuZG9tIGJ5dGVzICgyNTYgYml0cykgYXMgYmFzZTY0dXJsLiBPbmx5IHRoZVxuICogU0hBLTI1NiBvZiB0aGUgd2hvbGUgdG9rZW4gaXMgc3RvcmVkICh0aGUgc2VjcmV0IGlzIHJhbmRvbSBhbmQgbG9uZywgc28gYVxuICogc2xvdyBwYXNzd29yZCBoYXNoIHdvdWxkIGFkZCBub3RoaW5nKSwgaW4gYHRva2Vucy5qc29uYCBpbiB0aGUgc3RhdGVcbiAqIGRpcmVjdG9yeSwgbW9kZSAwNjAwLiBUaGUgdG9rZW4gaXRzZWxmIGlzIHNob3duIG9uY2UsIGJ5IGB0b2tlbiBjcmVhdGVgLlxuICpcbiAqIFRoZSBmaWxlIGlzIHJlYWQgYWdhaW4gZm9yIGV2ZXJ5IGNoZWNrLCBzbyB0aGF0IGBiZXJ0aCB0b2tlbiByZXZva2VgIGluXG4gKiBhbm90aGVyIHByb2Nlc3MgdGFrZXMgZWZmZWN0IGF0IG9uY2UsIHdpdGggbm8gc2lnbmFsIHRvIHRoZSBzZXJ2ZXIuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGVuc3VyZVN0YXRlRGlyLCBzdGF0ZURpciB9IGZyb20gXCIuL3N0YXRlX2Rpci50c1wiO1xuaW1wb3J0IHsgd3JpdGVQcml2YXRlRmlsZSB9IGZyb20gXCIuLi9wcm90b2NvbC9wcml2YXRlX2ZpbGUudHNcIjtcblxuLyoqIFdoYXQgYSB0b2tlbiBhbGxvd3MsIGFzIHN0b3JlZCAod2l0aG91dCBpdHMgc2VjcmV0KS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVG9rZW5SZWNvcmQge1xuICBpZDogc3RyaW5nO1xuICAvKiogU0hBLTI1NiBvZiB0aGUgdG9rZW4sIGhleC4gKi9cbiAgaGFzaDogc3RyaW5nO1xuICAvKiogTWlsbGlzZWNvbmRzIHNpbmNlIHRoZSBlcG9jaC4gKi9cbiAgY3JlYXRlZDogbnVtYmVyO1xuICAvKiogV2hlbiBpdCBzdG9wcyB3b3JraW5nIChtcyBzaW5jZSB0aGUgZXBvY2gpOyBudWxsOiBuZXZlci4gKi9cbiAgZXhwaXJlczogbnVtYmVyIHwgbnVsbDtcbiAgLyoqIFRoZSBvbmUgc2Vzc2lvbiBpdCBvcGVuczsgbnVsbDogZXZlcnkgc2Vzc2lvbi4gKi9cbiAgc2Vzc2lvbjogc3RyaW5nIHwgbnVsbDtcbiAgLyoqIFNlZXMgZXZlcnl0aGluZywgdHlwZXMgbm90aGluZyAoY2hlY2tlZCBieSB0aGUgc2VydmVyKS4gKi9cbiAgcmVhZE9ubHk6IGJvb2xlYW47XG59XG5cbi8qKiBXaGF0IGEgY2FsbGVyIGFza3MgZm9yIGluIGEgbmV3IHRva2VuLiAqL1xuZXhwb3J0IGludGVyZmFjZSBUb2tlbkdyYW50IHtcbiAgc2Vzc2lvbj86IHN0cmluZyB8IG51bGw7XG4gIHJlYWRPbmx5PzogYm9vbGVhbjtcbiAgLyoqIExpZmV0aW1lIGluIG1zOyBhYnNlbnQ6IG5vIGV4cGlyeS4gKi9cbiAgdHRsTXM/OiBudW1iZXI7XG59XG5cbmNvbnN0IFRPS0VOX1JFID0gL15idF8oWzAtOWEtZl17OH0pXyhbQS1aYS16MC05Xy1dezQzfSkkLztcblxuLyoqIFRoZSB0b2tlbiBmaWxlIG9mIGEgc3RhdGUgZGlyZWN0b3J5LiAqL1xuZXhwb3J0IGNsYXNzIFRva2VuU3RvcmUge1xuICByZWFkb25seSBwYXRoOiBzdHJpbmc7XG5cbiAgY29uc3RydWN0b3IocmVhZG9ubHkgZGlyOiBzdHJpbmcgPSBzdGF0ZURpcigpKSB7XG4gICAgdGhpcy5wYXRoID0gYCR7ZGlyfS90b2tlbnMuanNvbmA7XG4gIH1cblxuICAvKiogRXZlcnkgc3RvcmVkIHRva2VuLCBleHBpcmVkIG9uZXMgaW5jbHVkZWQuICovXG4gIGxpc3QoKTogVG9rZW5SZWNvcmRbXSB7XG4gICAgbGV0IHRleHQ6IHN0cmluZztcbiAgICB0cnkge1xuICAgICAgdGV4dCA9IERlbm8ucmVhZFRleHRGaWxlU3luYyh0aGlzLnBhdGgpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLk5vdEZvdW5kKSByZXR1cm4gW107XG4gICAgICB0aHJvdyBlcnI7XG4gICAgfVxuICAgIGNvbnN0IGRhdGEgPSBKU09OLnBhcnNlKHRleHQpIGFzIHsgdG9rZW5zPzogVG9rZW5SZWNvcmRbXSB9O1xuICAgIHJldHVybiBBcnJheS5pc0FycmF5KGRhdGEudG9rZW5zKSA/IGRhdGEudG9rZW5zIDogW107XG4gIH1cblxuICAvKiogTWFrZXMgYSB0b2tlbjsgcmV0dXJucyBpdCAodG8gc2hvdyBvbmNlKSBhbmQgaXRzIHJlY29yZC4gKi9cbiAgYXN5bmMgY3JlYXRlKFxuICAgIGdyYW50OiBUb2tlbkdyYW50LFxuICAgIG5vdyA9IERhdGUubm93KCksXG4gICk6IFByb21pc2U8eyB0b2tlbjogc3RyaW5nOyByZWNvcmQ6IFRva2VuUmVjb3JkIH0+IHtcbiAgICBjb25zdCBpZCA9IGhleChyYW5kb21CeXRlcyg0KSk7XG4gICAgY29uc3QgdG9rZW4gPSBgYnRfJHtpZH1fJHtiYXNlNjR1cmwocmFuZG9tQnl0ZXMoMzIpKX1gO1xuICAgIGNvbnN0IHJlY29yZDogVG9rZW5SZWNvcmQgPSB7XG4gICAgICBpZCxcbiAgICAgIGhhc2g6IGF3YWl0IHNoYTI1NkhleCh0b2tlbiksXG4gICAgICBjcmVhdGVkOiBub3csXG4gICAgICBleHBpcmVzOiBncmFudC50dGxNcyA9PT0gdW5kZWZpbmVkID8gbnVsbCA6IG5vdyArIGdyYW50LnR0bE1zLFxuICAgICAgc2Vzc2lvbjogZ3JhbnQuc2Vzc2lvbiA/PyBudWxsLFxuICAgICAgcmVhZE9ubHk6IGdyYW50LnJlYWRPbmx5ID8/IGZhbHNlLFxuICAgIH07XG4gICAgdGhpcy4jc2F2ZShbLi4udGhpcy5saXN0KCksIHJlY29yZF0pO1xuICAgIHJldHVybiB7IHRva2VuLCByZWNvcmQgfTtcbiAgfVxuXG4gIC8qKiBSZW1vdmVzIHRva2VuIGBpZGA7IGZhbHNlIHdoZW4gdGhlcmUgaXMgbm9uZS4gKi9cbiAgcmV2b2tlKGlkOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgICBjb25zdCB0b2tlbnMgPSB0aGlzLmxpc3QoKTtcbiAgICBjb25zdCBrZXB0ID0gdG9rZW5zLmZpbHRlcigodCkgPT4gdC5pZCAhPT0gaWQpO1xuICAgIGlmIChrZXB0Lmxlbmd0aCA9PT0gdG9rZW5zLmxlbmd0aCkgcmV0dXJuIGZhbHNlO1xuICAgIHRoaXMuI3NhdmUoa2VwdCk7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKiogVGhlIHJlY29yZCBvZiBgdG9rZW5gIHdoZW4gaXQgaXMgc3RvcmVkIGFuZCBub3QgZXhwaXJlZCwgZWxzZSBudWxsLiAqL1xuICBhc3luYyBjaGVjayh0b2tlbjogc3RyaW5nLCBub3cgPSBEYXRlLm5vdygpKTogUHJvbWlzZTxUb2tlblJlY29yZCB8IG51bGw+IHtcbiAgICBjb25zdCBtID0gVE9LRU5fUkUuZXhlYyh0b2tlbik7XG4gICAgaWYgKCFtKSByZXR1cm4gbnVsbDtcbiAgICBjb25zdCByZWNvcmQgPSB0aGlzLmJ5SWQobVsxXSwgbm93KTtcbiAgICBpZiAoIXJlY29yZCkgcmV0dXJuIG51bGw7XG4gICAgY29uc3QgaGFzaCA9IGF3YWl0IHNoYTI1NkhleCh0b2tlbik7XG4gICAgcmV0dXJuIHNhbWVUZXh0KGhhc2gsIHJlY29yZC5oYXNoKSA/IHJlY29yZCA6IG51bGw7XG4gIH1cblxuICAvKiogVG9rZW4gYGlkYCB3aGVuIGl0IGlzIHN0b3JlZCBhbmQgbm90IGV4cGlyZWQsIGVsc2UgbnVsbC4gKi9cbiAgYnlJZChpZDogc3RyaW5nLCBub3cgPSBEYXRlLm5vdygpKTogVG9rZW5SZWNvcmQgfCBudWxsIHtcbiAgICBjb25zdCByZWNvcmQgPSB0aGlzLmxpc3QoKS5maW5kKCh0KSA9PiB0LmlkID09PSBpZCk7XG4gICAgaWYgKCFyZWNvcmQpIHJldHVybiBudWxsO1xuICAgIGlmIChyZWNvcmQuZXhwaXJlcyAhPT0gbnVsbCAmJiByZWNvcmQuZXhwaXJlcyA8PSBub3cpIHJldHVybiBudWxsO1xuICAgIHJldHVybiByZWNvcmQ7XG4gIH1cblxuICAjc2F2ZSh0b2tlbnM6IFRva2VuUmVjb3JkW10pOiB2b2lkIHtcbiAgICBlbnN1cmVTdGF0ZURpcih0aGlzLmRpcik7XG4gICAgd3JpdGVQcml2YXRlRmlsZSh0aGlzLnBhdGgsIEpTT04uc3RyaW5naWZ5KHsgdG9rZW5zIH0sIG51bGwsIDIpICsgXCJcXG5cIik7XG4gIH1cbn1cblxuLyoqIGBuYCBieXRlcyBmcm9tIHRoZSBzeXN0ZW0ncyBzZWN1cmUgcmFuZG9tIHNvdXJjZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiByYW5kb21CeXRlcyhuOiBudW1iZXIpOiBVaW50OEFycmF5IHtcbiAgcmV0dXJuIGNyeXB0by5nZXRSYW5kb21WYWx1ZXMobmV3IFVpbnQ4QXJyYXkobikpO1xufVxuXG4vKiogTG93ZXItY2FzZSBoZXggb2YgYGJ5dGVzYC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBoZXgoYnl0ZXM6IFVpbnQ4QXJyYXkpOiBzdHJpbmcge1xuICByZXR1cm4gQXJyYXkuZnJvbShieXRlcywgKGIpID0+IGIudG9TdHJpbmcoMTYpLnBhZFN0YXJ0KDIsIFwiMFwiKSkuam9pbihcIlwiKTtcbn1cblxuLyoqIGJhc2U2NHVybCB3aXRob3V0IHBhZGRpbmcuICovXG5leHBvcnQgZnVuY3Rpb24gYmFzZTY0dXJsKGJ5dGVzOiBVaW50OEFycmF5KTogc3RyaW5nIHtcbiAgcmV0dXJuIGJ0b2EoU3RyaW5nLmZyb21DaGFyQ29kZSguLi5ieXRlcykpLnJlcGxhY2VBbGwoXCIrXCIsIFwiLVwiKVxuICAgIC5yZXBsYWNlQWxsKFwiL1wiLCBcIl9cIikucmVwbGFjZSgvPSskLywgXCJcIik7XG59XG5cbmFzeW5jIGZ1bmN0aW9uIHNoYTI1NkhleCh0ZXh0OiBzdHJpbmcpOiBQcm9taXNlPHN0cmluZz4ge1xuICBjb25zdCBkaWdlc3QgPSBhd2FpdCBjcnlwdG8uc3VidGxlLmRpZ2VzdChcbiAgICBcIlNIQS0yNTZcIixcbiAgICBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUodGV4dCksXG4gICk7XG4gIHJldHVybiBoZXgobmV3IFVpbnQ4QXJyYXkoZGlnZXN0KSk7XG59XG5cbi8qKiBDb21wYXJlcyB0d28gc3RyaW5ncyBpbiB0aW1lIHRoYXQgZGVwZW5kcyBvbmx5IG9uIHRoZWlyIGxlbmd0aC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzYW1lVGV4dChhOiBzdHJpbmcsIGI6IHN0cmluZyk6IGJvb2xlYW4ge1xuICBpZiAoYS5sZW5ndGggIT09IGIubGVuZ3RoKSByZXR1cm4gZmFsc2U7XG4gIGxldCBkaWZmID0gMDtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBhLmxlbmd0aDsgaSsrKSBkaWZmIHw9IGEuY2hhckNvZGVBdChpKSBeIGIuY2hhckNvZGVBdChpKTtcbiAgcmV0dXJuIGRpZmYgPT09IDA7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FFRCxTQUFTLGNBQWMsRUFBRSxRQUFRLFFBQVEsaUJBQWlCO0FBQzFELFNBQVMsZ0JBQWdCLFFBQVEsOEJBQThCO0FBeUIvRCxNQUFNLFdBQVc7QUFFakIseUNBQXlDLEdBQ3pDLE9BQU8sTUFBTTs7RUFDRixLQUFhO0VBRXRCLFlBQVksQUFBUyxNQUFjLFVBQVUsQ0FBRTtTQUExQixNQUFBO0lBQ25CLElBQUksQ0FBQyxJQUFJLEdBQUcsR0FBRyxJQUFJLFlBQVksQ0FBQztFQUNsQztFQUVBLCtDQUErQyxHQUMvQyxPQUFzQjtJQUNwQixJQUFJO0lBQ0osSUFBSTtNQUNGLE9BQU8sS0FBSyxnQkFBZ0IsQ0FBQyxJQUFJLENBQUMsSUFBSTtJQUN4QyxFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksZUFBZSxLQUFLLE1BQU0sQ0FBQyxRQUFRLEVBQUUsT0FBTyxFQUFFO01BQ2xELE1BQU07SUFDUjtJQUNBLE1BQU0sT0FBTyxLQUFLLEtBQUssQ0FBQztJQUN4QixPQUFPLE1BQU0sT0FBTyxDQUFDLEtBQUssTUFBTSxJQUFJLEtBQUssTUFBTSxHQUFHLEVBQUU7RUFDdEQ7RUFFQSw2REFBNkQsR0FDN0QsTUFBTSxPQUNKLEtBQWlCLEVBQ2pCLE1BQU0sS0FBSyxHQUFHLEVBQUUsRUFDaUM7SUFDakQsTUFBTSxLQUFLLElBQUksWUFBWTtJQUMzQixNQUFNLFFBQVEsQ0FBQyxHQUFHLEVBQUUsR0FBRyxDQUFDLEVBQUUsVUFBVSxZQUFZLE1BQU07SUFDdEQsTUFBTSxTQUFzQjtNQUMxQjtNQUNBLE1BQU0sTUFBTSxVQUFVO01BQ3RCLFNBQVM7TUFDVCxTQUFTLE1BQU0sS0FBSyxLQUFLLFlBQVksT0FBTyxNQUFNLE1BQU0sS0FBSztNQUM3RCxTQUFTLE1BQU0sT0FBTyxJQUFJO01BQzFCLFVBQVUsTUFBTSxRQUFRLElBQUk7SUFDOUI7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7U0FBSSxJQUFJLENBQUMsSUFBSTtNQUFJO0tBQU87SUFDbkMsT0FBTztNQUFFO01BQU87SUFBTztFQUN6QjtFQUVBLGtEQUFrRCxHQUNsRCxPQUFPLEVBQVUsRUFBVztJQUMxQixNQUFNLFNBQVMsSUFBSSxDQUFDLElBQUk7SUFDeEIsTUFBTSxPQUFPLE9BQU8sTUFBTSxDQUFDLENBQUMsSUFBTSxFQUFFLEVBQUUsS0FBSztJQUMzQyxJQUFJLEtBQUssTUFBTSxLQUFLLE9BQU8sTUFBTSxFQUFFLE9BQU87SUFDMUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO0lBQ1gsT0FBTztFQUNUO0VBRUEsd0VBQXdFLEdBQ3hFLE1BQU0sTUFBTSxLQUFhLEVBQUUsTUFBTSxLQUFLLEdBQUcsRUFBRSxFQUErQjtJQUN4RSxNQUFNLElBQUksU0FBUyxJQUFJLENBQUM7SUFDeEIsSUFBSSxDQUFDLEdBQUcsT0FBTztJQUNmLE1BQU0sU0FBUyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUMsQ0FBQyxFQUFFLEVBQUU7SUFDL0IsSUFBSSxDQUFDLFFBQVEsT0FBTztJQUNwQixNQUFNLE9BQU8sTUFBTSxVQUFVO0lBQzdCLE9BQU8sU0FBUyxNQUFNLE9BQU8sSUFBSSxJQUFJLFNBQVM7RUFDaEQ7RUFFQSw2REFBNkQsR0FDN0QsS0FBSyxFQUFVLEVBQUUsTUFBTSxLQUFLLEdBQUcsRUFBRSxFQUFzQjtJQUNyRCxNQUFNLFNBQVMsSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsRUFBRSxLQUFLO0lBQ2hELElBQUksQ0FBQyxRQUFRLE9BQU87SUFDcEIsSUFBSSxPQUFPLE9BQU8sS0FBSyxRQUFRLE9BQU8sT0FBTyxJQUFJLEtBQUssT0FBTztJQUM3RCxPQUFPO0VBQ1Q7RUFFQSxDQUFBLElBQUssQ0FBQyxNQUFxQjtJQUN6QixlQUFlLElBQUksQ0FBQyxHQUFHO0lBQ3ZCLGlCQUFpQixJQUFJLENBQUMsSUFBSSxFQUFFLEtBQUssU0FBUyxDQUFDO01BQUU7SUFBTyxHQUFHLE1BQU0sS0FBSztFQUNwRTtBQUNGO0FBRUEsc0RBQXNELEdBQ3RELE9BQU8sU0FBUyxZQUFZLENBQVM7RUFDbkMsT0FBTyxPQUFPLGVBQWUsQ0FBQyxJQUFJLFdBQVc7QUFDL0M7QUFFQSwrQkFBK0IsR0FDL0IsT0FBTyxTQUFTLElBQUksS0FBaUI7RUFDbkMsT0FBTyxNQUFNLElBQUksQ0FBQyxPQUFPLENBQUMsSUFBTSxFQUFFLFFBQVEsQ0FBQyxJQUFJLFFBQVEsQ0FBQyxHQUFHLE1BQU0sSUFBSSxDQUFDO0FBQ3hFO0FBRUEsK0JBQStCLEdBQy9CLE9BQU8sU0FBUyxVQUFVLEtBQWlCO0VBQ3pDLE9BQU8sS0FBSyxPQUFPLFlBQVksSUFBSSxRQUFRLFVBQVUsQ0FBQyxLQUFLLEtBQ3hELFVBQVUsQ0FBQyxLQUFLLEtBQUssT0FBTyxDQUFDLE9BQU87QUFDekM7QUFFQSxlQUFlLFVBQVUsSUFBWTtFQUNuQyxNQUFNLFNBQVMsTUFBTSxPQUFPLE1BQU0sQ0FBQyxNQUFNLENBQ3ZDLFdBQ0EsSUFBSSxjQUFjLE1BQU0sQ0FBQztFQUUzQixPQUFPLElBQUksSUFBSSxXQUFXO0FBQzVCO0FBRUEsb0VBQW9FLEdBQ3BFLE9BQU8sU0FBUyxTQUFTLENBQVMsRUFBRSxDQUFTO0VBQzNDLElBQUksRUFBRSxNQUFNLEtBQUssRUFBRSxNQUFNLEVBQUUsT0FBTztFQUNsQyxJQUFJLE9BQU87RUFDWCxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksRUFBRSxNQUFNLEVBQUUsSUFBSyxRQUFRLEVBQUUsVUFBVSxDQUFDLEtBQUssRUFBRSxVQUFVLENBQUM7RUFDMUUsT0FBTyxTQUFTO0FBQ2xCIn0=
// denoCacheMetadata=10235040821265315579,5745338596019166173