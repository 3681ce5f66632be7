import { hmacSha256Hex } from './crypto.ts';
import type { FacebookAdapter, FacebookProfile } from './adapters.ts';
import { ApiError } from './api-error.ts';

export const GRAPH_VERSION = 'v21.0';

export interface FacebookGraphOptions {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com, or a local fake in tests */
  graphUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const refused = (why: string) => new ApiError('unauthorized', `Facebook login could not be verified: ${why}`);

/**
 * Verifies a user access token server side: debug_token (with the app token) must say it is valid and issued to this
 * app, then /me (with appsecret_proof) gives the profile. Nothing the browser claims about the user is trusted.
 */
export function createFacebookGraph(options: FacebookGraphOptions): FacebookAdapter {
  const doFetch = options.fetch ?? fetch;
  const base = options.graphUrl.replace(/\/$/, '');
  async function get(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = `${base}/${GRAPH_VERSION}/${path}?${new URLSearchParams(params)}`;
    let res: Response;
    try {
      res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 8000) });
    } catch (error) {
      // Facebook is down, slow past the timeout, or reset the connection: not our fault and worth another try, so
      // 503 (not 500), with what went wrong kept as the cause.
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw Object.assign(
        new ApiError(
          'unavailable',
          timedOut
            ? 'Facebook did not answer in time. Please try again in a moment.'
            : 'Facebook could not be reached. Please try again in a moment.',
        ),
        { cause: error },
      );
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      const err = body.error as { message?: string } | undefined;
      throw refused(err?.message ?? `Graph API answered ${res.status}`);
    }
    return body;
  }
  return {
    configured: true,
    async verifyAccessToken(accessToken: string): Promise<FacebookProfile> {
      const debug = await get('debug_token', { input_token: accessToken, access_token: `${options.appId}|${options.appSecret}` });
      const data = (debug.data ?? {}) as { is_valid?: boolean; app_id?: string; user_id?: string };
      if (!data.is_valid) throw refused('the access token is not valid');
      if (String(data.app_id) !== options.appId) throw refused('the access token belongs to another app');
      const me = await get('me', {
        fields: 'id,name,picture.type(large)',
        access_token: accessToken,
        appsecret_proof: hmacSha256Hex(options.appSecret, accessToken),
      });
      const id = String(me.id ?? '');
      if (!id || id !== String(data.user_id)) throw refused('the profile does not match the token');
      const picture = (me.picture as { data?: { url?: string } } | undefined)?.data?.url ?? '';
      return { id, name: String(me.name ?? ''), picture: /^https:\/\//.test(picture) ? picture : '' };
    },
  };
}

/** The adapter of a server without FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: every login is refused clearly. */
export function unconfiguredFacebook(): FacebookAdapter {
  return {
    configured: false,
    async verifyAccessToken() {
      throw new ApiError('bad_request', 'Facebook login is not configured on this server');
    },
  };
}
