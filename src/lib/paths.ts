/** Every link goes through here so the base path lives in one place. */
import { BASE } from '../shared/base-path.ts';

export { BASE };

export function href(route: string, query?: Record<string, string | number | undefined | null>): string {
  const path = `${BASE}/${route.replace(/^\//, '')}`;
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function apiUrl(group: string): string {
  return `${BASE}/api/${group}`;
}

/** Query parameter of the current page (browser only). */
export function queryParam(name: string): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get(name) ?? '';
}

export function go(route: string, query?: Record<string, string | number | undefined | null>): void {
  window.location.assign(href(route, query));
}
