import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacSha256Hex } from '../../../src/server/platform/crypto.ts';

export interface FakeUser {
  id: string;
  name: string;
  picture: string;
  appId?: string;
}

/** A local stand-in for graph.facebook.com: debug_token and /me, checking the app token and appsecret_proof. */
export async function startFakeGraph(
  appId: string,
  appSecret: string,
  users: Record<string, FakeUser>,
): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(url.pathname);
    const send = (status: number, body: unknown) => {
      // Every answer closes its connection. A kept-alive socket would be closed by this server's idle timer, which
      // runs on the test's own event loop: when that loop was busy past the timeout (PGlite loading a database under
      // load), the timer fired just as the next test's fetch reused the socket, and the call failed with ECONNRESET.
      res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.endsWith('/debug_token')) {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`)
        return send(400, { error: { message: 'Invalid app access token' } });
      const user = users[url.searchParams.get('input_token') ?? ''];
      return send(200, { data: user ? { is_valid: true, app_id: user.appId ?? appId, user_id: user.id } : { is_valid: false } });
    }
    if (url.pathname.endsWith('/me')) {
      const token = url.searchParams.get('access_token') ?? '';
      const user = users[token];
      if (!user) return send(401, { error: { message: 'Invalid OAuth access token' } });
      if (url.searchParams.get('appsecret_proof') !== hmacSha256Hex(appSecret, token))
        return send(400, { error: { message: 'Invalid appsecret_proof' } });
      return send(200, { id: user.id, name: user.name, picture: { data: { url: user.picture } } });
    }
    send(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
