/**
 * What the client library's tests share: a daemon on a temporary socket
 * with a library connection to it, and a check of a request's failure.
 *
 * @module
 */

import assert from "node:assert/strict";
import { type Berth, connect, RequestError } from "../../client/mod.ts";
import { TestDaemon } from "./daemon.ts";

/** A daemon on a temporary socket and a library connection to it. */
export async function libraryRig(): Promise<
  { d: TestDaemon; berth: Berth } & AsyncDisposable
> {
  const d = await TestDaemon.create();
  const berth = await connect({ socket: d.socket });
  return {
    d,
    berth,
    async [Symbol.asyncDispose]() {
      await berth.close();
      await d[Symbol.asyncDispose]();
    },
  };
}

/** Rejects unless `p` fails with a RequestError of this code. */
export async function rejectsWith(
  p: Promise<unknown>,
  code: string,
  re?: RegExp,
) {
  await assert.rejects(p, (err) => {
    assert.ok(err instanceof RequestError, `RequestError, got ${err}`);
    assert.equal(err.code, code, err.message);
    if (re) assert.match(err.message, re);
    return true;
  });
}
