/**
 * `berth serve`: sessions in a browser. A process of its own, a client of
 * the daemon over the Unix socket like `berth attach`, that serves a page
 * (`page/`, drawn by xterm.js) over HTTP and WebSocket: token logins
 * (`tokens.ts`, `auth.ts`), the listen policy (`listen.ts`), the security
 * headers (`headers.ts`), and one bridge per page joining its WebSocket to
 * an attachment (`bridge.ts`, messages in `wire.ts`).
 *
 * @module
 */

export { serve, type ServeOptions } from "./server.ts";
export { type TokenGrant, type TokenRecord, TokenStore } from "./tokens.ts";
export {
  DEFAULT_LISTEN,
  isLoopback,
  loginUrl,
  parseListen,
  refusal,
} from "./listen.ts";
