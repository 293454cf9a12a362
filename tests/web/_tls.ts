/**
 * A self-signed certificate for the TLS tests, made with openssl.
 *
 * @module
 */

/** A certificate that Deno's TLS client accepts as a server's (design.md). */
export async function selfSigned(cert: string, key: string): Promise<void> {
  const out = await new Deno.Command("openssl", {
    args: [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-keyout",
      key,
      "-out",
      cert,
      "-addext",
      "basicConstraints=critical,CA:FALSE",
      "-addext",
      "extendedKeyUsage=serverAuth",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
}
