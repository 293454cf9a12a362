/**
 * The certificate and key `berth serve` serves HTTPS with, read from their
 * files, checked, and read again when a renewal replaces them: certbot
 * points `live/NAME/fullchain.pem` at a new file every 60 days, and a
 * server that kept the old one served it expired a month later (browsers
 * refuse it, past a click-through that HSTS forbids). Each problem is one
 * line that says what to do.
 *
 * @module
 */

/** A PEM certificate chain and its private key. */
export interface TlsPair {
  cert: string;
  key: string;
}

/** The two files, and what they were when last read. */
export class TlsFiles {
  readonly certFile: string;
  readonly keyFile: string;
  /** Both files' text (or why not) as last read: `read` first. */
  #stamp = "";

  constructor(certFile: string, keyFile: string) {
    this.certFile = certFile;
    this.keyFile = keyFile;
  }

  /**
   * Both files' text; throws an Error whose message is one line (a file
   * that cannot be read, or is empty).
   */
  read(): TlsPair {
    const [cert, key] = this.#texts();
    if (cert instanceof Error) throw cert;
    if (key instanceof Error) throw key;
    // Deno takes an empty file for none given: an internal error and its
    // stack (a renewal that failed, a file touched to be filled later).
    const empty = cert === "" ? "certificate" : key === "" ? "key" : "";
    if (empty) {
      throw new Error(
        `${this.#both()}: the ${empty} file is empty; give a PEM ${empty}`,
      );
    }
    return { cert, key };
  }

  /**
   * Whether either file reads otherwise than when it was last read (or
   * looked at here): a renewal's new link, a copy over it.
   */
  changed(): boolean {
    const before = this.#stamp;
    this.#texts();
    return this.#stamp !== before;
  }

  // Both files' text, or why each cannot be read; kept as the stamp. The
  // text itself (a few kB, read every few seconds): a copy over a file
  // within the same millisecond, at the same size, changes no time or
  // size a stat shows.
  #texts(): [string | Error, string | Error] {
    const read = (file: string, what: string) => {
      try {
        return Deno.readTextFileSync(file);
      } catch (err) {
        return new Error(
          `Cannot read the TLS ${what} ${file}: ${
            (err as Error).message.split("\n")[0]
          }`,
        );
      }
    };
    const texts: [string | Error, string | Error] = [
      read(this.certFile, "certificate"),
      read(this.keyFile, "key"),
    ];
    this.#stamp = texts.map((t) => t instanceof Error ? "\0none" : t)
      .join("\0");
    return texts;
  }

  /**
   * The pair now in the files, checked as a listener would take it, or
   * why it cannot be served (one line).
   */
  async readChecked(now = new Date()): Promise<TlsPair | string> {
    let pair;
    try {
      pair = this.read();
    } catch (err) {
      return (err as Error).message;
    }
    const why = await certDates(pair.cert, now) ?? probe(pair);
    return why === null ? pair : `${this.#both()}: ${why}`;
  }

  #both(): string {
    return `Cannot serve HTTPS with --tls-cert ${this.certFile} and ` +
      `--tls-key ${this.keyFile}`;
  }
}

/**
 * What is wrong with the pair that only a TLS listener finds (a key that
 * is not the certificate's, a file that is not PEM), or null: a listener
 * on a loopback port of the system's choosing is made with it and closed.
 */
function probe(pair: TlsPair): string | null {
  try {
    Deno.listenTls({ hostname: "127.0.0.1", port: 0, ...pair }).close();
    return null;
  } catch (err) {
    return tlsRefusal(err) ?? (err as Error).message.split("\n")[0];
  }
}

/**
 * What is wrong with the dates of the first certificate in `pem` at
 * `now`, or null: an expired one (a renewal that did not happen) was
 * served without a word, and browsers refuse it, past a click-through
 * that this server's `Strict-Transport-Security` forbids once they have
 * seen it. One that cannot be read is left to the TLS listener's words.
 */
export async function certDates(
  pem: string,
  now: Date,
): Promise<string | null> {
  // Its own block: `X509Certificate` reads the file's first block only,
  // and a file that holds the key too may hold it first (lighttpd's
  // `cat server.key server.crt`), which Deno's listener takes.
  const block = /-----BEGIN CERTIFICATE-----[^]*?-----END CERTIFICATE-----/
    .exec(pem);
  if (!block) return null;
  const { X509Certificate } = await import("node:crypto");
  let cert;
  try {
    cert = new X509Certificate(block[0]);
  } catch {
    return null;
  }
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const [from, to] = [new Date(cert.validFrom), new Date(cert.validTo)];
  if (to < now) {
    return `the certificate expired on ${
      day(to)
    }; renew it (browsers refuse it)`;
  }
  if (from > now) {
    return `the certificate is valid from ${
      day(from)
    } only; check this machine's clock, or make it again`;
  }
  return null;
}

/**
 * What is wrong with the certificate and key, from the error Deno's TLS
 * listener threw on them (files swapped or not PEM, a key that is not the
 * certificate's, an encrypted key), or null for any other error: a
 * mistake of the first hour with TLS was an internal error and a stack.
 */
export function tlsRefusal(err: unknown): string | null {
  const message = String((err as Error)?.message ?? err);
  if (/no certificates found/i.test(message)) {
    return "the certificate file holds no PEM certificate (-----BEGIN CERTIFICATE-----): give the certificate to --tls-cert, its key to --tls-key";
  }
  if (/no keys found/i.test(message)) {
    return "the key file holds no PEM private key, or an encrypted one: give the key unencrypted (openssl pkey -in KEY -out PLAIN)";
  }
  if (/KeyMismatch|keys may not be consistent/i.test(message)) {
    return "the key is not the certificate's; give the key the certificate was made with";
  }
  if (err instanceof Deno.errors.InvalidData) {
    return `${
      message.split("\n")[0]
    }; give a PEM certificate (chain) and its private key`;
  }
  return null;
}

/**
 * `berth serve`'s look at its TLS files at each recheck: a new pair once
 * they changed to one that can be served; what is wrong with one that
 * cannot (a renewal half done: the new certificate, the old key) goes to
 * the log, and the pair before is served on till they change again.
 */
export class TlsRenewal {
  readonly #files: TlsFiles | undefined;
  readonly #log: (line: string) => void;
  #busy = false;

  constructor(files: TlsFiles | undefined, log: (line: string) => void) {
    this.#files = files;
    this.#log = log;
  }

  /** The new pair to serve, or null (no files, none changed, a bad one). */
  async check(): Promise<TlsPair | null> {
    const files = this.#files;
    if (!files || this.#busy || !files.changed()) return null;
    this.#busy = true;
    try {
      const pair = await files.readChecked();
      if (typeof pair === "string") {
        this.#log(`${pair}; still serving the certificate before`);
        return null;
      }
      this.#log(
        `the certificate's files changed: serving the new one; the pages reconnect`,
      );
      return pair;
    } finally {
      this.#busy = false;
    }
  }
}
