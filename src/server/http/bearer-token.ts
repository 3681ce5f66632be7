/** The token of an `Authorization: Bearer <token>` header, or null (the API route and the fast lane read it alike). */
export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;
}
