/**
 * `berth serve`: sessions in a browser (see `web/`). This process is a
 * client of the daemon like any other; the daemon never faces the network.
 *
 * @module
 */

import {
  DEFAULT_LISTEN,
  INSECURE_FLAG,
  parseListen,
  parsePublicUrl,
  refusal,
} from "../../web/listen.ts";
import { TokenStore } from "../../web/tokens.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";

export const command: Command = {
  name: "serve",
  summary: "Serve sessions to browsers (HTTP + WebSocket, token login)",
  usage:
    `Usage: berth serve [--listen HOST:PORT] [--tls-cert FILE --tls-key FILE]
                   [--public-url URL]

Serves a page that lists the daemon's sessions and attaches to them with
xterm.js. Every request needs a login: open a URL from berth token create.
Runs until Ctrl-C.

Options:
  --listen HOST:PORT   where to listen (default ${DEFAULT_LISTEN}, this
                       machine only); any other address needs TLS
  --tls-cert FILE      PEM certificate (chain) for HTTPS
  --tls-key FILE       PEM private key for HTTPS
  --public-url URL     the address browsers open when a reverse proxy
                       (nginx, Caddy) forwards to this server, such as
                       https://box.example.com/berth/: its Host and Origin
                       are accepted, and X-Forwarded-For names clients
  ${INSECURE_FLAG}
                       allow plain HTTP on a non-loopback address (anyone
                       on the path can read the session and the login)`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("serve", args, {
      listen: { type: "string" },
      "tls-cert": { type: "string" },
      "tls-key": { type: "string" },
      "public-url": { type: "string" },
      "insecure-no-tls-on-network": { type: "boolean" }, // INSECURE_FLAG
    });
    if (positionals.length > 0) {
      throw new UserError("serve takes no arguments");
    }
    // It reaches its daemon by the socket, as the tokens are this
    // machine's: serving HOST's sessions is for a berth serve on HOST.
    if (global.host) {
      throw new UserError(
        `serve serves the daemon on its own machine: run berth serve on ${global.host.label}, not with -H or BERTH_HOST`,
      );
    }
    let listen, publicUrl;
    try {
      listen = parseListen(values.listen ?? DEFAULT_LISTEN);
      const pub = values["public-url"];
      publicUrl = pub === undefined ? undefined : parsePublicUrl(pub);
    } catch (err) {
      throw new UserError((err as Error).message);
    }
    const tls = readTls(values["tls-cert"], values["tls-key"]);
    const stale = tls && await certDates(tls.cert, new Date());
    if (stale) {
      throw new UserError(
        `Cannot serve HTTPS with --tls-cert ${values["tls-cert"]} and ` +
          `--tls-key ${values["tls-key"]}: ${stale}`,
      );
    }
    const insecure = values["insecure-no-tls-on-network"] === true;
    const why = refusal(listen, tls !== undefined, insecure, publicUrl);
    if (why) throw new UserError(why);
    const { serve } = await import("../../web/server.ts");
    const { runBoundCommand } = await import("./_command_runner.ts");
    // The pages' views, loaded now: a module read while a burst holds
    // every fd fails.
    (await import("../attach/attach_session.ts")).preloadViews();
    const find = global.findCommand;
    const stop = new AbortController();
    // The first signal stops it once its pages have answered the close
    // (up to 10 s: web/server.ts); a second, at once.
    const onSignal = () => {
      if (stop.signal.aborted) Deno.exit(1);
      stop.abort();
    };
    Deno.addSignalListener("SIGINT", onSignal);
    Deno.addSignalListener("SIGTERM", onSignal);
    const tokens = new TokenStore();
    try {
      await serve({
        socket: global.socket,
        listen,
        tls,
        publicUrl,
        tokens,
        signal: stop.signal,
        // A page's bound commands run here, as its user's berth would.
        runCommand: find &&
          ((line, session, hooks) =>
            runBoundCommand(line, session, global, find, hooks)),
        onListen: (addr) => {
          const scheme = tls ? "https" : "http";
          const host = addr.hostname.includes(":")
            ? `[${addr.hostname}]`
            : addr.hostname;
          const here = `${scheme}://${host}:${addr.port}`;
          const base = publicUrl?.href ?? here;
          console.log(
            `berth serve: listening on ${here}/` +
              (publicUrl ? `, for browsers at ${publicUrl.href}` : ""),
          );
          if (tokens.list().length === 0) {
            // With this server's address: the default one may not be it.
            console.log(
              `No tokens yet: berth token create --url ${base} makes a login URL`,
            );
          }
        },
      });
    } catch (err) {
      const tlsWhy = tls && tlsRefusal(err);
      if (tlsWhy) {
        throw new UserError(
          `Cannot serve HTTPS with --tls-cert ${values["tls-cert"]} and ` +
            `--tls-key ${values["tls-key"]}: ${tlsWhy}`,
        );
      }
      if (err instanceof Deno.errors.AddrInUse) {
        throw new UserError(
          `${listen.hostname}:${listen.port} is in use; pick another with --listen`,
        );
      }
      if (err instanceof Deno.errors.PermissionDenied) {
        throw new UserError(
          `Not allowed to listen on port ${listen.port}; pick one above 1023`,
        );
      }
      throw err;
    } finally {
      Deno.removeSignalListener("SIGINT", onSignal);
      Deno.removeSignalListener("SIGTERM", onSignal);
    }
    return 0;
  },
};

function readTls(
  certFile: string | undefined,
  keyFile: string | undefined,
): { cert: string; key: string } | undefined {
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw new UserError("--tls-cert and --tls-key go together; give both");
  }
  const read = (file: string, what: string) => {
    try {
      return Deno.readTextFileSync(file);
    } catch (err) {
      throw new UserError(
        `Cannot read the TLS ${what} ${file}: ${
          (err as Error).message.split("\n")[0]
        }`,
      );
    }
  };
  const pair = {
    cert: read(certFile, "certificate"),
    key: read(keyFile, "key"),
  };
  // Deno takes an empty file for none given: an internal error and its
  // stack (a renewal that failed, a file touched to be filled later).
  const empty = pair.cert === "" ? "certificate" : pair.key === "" ? "key" : "";
  if (empty) {
    throw new UserError(
      `Cannot serve HTTPS with --tls-cert ${certFile} and --tls-key ` +
        `${keyFile}: the ${empty} file is empty; give a PEM ${empty}`,
    );
  }
  return pair;
}

/**
 * What is wrong with the dates of the first certificate in `pem` at
 * `now`, or null: an expired one (a renewal that did not happen) was
 * served without a word, and browsers refuse it, past a click-through
 * that this server's `Strict-Transport-Security` forbids once they have
 * seen it. One that cannot be read is left to the TLS listener's words.
 */
async function certDates(pem: string, now: Date): Promise<string | null> {
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
function tlsRefusal(err: unknown): string | null {
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
