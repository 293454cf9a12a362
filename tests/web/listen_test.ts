import assert from "node:assert/strict";
import {
  INSECURE_FLAG,
  isLoopback,
  loginUrl,
  parseListen,
  parsePublicUrl,
  refusal,
} from "../../web/listen.ts";

Deno.test("parseListen() reads HOST:PORT, [V6]:PORT and :PORT", () => {
  assert.deepEqual(parseListen("0.0.0.0:8443"), {
    hostname: "0.0.0.0",
    port: 8443,
  });
  assert.deepEqual(parseListen("[::1]:7681"), { hostname: "::1", port: 7681 });
  assert.deepEqual(parseListen(":9000"), { hostname: "127.0.0.1", port: 9000 });
  for (const bad of ["7681", "host", "a:b", "h:70000", "::1:80"]) {
    assert.throws(() => parseListen(bad), /--listen takes HOST:PORT/, bad);
  }
});

Deno.test("refusal() refuses plain HTTP on a network address only", () => {
  assert.ok(
    isLoopback("127.0.0.1") && isLoopback("::1") && isLoopback("localhost"),
  );
  assert.ok(!isLoopback("0.0.0.0") && !isLoopback("192.0.2.1"));
  const net = parseListen("0.0.0.0:8443");
  assert.match(refusal(net, false, false)!, /--tls-cert and --tls-key/);
  assert.ok(refusal(net, false, false)!.includes(INSECURE_FLAG));
  assert.equal(refusal(net, true, false), null);
  assert.equal(refusal(net, false, true), null);
  assert.equal(refusal(parseListen("127.0.0.1:1"), false, false), null);
});

Deno.test("loginUrl() puts the token and session in the fragment", () => {
  assert.equal(
    loginUrl(undefined, "bt_x", null),
    "http://127.0.0.1:7681/#token=bt_x",
  );
  assert.equal(
    loginUrl("https://h:8443", "bt_x", "my work"),
    "https://h:8443/#token=bt_x&session=my%20work",
  );
});

Deno.test("parsePublicUrl() takes an http(s) address, maybe under a path; refusal() wants https on a network name", () => {
  assert.equal(
    parsePublicUrl("https://box.example.com/berth").href,
    "https://box.example.com/berth/",
  );
  assert.equal(parsePublicUrl("https://h:8443").origin, "https://h:8443");
  for (
    const bad of [
      "box.example.com",
      "ftp://h/",
      "https://h/?a=1",
      "https://u@h/",
    ]
  ) {
    assert.throws(() => parsePublicUrl(bad), /--public-url takes/, bad);
  }
  const local = parseListen("127.0.0.1:7681");
  assert.equal(
    refusal(local, false, false, parsePublicUrl("https://h/")),
    null,
  );
  assert.equal(
    refusal(local, false, false, parsePublicUrl("http://localhost:8080/")),
    null,
  );
  const plain = parsePublicUrl("http://box.example.com/");
  assert.match(
    refusal(local, false, false, plain)!,
    /an https:\/\/ --public-url/,
  );
  assert.equal(refusal(local, false, true, plain), null);
});
