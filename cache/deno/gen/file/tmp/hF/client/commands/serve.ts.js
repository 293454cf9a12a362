/**
 * `berth serve`: sessions in a browser (see `web/`). This process is a
 * client of the daemon like any other; the daemon never faces the network.
 *
 * @module
 */ import { DEFAULT_LISTEN, INSECURE_FLAG, parseListen, refusal } from "../../web/listen.ts";
import { TokenStore } from "../../web/tokens.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
export const command = {
  name: "serve",
  summary: "Serve sessions to browsers (HTTP + WebSocket, token login)",
  usage: `Usage: berth serve [--listen HOST:PORT] [--tls-cert FILE --tls-key FILE]

Serves a page that lists the daemon's sessions and attaches to them with
xterm.js. Every request needs a login: open a URL from berth token create.
Runs until Ctrl-C.

Options:
  --listen HOST:PORT   where to listen (default ${DEFAULT_LISTEN}, this
                       machine only); any other address needs TLS
  --tls-cert FILE      PEM certificate (chain) for HTTPS
  --tls-key FILE       PEM private key for HTTPS
  ${INSECURE_FLAG}
                       allow plain HTTP on a non-loopback address (anyone
                       on the path can read the session and the login)`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("serve", args, {
      listen: {
        type: "string"
      },
      "tls-cert": {
        type: "string"
      },
      "tls-key": {
        type: "string"
      },
      "insecure-no-tls-on-network": {
        type: "boolean"
      }
    });
    if (positionals.length > 0) {
      throw new UserError("serve takes no arguments");
    }
    // It reaches its daemon by the socket, as the tokens are this
    // machine's: serving HOST's sessions is for a berth serve on HOST.
    if (global.host) {
      throw new UserError(`serve serves the daemon on its own machine: run berth serve on ${global.host.label}, not with -H or BERTH_HOST`);
    }
    let listen;
    try {
      listen = parseListen(values.listen ?? DEFAULT_LISTEN);
    } catch (err) {
      throw new UserError(err.message);
    }
    const tls = readTls(values["tls-cert"], values["tls-key"]);
    const insecure = values["insecure-no-tls-on-network"] === true;
    const why = refusal(listen, tls !== undefined, insecure);
    if (why) throw new UserError(why);
    const { serve } = await import("../../web/server.ts");
    const stop = new AbortController();
    const onSignal = ()=>stop.abort();
    Deno.addSignalListener("SIGINT", onSignal);
    Deno.addSignalListener("SIGTERM", onSignal);
    const tokens = new TokenStore();
    try {
      await serve({
        socket: global.socket,
        listen,
        tls,
        tokens,
        signal: stop.signal,
        onListen: (addr)=>{
          const scheme = tls ? "https" : "http";
          const host = addr.hostname.includes(":") ? `[${addr.hostname}]` : addr.hostname;
          console.log(`berth serve: listening on ${scheme}://${host}:${addr.port}/`);
          if (tokens.list().length === 0) {
            console.log("No tokens yet: berth token create makes a login URL");
          }
        }
      });
    } catch (err) {
      if (err instanceof Deno.errors.AddrInUse) {
        throw new UserError(`${listen.hostname}:${listen.port} is in use; pick another with --listen`);
      }
      if (err instanceof Deno.errors.PermissionDenied) {
        throw new UserError(`Not allowed to listen on port ${listen.port}; pick one above 1023`);
      }
      throw err;
    } finally{
      Deno.removeSignalListener("SIGINT", onSignal);
      Deno.removeSignalListener("SIGTERM", onSignal);
    }
    return 0;
  }
};
function readTls(certFile, keyFile) {
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw new UserError("--tls-cert and --tls-key go together; give both");
  }
  const read = (file, what)=>{
    try {
      return Deno.readTextFileSync(file);
    } catch (err) {
      throw new UserError(`Cannot read the TLS ${what} ${file}: ${err.message.split("\n")[0]}`);
    }
  };
  return {
    cert: read(certFile, "certificate"),
    key: read(keyFile, "key")
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZXJ2ZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBzZXJ2ZWA6IHNlc3Npb25zIGluIGEgYnJvd3NlciAoc2VlIGB3ZWIvYCkuIFRoaXMgcHJvY2VzcyBpcyBhXG4gKiBjbGllbnQgb2YgdGhlIGRhZW1vbiBsaWtlIGFueSBvdGhlcjsgdGhlIGRhZW1vbiBuZXZlciBmYWNlcyB0aGUgbmV0d29yay5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHtcbiAgREVGQVVMVF9MSVNURU4sXG4gIElOU0VDVVJFX0ZMQUcsXG4gIHBhcnNlTGlzdGVuLFxuICByZWZ1c2FsLFxufSBmcm9tIFwiLi4vLi4vd2ViL2xpc3Rlbi50c1wiO1xuaW1wb3J0IHsgVG9rZW5TdG9yZSB9IGZyb20gXCIuLi8uLi93ZWIvdG9rZW5zLnRzXCI7XG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwic2VydmVcIixcbiAgc3VtbWFyeTogXCJTZXJ2ZSBzZXNzaW9ucyB0byBicm93c2VycyAoSFRUUCArIFdlYlNvY2tldCwgdG9rZW4gbG9naW4pXCIsXG4gIHVzYWdlOlxuICAgIGBVc2FnZTogYmVydGggc2VydmUgWy0tbGlzdGVuIEhPU1Q6UE9SVF0gWy0tdGxzLWNlcnQgRklMRSAtLXRscy1rZXkgRklMRV1cblxuU2VydmVzIGEgcGFnZSB0aGF0IGxpc3RzIHRoZSBkYWVtb24ncyBzZXNzaW9ucyBhbmQgYXR0YWNoZXMgdG8gdGhlbSB3aXRoXG54dGVybS5qcy4gRXZlcnkgcmVxdWVzdCBuZWVkcyBhIGxvZ2luOiBvcGVuIGEgVVJMIGZyb20gYmVydGggdG9rZW4gY3JlYXRlLlxuUnVucyB1bnRpbCBDdHJsLUMuXG5cbk9wdGlvbnM6XG4gIC0tbGlzdGVuIEhPU1Q6UE9SVCAgIHdoZXJlIHRvIGxpc3RlbiAoZGVmYXVsdCAke0RFRkFVTFRfTElTVEVOfSwgdGhpc1xuICAgICAgICAgICAgICAgICAgICAgICBtYWNoaW5lIG9ubHkpOyBhbnkgb3RoZXIgYWRkcmVzcyBuZWVkcyBUTFNcbiAgLS10bHMtY2VydCBGSUxFICAgICAgUEVNIGNlcnRpZmljYXRlIChjaGFpbikgZm9yIEhUVFBTXG4gIC0tdGxzLWtleSBGSUxFICAgICAgIFBFTSBwcml2YXRlIGtleSBmb3IgSFRUUFNcbiAgJHtJTlNFQ1VSRV9GTEFHfVxuICAgICAgICAgICAgICAgICAgICAgICBhbGxvdyBwbGFpbiBIVFRQIG9uIGEgbm9uLWxvb3BiYWNrIGFkZHJlc3MgKGFueW9uZVxuICAgICAgICAgICAgICAgICAgICAgICBvbiB0aGUgcGF0aCBjYW4gcmVhZCB0aGUgc2Vzc2lvbiBhbmQgdGhlIGxvZ2luKWAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJzZXJ2ZVwiLCBhcmdzLCB7XG4gICAgICBsaXN0ZW46IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgXCJ0bHMtY2VydFwiOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIFwidGxzLWtleVwiOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIFwiaW5zZWN1cmUtbm8tdGxzLW9uLW5ldHdvcmtcIjogeyB0eXBlOiBcImJvb2xlYW5cIiB9LCAvLyBJTlNFQ1VSRV9GTEFHXG4gICAgfSk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJzZXJ2ZSB0YWtlcyBubyBhcmd1bWVudHNcIik7XG4gICAgfVxuICAgIC8vIEl0IHJlYWNoZXMgaXRzIGRhZW1vbiBieSB0aGUgc29ja2V0LCBhcyB0aGUgdG9rZW5zIGFyZSB0aGlzXG4gICAgLy8gbWFjaGluZSdzOiBzZXJ2aW5nIEhPU1QncyBzZXNzaW9ucyBpcyBmb3IgYSBiZXJ0aCBzZXJ2ZSBvbiBIT1NULlxuICAgIGlmIChnbG9iYWwuaG9zdCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgYHNlcnZlIHNlcnZlcyB0aGUgZGFlbW9uIG9uIGl0cyBvd24gbWFjaGluZTogcnVuIGJlcnRoIHNlcnZlIG9uICR7Z2xvYmFsLmhvc3QubGFiZWx9LCBub3Qgd2l0aCAtSCBvciBCRVJUSF9IT1NUYCxcbiAgICAgICk7XG4gICAgfVxuICAgIGxldCBsaXN0ZW47XG4gICAgdHJ5IHtcbiAgICAgIGxpc3RlbiA9IHBhcnNlTGlzdGVuKHZhbHVlcy5saXN0ZW4gPz8gREVGQVVMVF9MSVNURU4pO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcigoZXJyIGFzIEVycm9yKS5tZXNzYWdlKTtcbiAgICB9XG4gICAgY29uc3QgdGxzID0gcmVhZFRscyh2YWx1ZXNbXCJ0bHMtY2VydFwiXSwgdmFsdWVzW1widGxzLWtleVwiXSk7XG4gICAgY29uc3QgaW5zZWN1cmUgPSB2YWx1ZXNbXCJpbnNlY3VyZS1uby10bHMtb24tbmV0d29ya1wiXSA9PT0gdHJ1ZTtcbiAgICBjb25zdCB3aHkgPSByZWZ1c2FsKGxpc3RlbiwgdGxzICE9PSB1bmRlZmluZWQsIGluc2VjdXJlKTtcbiAgICBpZiAod2h5KSB0aHJvdyBuZXcgVXNlckVycm9yKHdoeSk7XG4gICAgY29uc3QgeyBzZXJ2ZSB9ID0gYXdhaXQgaW1wb3J0KFwiLi4vLi4vd2ViL3NlcnZlci50c1wiKTtcbiAgICBjb25zdCBzdG9wID0gbmV3IEFib3J0Q29udHJvbGxlcigpO1xuICAgIGNvbnN0IG9uU2lnbmFsID0gKCkgPT4gc3RvcC5hYm9ydCgpO1xuICAgIERlbm8uYWRkU2lnbmFsTGlzdGVuZXIoXCJTSUdJTlRcIiwgb25TaWduYWwpO1xuICAgIERlbm8uYWRkU2lnbmFsTGlzdGVuZXIoXCJTSUdURVJNXCIsIG9uU2lnbmFsKTtcbiAgICBjb25zdCB0b2tlbnMgPSBuZXcgVG9rZW5TdG9yZSgpO1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCBzZXJ2ZSh7XG4gICAgICAgIHNvY2tldDogZ2xvYmFsLnNvY2tldCxcbiAgICAgICAgbGlzdGVuLFxuICAgICAgICB0bHMsXG4gICAgICAgIHRva2VucyxcbiAgICAgICAgc2lnbmFsOiBzdG9wLnNpZ25hbCxcbiAgICAgICAgb25MaXN0ZW46IChhZGRyKSA9PiB7XG4gICAgICAgICAgY29uc3Qgc2NoZW1lID0gdGxzID8gXCJodHRwc1wiIDogXCJodHRwXCI7XG4gICAgICAgICAgY29uc3QgaG9zdCA9IGFkZHIuaG9zdG5hbWUuaW5jbHVkZXMoXCI6XCIpXG4gICAgICAgICAgICA/IGBbJHthZGRyLmhvc3RuYW1lfV1gXG4gICAgICAgICAgICA6IGFkZHIuaG9zdG5hbWU7XG4gICAgICAgICAgY29uc29sZS5sb2coXG4gICAgICAgICAgICBgYmVydGggc2VydmU6IGxpc3RlbmluZyBvbiAke3NjaGVtZX06Ly8ke2hvc3R9OiR7YWRkci5wb3J0fS9gLFxuICAgICAgICAgICk7XG4gICAgICAgICAgaWYgKHRva2Vucy5saXN0KCkubGVuZ3RoID09PSAwKSB7XG4gICAgICAgICAgICBjb25zb2xlLmxvZyhcIk5vIHRva2VucyB5ZXQ6IGJlcnRoIHRva2VuIGNyZWF0ZSBtYWtlcyBhIGxvZ2luIFVSTFwiKTtcbiAgICAgICAgICB9XG4gICAgICAgIH0sXG4gICAgICB9KTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmIChlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5BZGRySW5Vc2UpIHtcbiAgICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgICBgJHtsaXN0ZW4uaG9zdG5hbWV9OiR7bGlzdGVuLnBvcnR9IGlzIGluIHVzZTsgcGljayBhbm90aGVyIHdpdGggLS1saXN0ZW5gLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLlBlcm1pc3Npb25EZW5pZWQpIHtcbiAgICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgICBgTm90IGFsbG93ZWQgdG8gbGlzdGVuIG9uIHBvcnQgJHtsaXN0ZW4ucG9ydH07IHBpY2sgb25lIGFib3ZlIDEwMjNgLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgdGhyb3cgZXJyO1xuICAgIH0gZmluYWxseSB7XG4gICAgICBEZW5vLnJlbW92ZVNpZ25hbExpc3RlbmVyKFwiU0lHSU5UXCIsIG9uU2lnbmFsKTtcbiAgICAgIERlbm8ucmVtb3ZlU2lnbmFsTGlzdGVuZXIoXCJTSUdURVJNXCIsIG9uU2lnbmFsKTtcbiAgICB9XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuXG5mdW5jdGlvbiByZWFkVGxzKFxuICBjZXJ0RmlsZTogc3RyaW5nIHwgdW5kZWZpbmVkLFxuICBrZXlGaWxlOiBzdHJpbmcgfCB1bmRlZmluZWQsXG4pOiB7IGNlcnQ6IHN0cmluZzsga2V5OiBzdHJpbmcgfSB8IHVuZGVmaW5lZCB7XG4gIGlmIChjZXJ0RmlsZSA9PT0gdW5kZWZpbmVkICYmIGtleUZpbGUgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgaWYgKGNlcnRGaWxlID09PSB1bmRlZmluZWQgfHwga2V5RmlsZSA9PT0gdW5kZWZpbmVkKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcIi0tdGxzLWNlcnQgYW5kIC0tdGxzLWtleSBnbyB0b2dldGhlcjsgZ2l2ZSBib3RoXCIpO1xuICB9XG4gIGNvbnN0IHJlYWQgPSAoZmlsZTogc3RyaW5nLCB3aGF0OiBzdHJpbmcpID0+IHtcbiAgICB0cnkge1xuICAgICAgcmV0dXJuIERlbm8ucmVhZFRleHRGaWxlU3luYyhmaWxlKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIGBDYW5ub3QgcmVhZCB0aGUgVExTICR7d2hhdH0gJHtmaWxlfTogJHtcbiAgICAgICAgICAoZXJyIGFzIEVycm9yKS5tZXNzYWdlLnNwbGl0KFwiXFxuXCIpWzBdXG4gICAgICAgIH1gLFxuICAgICAgKTtcbiAgICB9XG4gIH07XG4gIHJldHVybiB7IGNlcnQ6IHJlYWQoY2VydEZpbGUsIFwiY2VydGlmaWNhdGVcIiksIGtleTogcmVhZChrZXlGaWxlLCBcImtleVwiKSB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FDRSxjQUFjLEVBQ2QsYUFBYSxFQUNiLFdBQVcsRUFDWCxPQUFPLFFBQ0Ysc0JBQXNCO0FBQzdCLFNBQVMsVUFBVSxRQUFRLHNCQUFzQjtBQUNqRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUNsRCxTQUF1QixTQUFTLFFBQVEsZUFBZTtBQUV2RCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUNFLENBQUM7Ozs7Ozs7Z0RBTzJDLEVBQUUsZUFBZTs7OztFQUkvRCxFQUFFLGNBQWM7O3NFQUVvRCxDQUFDO0VBQ3JFLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixTQUFTLE1BQU07TUFDOUQsUUFBUTtRQUFFLE1BQU07TUFBUztNQUN6QixZQUFZO1FBQUUsTUFBTTtNQUFTO01BQzdCLFdBQVc7UUFBRSxNQUFNO01BQVM7TUFDNUIsOEJBQThCO1FBQUUsTUFBTTtNQUFVO0lBQ2xEO0lBQ0EsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO01BQzFCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsOERBQThEO0lBQzlELG1FQUFtRTtJQUNuRSxJQUFJLE9BQU8sSUFBSSxFQUFFO01BQ2YsTUFBTSxJQUFJLFVBQ1IsQ0FBQywrREFBK0QsRUFBRSxPQUFPLElBQUksQ0FBQyxLQUFLLENBQUMsMkJBQTJCLENBQUM7SUFFcEg7SUFDQSxJQUFJO0lBQ0osSUFBSTtNQUNGLFNBQVMsWUFBWSxPQUFPLE1BQU0sSUFBSTtJQUN4QyxFQUFFLE9BQU8sS0FBSztNQUNaLE1BQU0sSUFBSSxVQUFVLEFBQUMsSUFBYyxPQUFPO0lBQzVDO0lBQ0EsTUFBTSxNQUFNLFFBQVEsTUFBTSxDQUFDLFdBQVcsRUFBRSxNQUFNLENBQUMsVUFBVTtJQUN6RCxNQUFNLFdBQVcsTUFBTSxDQUFDLDZCQUE2QixLQUFLO0lBQzFELE1BQU0sTUFBTSxRQUFRLFFBQVEsUUFBUSxXQUFXO0lBQy9DLElBQUksS0FBSyxNQUFNLElBQUksVUFBVTtJQUM3QixNQUFNLEVBQUUsS0FBSyxFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7SUFDL0IsTUFBTSxPQUFPLElBQUk7SUFDakIsTUFBTSxXQUFXLElBQU0sS0FBSyxLQUFLO0lBQ2pDLEtBQUssaUJBQWlCLENBQUMsVUFBVTtJQUNqQyxLQUFLLGlCQUFpQixDQUFDLFdBQVc7SUFDbEMsTUFBTSxTQUFTLElBQUk7SUFDbkIsSUFBSTtNQUNGLE1BQU0sTUFBTTtRQUNWLFFBQVEsT0FBTyxNQUFNO1FBQ3JCO1FBQ0E7UUFDQTtRQUNBLFFBQVEsS0FBSyxNQUFNO1FBQ25CLFVBQVUsQ0FBQztVQUNULE1BQU0sU0FBUyxNQUFNLFVBQVU7VUFDL0IsTUFBTSxPQUFPLEtBQUssUUFBUSxDQUFDLFFBQVEsQ0FBQyxPQUNoQyxDQUFDLENBQUMsRUFBRSxLQUFLLFFBQVEsQ0FBQyxDQUFDLENBQUMsR0FDcEIsS0FBSyxRQUFRO1VBQ2pCLFFBQVEsR0FBRyxDQUNULENBQUMsMEJBQTBCLEVBQUUsT0FBTyxHQUFHLEVBQUUsS0FBSyxDQUFDLEVBQUUsS0FBSyxJQUFJLENBQUMsQ0FBQyxDQUFDO1VBRS9ELElBQUksT0FBTyxJQUFJLEdBQUcsTUFBTSxLQUFLLEdBQUc7WUFDOUIsUUFBUSxHQUFHLENBQUM7VUFDZDtRQUNGO01BQ0Y7SUFDRixFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksZUFBZSxLQUFLLE1BQU0sQ0FBQyxTQUFTLEVBQUU7UUFDeEMsTUFBTSxJQUFJLFVBQ1IsR0FBRyxPQUFPLFFBQVEsQ0FBQyxDQUFDLEVBQUUsT0FBTyxJQUFJLENBQUMsc0NBQXNDLENBQUM7TUFFN0U7TUFDQSxJQUFJLGVBQWUsS0FBSyxNQUFNLENBQUMsZ0JBQWdCLEVBQUU7UUFDL0MsTUFBTSxJQUFJLFVBQ1IsQ0FBQyw4QkFBOEIsRUFBRSxPQUFPLElBQUksQ0FBQyxxQkFBcUIsQ0FBQztNQUV2RTtNQUNBLE1BQU07SUFDUixTQUFVO01BQ1IsS0FBSyxvQkFBb0IsQ0FBQyxVQUFVO01BQ3BDLEtBQUssb0JBQW9CLENBQUMsV0FBVztJQUN2QztJQUNBLE9BQU87RUFDVDtBQUNGLEVBQUU7QUFFRixTQUFTLFFBQ1AsUUFBNEIsRUFDNUIsT0FBMkI7RUFFM0IsSUFBSSxhQUFhLGFBQWEsWUFBWSxXQUFXLE9BQU87RUFDNUQsSUFBSSxhQUFhLGFBQWEsWUFBWSxXQUFXO0lBQ25ELE1BQU0sSUFBSSxVQUFVO0VBQ3RCO0VBQ0EsTUFBTSxPQUFPLENBQUMsTUFBYztJQUMxQixJQUFJO01BQ0YsT0FBTyxLQUFLLGdCQUFnQixDQUFDO0lBQy9CLEVBQUUsT0FBTyxLQUFLO01BQ1osTUFBTSxJQUFJLFVBQ1IsQ0FBQyxvQkFBb0IsRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLEVBQUUsRUFDcEMsQUFBQyxJQUFjLE9BQU8sQ0FBQyxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUUsRUFDckM7SUFFTjtFQUNGO0VBQ0EsT0FBTztJQUFFLE1BQU0sS0FBSyxVQUFVO0lBQWdCLEtBQUssS0FBSyxTQUFTO0VBQU87QUFDMUUifQ==
// denoCacheMetadata=12466050083624888218,16305535293794060980