import { linkFacebook, sendFacebookContacts } from './friends-api.ts';

/** The Facebook app id, set at build time; without it the shop offers no Facebook connection. */
export const FACEBOOK_APP_ID = (import.meta.env.PUBLIC_FACEBOOK_APP_ID as string | undefined) ?? '';

interface FbResponse {
  authResponse?: { accessToken: string; userID: string } | null;
}
interface FbSdk {
  init(o: Record<string, unknown>): void;
  login(cb: (r: FbResponse) => void, o: Record<string, unknown>): void;
  api(path: string, cb: (r: { data?: Array<{ id: string; name?: string }>; error?: { message: string } }) => void): void;
}

let sdk: Promise<FbSdk> | null = null;

function loadSdk(): Promise<FbSdk> {
  sdk ??= new Promise<FbSdk>((resolve, reject) => {
    const w = window as unknown as { FB?: FbSdk; fbAsyncInit?: () => void };
    if (w.FB) return resolve(w.FB);
    w.fbAsyncInit = () => {
      w.FB!.init({ appId: FACEBOOK_APP_ID, version: 'v19.0', cookie: false, xfbml: false });
      resolve(w.FB!);
    };
    const script = document.createElement('script');
    script.src = 'https://connect.facebook.net/en_US/sdk.js';
    script.async = true;
    script.onerror = () => reject(new Error('Facebook could not be reached'));
    document.head.appendChild(script);
  });
  return sdk;
}

/**
 * Links the member's Facebook account: SDK login, then update_facebook_id (the server checks the access token) and
 * facebook_member with the ids of the member's Facebook friends who use the product.
 */
export async function connectFacebook(): Promise<void> {
  if (!FACEBOOK_APP_ID) throw new Error('Facebook is not available on this site');
  const FB = await loadSdk();
  const auth = await new Promise<NonNullable<FbResponse['authResponse']>>((resolve, reject) => {
    FB.login((r) => (r.authResponse ? resolve(r.authResponse) : reject(new Error('Facebook login was cancelled'))), {
      scope: 'public_profile,user_friends',
    });
  });
  await linkFacebook(auth.userID, auth.accessToken);
  const friends = await new Promise<Array<{ id: string }>>((resolve) => {
    FB.api('/me/friends?limit=5000', (r) => resolve(r.data ?? []));
  });
  await sendFacebookContacts(friends.map((f) => f.id));
}
