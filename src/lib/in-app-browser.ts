/** The in-app browsers of social messaging apps (spec: the share page only shows a notice there). */
const IN_APP = /MicroMessenger|WeChat|FBAN|FBAV|FB_IAB|FBIOS|\bLine\/|Instagram/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP.test(userAgent);
}

export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
