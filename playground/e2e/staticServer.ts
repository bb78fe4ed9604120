import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface StaticSite {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves `root` on 127.0.0.1 at a free port: just enough HTTP to load the built playground. With a
 * `mountPath` such as `/team/email-rules/` the site is served there only (as project pages are hosted) and
 * everything outside it is a 404, so a page that asks for `/assets/…` breaks visibly.
 */
export async function serveStatic(root: string, mountPath = '/'): Promise<StaticSite> {
  const base = normalize(root + sep);
  const server: Server = createServer((request, response) => {
    const fullPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const refuse = (status: number) => {
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(String(status));
    };
    if (!fullPath.startsWith(mountPath)) {
      refuse(404);
      return;
    }
    const path = `/${fullPath.slice(mountPath.length)}`;
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(base)) {
      refuse(403);
      return;
    }
    stat(file).then(
      (info) => {
        if (!info.isFile()) {
          refuse(404);
          return;
        }
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
        });
        createReadStream(file).pipe(response);
      },
      () => {
        refuse(404);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}${mountPath}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
}
