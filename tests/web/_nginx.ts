/**
 * A real nginx (Debian's `nginx-light`, which `.ci/run` installs) as the
 * reverse proxy a self-hoster puts in front of `berth serve`: TLS on a
 * loopback port, a location per way of forwarding, in a directory of its
 * own, one process, ended with `await using`.
 *
 * @module
 */

import { waitFor } from "../_helpers/daemon.ts";
import { selfSigned } from "./_tls.ts";

const NGINX = "/usr/sbin/nginx";

/** How one `location PATH/` forwards to `berth serve`. */
export interface ProxyLocation {
  /** The path, with both slashes: `/berth/`. */
  path: string;
  /** The Host header it passes: the browser's (`$host`) or nginx's default. */
  host: "browser" | "upstream";
}

/** A running nginx that forwards its locations to one `berth serve`. */
export class Nginx {
  private constructor(
    readonly child: Deno.ChildProcess,
    readonly port: number,
  ) {}

  /** Whether nginx is installed. */
  static available(): boolean {
    try {
      return Deno.statSync(NGINX).isFile;
    } catch {
      return false;
    }
  }

  /** Starts nginx in `dir`, forwarding `locations` to `servePort`. */
  static async start(
    dir: string,
    servePort: number,
    locations: ProxyLocation[],
  ): Promise<Nginx> {
    await Deno.mkdir(dir, { recursive: true });
    await selfSigned(`${dir}/cert.pem`, `${dir}/key.pem`);
    const port = freePort();
    await Deno.writeTextFile(
      `${dir}/nginx.conf`,
      config(dir, port, servePort, locations),
    );
    const child = new Deno.Command(NGINX, {
      args: ["-p", dir, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`],
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    const proxy = new Nginx(child, port);
    await waitFor(
      async () => {
        try {
          (await Deno.connect({ hostname: "127.0.0.1", port })).close();
          return true;
        } catch {
          return false;
        }
      },
      30_000,
      "nginx to listen",
    );
    return proxy;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    try {
      this.child.kill("SIGTERM");
    } catch {
      // Already gone.
    }
    await this.child.status;
  }
}

// A port free a moment ago (nginx binds it right after).
function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

// What a self-hoster writes (nginx's own WebSocket example), everything
// else in `dir`: one process, no daemon, no logs outside it.
function config(
  dir: string,
  port: number,
  servePort: number,
  locations: ProxyLocation[],
): string {
  const blocks = locations.map((l) => `
    location ${l.path} {
      proxy_pass http://127.0.0.1:${servePort}/;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      ${l.host === "browser" ? "proxy_set_header Host $host;" : ""}
    }`).join("\n");
  return `
master_process off;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
${blocks}
  }
}
`;
}
