/** What Google's userinfo endpoint answers (the fields used here). */
export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
  picture: string;
  email_verified: boolean;
}

/** Asks the userinfo endpoint who the access token belongs to; null when the token is refused. */
export async function fetchGoogleProfile(userinfoUrl: string, accessToken: string): Promise<GoogleProfile | null> {
  const res = await fetch(userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) return null;
  const body = (await res.json()) as Record<string, unknown>;
  if (typeof body.email !== 'string' || !body.email) return null;
  return {
    sub: String(body.sub ?? ''),
    email: body.email,
    name: typeof body.name === 'string' && body.name.trim() ? body.name : body.email.split('@')[0],
    picture: typeof body.picture === 'string' ? body.picture : '',
    email_verified: body.email_verified === true || body.email_verified === 'true',
  };
}
