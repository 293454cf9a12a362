import assert from "node:assert/strict";
import {
  check,
  libc,
  O_NOCTTY,
  O_NONBLOCK,
  O_RDWR,
  size,
  TCSANOW,
  TERMIOS_BYTES,
} from "../../pty/_libc.ts";
import {
  closeFd,
  openTty,
  readPty,
  TtyReader,
  writeSome,
} from "../../pty/mod.ts";
import { waitFor } from "../_helpers/daemon.ts";

/** A pty pair: the master (the terminal's side) and the slave's path, raw. */
function ptyPair(): { master: number; path: string } {
  const master = check(
    "posix_openpt",
    libc().posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK),
  );
  check("grantpt", libc().grantpt(master));
  check("unlockpt", libc().unlockpt(master));
  const name = new Uint8Array(64);
  check("ptsname_r", libc().ptsname_r(master, name, size(name.length)));
  const path = new TextDecoder().decode(name.subarray(0, name.indexOf(0)));
  return { master, path };
}

/** Raw mode on the slave `fd`: each byte typed is readable at once. */
function makeRaw(fd: number): void {
  const t = new Uint8Array(TERMIOS_BYTES);
  check("tcgetattr", libc().tcgetattr(fd, t));
  const v = new DataView(t.buffer);
  v.setUint32(12, v.getUint32(12, true) & ~0o12, true); // c_lflag: ~(ICANON|ECHO)
  check("tcsetattr", libc().tcsetattr(fd, TCSANOW, t));
}

function typeInto(master: number, text: string): void {
  assert.equal(writeSome(master, new TextEncoder().encode(text)), text.length);
}

/** Opens the slave as the daemon does (by path, checked by device). */
function open(path: string): number {
  const fd = openTty(path, Deno.statSync(path).rdev!);
  makeRaw(fd);
  return fd;
}

Deno.test("TtyReader reads what is typed; after stop() the next key stays in the terminal", async () => {
  const { master, path } = ptyPair();
  const fd = open(path);
  try {
    const got: string[] = [];
    const reader = new TtyReader(
      fd,
      (d) => got.push(new TextDecoder().decode(d)),
      () => got.push("END"),
    );
    typeInto(master, "ab");
    await waitFor(() => got.join("") === "ab", 5000, "the keys");
    await reader.stop();
    typeInto(master, "c");
    await new Promise((r) => setTimeout(r, 50));
    const buf = new Uint8Array(16);
    assert.equal(readPty(fd, buf, 0, 16), 1, "left for whoever reads next");
    assert.equal(buf[0], "c".charCodeAt(0));
    assert.deepEqual(got, ["ab"], "no END after stop()");
  } finally {
    closeFd(fd);
    closeFd(master);
  }
});

Deno.test("TtyReader.pause() leaves keys in the terminal until it goes on", async () => {
  const { master, path } = ptyPair();
  const fd = open(path);
  try {
    let got = "";
    const reader = new TtyReader(
      fd,
      (d) => got += new TextDecoder().decode(d),
      () => {},
    );
    reader.pause(true);
    typeInto(master, "x");
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(got, "", "nothing read while paused");
    reader.pause(false);
    await waitFor(() => got === "x", 5000, "the key after the pause");
    await reader.stop();
  } finally {
    closeFd(fd);
    closeFd(master);
  }
});

Deno.test("TtyReader calls onEnd once when the terminal hangs up", async () => {
  const { master, path } = ptyPair();
  const fd = open(path);
  let ends = 0;
  const reader = new TtyReader(fd, () => {}, () => ends++);
  closeFd(master); // the terminal window closed
  try {
    await waitFor(() => ends === 1, 5000, "the end");
    await reader.stop();
    assert.equal(ends, 1);
  } finally {
    closeFd(fd);
  }
});

Deno.test("openTty refuses what is not the terminal named", () => {
  assert.throws(
    () => openTty("/dev/null", Deno.statSync("/dev/null").rdev!),
    /not a terminal/,
  );
  const { master, path } = ptyPair();
  try {
    assert.throws(() => openTty(path, 12345), /another device/);
  } finally {
    closeFd(master);
  }
});
