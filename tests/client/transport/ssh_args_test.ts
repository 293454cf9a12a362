import assert from "node:assert/strict";
import {
  configArgv,
  forwardArgv,
  noControlConfigured,
  ownControl,
  parseDestination,
  remoteHost,
  shellQuote,
  sshArgv,
} from "../../../client/transport/ssh_args.ts";
import { resolveAddress } from "../../../client/transport/resolve.ts";
import { sshFailure } from "../../../client/transport/ssh.ts";

Deno.test("parseDestination() takes [USER@]HOST[:PORT] and bracketed IPv6", () => {
  assert.deepEqual(parseDestination("box"), ["box"]);
  assert.deepEqual(parseDestination("me@box:2222"), ["-p", "2222", "me@box"]);
  assert.deepEqual(parseDestination("[::1]:22"), ["-p", "22", "::1"]);
  assert.deepEqual(parseDestination("::1"), ["::1"]);
  for (
    const bad of ["", "-oProxyCommand=x", "a b", "box:port", "box:0", "@box"]
  ) {
    assert.throws(
      () => parseDestination(bad),
      /-H takes \[USER@\]HOST\[:PORT\]/,
    );
  }
});

Deno.test("sshArgv() puts the user's ssh options first and quotes the remote words", () => {
  const host = remoteHost({
    host: "me@box:2222",
    ssh: "ssh  -i key -o BatchMode=yes",
    remote: "deno run -A /opt/berth/main.ts",
    socketArgs: ["--socket", "/tmp/a b.sock"],
  });
  assert.deepEqual(sshArgv(host, true), [
    "ssh",
    "-i",
    "key",
    "-o",
    "BatchMode=yes",
    "-tt",
    "-e",
    "none",
    "-o",
    "ConnectTimeout=10",
    "-p",
    "2222",
    "--",
    "me@box",
    "deno run -A /opt/berth/main.ts --socket '/tmp/a b.sock' __bridge --start",
  ]);
  assert.equal(shellQuote("it's"), `'it'\\''s'`);
  assert.equal(shellQuote("-L"), "-L");
});

Deno.test("sshArgv() with a control socket asks the bridge for --forward; forwardArgv() asks that master", () => {
  const host = remoteHost({ host: "me@box:2222", ssh: "ssh -i key" });
  const argv = sshArgv(host, false, false, "/tmp/d/c");
  assert.deepEqual(argv.slice(0, 3), ["ssh", "-i", "key"]);
  assert.deepEqual(argv.slice(-6), [
    "ControlPersist=no",
    "-p",
    "2222",
    "--",
    "me@box",
    "berth __bridge --forward",
  ]);
  assert.ok(argv.includes("ControlMaster=yes"));
  assert.ok(argv.includes("ControlPath=/tmp/d/c"));
  assert.ok(!sshArgv(host, false).join(" ").includes("Control"));
  assert.deepEqual(forwardArgv(host, "/tmp/d/c", "/tmp/d/s", "/run/b/x"), [
    "ssh",
    "-i",
    "key",
    "-o",
    "ControlPath=/tmp/d/c",
    "-O",
    "forward",
    "-L",
    "/tmp/d/s:/run/b/x",
    "-p",
    "2222",
    "--",
    "me@box",
  ]);
});

Deno.test("ownControl() is false when the ssh command has a control socket of its own", () => {
  const own = (ssh: string) => ownControl(remoteHost({ host: "box", ssh }));
  assert.equal(own("ssh -p 22"), true);
  assert.equal(own("ssh -S /tmp/m"), false);
  assert.equal(own("ssh -S/tmp/m"), false);
  assert.equal(own("ssh -o ControlMaster=no"), false);
  assert.equal(own("ssh -o controlpath=/tmp/m"), false);
});

Deno.test("noControlConfigured() reads ssh -G: a ControlPath or ControlMaster of the user's keeps berth's off", () => {
  const g = (...more: string[]) =>
    ["user root", "hostname box", "port 22", ...more, ""].join("\n");
  assert.equal(noControlConfigured(g("controlmaster false")), true);
  assert.equal(noControlConfigured(g("controlpath none")), true);
  assert.equal(
    noControlConfigured(g("controlmaster auto", "controlpath /h/.ssh/cm")),
    false,
  );
  assert.equal(noControlConfigured(g("controlpath /h/.ssh/cm")), false);
  assert.equal(noControlConfigured(g("controlmaster yes")), false);
  // Not ssh -G's output (a wrapper that does not know -G): no forward.
  assert.equal(noControlConfigured("usage: myssh host"), false);
  assert.deepEqual(
    configArgv(remoteHost({ host: "u@box:2222", ssh: "ssh -F /c" })),
    ["ssh", "-F", "/c", "-G", "-p", "2222", "--", "u@box"],
  );
});

Deno.test("resolveAddress() takes BERTH_HOST outside a session only, and passes -L on", () => {
  const env = { BERTH_HOST: "box", BERTH_SSH: "myssh -x", HOME: "/h" };
  const a = resolveAddress({ name: "w" }, env);
  assert.equal(a.host?.label, "box");
  assert.deepEqual(a.host?.ssh, ["myssh", "-x"]);
  assert.deepEqual(a.host?.socketArgs, ["-L", "w"]);
  assert.equal(a.host?.remote, "berth");
  const inside = resolveAddress({}, { ...env, BERTH: "/tmp/s.sock,work" });
  assert.equal(inside.host, undefined);
  assert.equal(inside.socket, "/tmp/s.sock");
  assert.equal(
    resolveAddress({ host: "other" }, inside.host ? {} : env).host?.label,
    "other",
  );
  // -H "" (an unset variable) is a mistake, not this machine.
  assert.throws(
    () => resolveAddress({ host: "" }, env),
    /-H takes \[USER@\]HOST\[:PORT\], not ""/,
  );
});

Deno.test("sshFailure() gives one line per cause from ssh's status and last line", () => {
  const line = (code: number, err: string) =>
    sshFailure("box", code, err).message;
  assert.equal(
    line(
      255,
      "Warning: Permanently added 'box' (ED25519) to the list of known hosts.\r\nme@box: Permission denied (publickey).\r\n",
    ),
    "ssh could not log in to box: me@box: Permission denied (publickey).",
  );
  assert.equal(
    line(255, "ssh: connect to host box port 22: Connection refused\n"),
    "Cannot reach box: ssh: connect to host box port 22: Connection refused",
  );
  assert.match(
    line(127, "bash: line 1: berth: command not found\n"),
    /^No berth on box: bash: line 1: berth: command not found \(install/,
  );
  assert.equal(
    sshFailure("box", 3, "berth: No berth daemon is running on /x\n").kind,
    "no-daemon",
  );
  assert.match(
    line(
      1,
      'berth: Unknown command "__bridge" (berth --help lists the commands)\n',
    ),
    /too old to be reached with -H/,
  );
});
