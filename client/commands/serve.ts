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
import {
  certDates,
  TlsFiles,
  type TlsPair,
  tlsRefusal,
} from "../../web/tls_files.ts";
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
    const tlsFiles = filesOf(values["tls-cert"], values["tls-key"]);
    const tls = tlsFiles && readTls(tlsFiles);
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
        tlsFiles,
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

/** The certificate's and key's files, or none for plain HTTP. */
function filesOf(
  certFile: string | undefined,
  keyFile: string | undefined,
): TlsFiles | undefined {
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw new UserError("--tls-cert and --tls-key go together; give both");
  }
  return new TlsFiles(certFile, keyFile);
}

function readTls(files: TlsFiles): TlsPair {
  try {
    return files.read();
  } catch (err) {
    throw new UserError((err as Error).message);
  }
}
