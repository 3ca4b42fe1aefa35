import { errors, jwtVerify, SignJWT } from 'jose';
import { getSecretString } from '../secrets';

/**
 * Signed links in emails (docs/product-rules.md#email-links-and-unsubscribe): unsubscribe, email
 * settings, the rating stars and "Filmed it" / "Not for me". A link works without a session, so the token is all the authority
 * it carries: HS256 over who it is for (`sub`), what it may do (`aud`, one purpose) and, for a
 * rating, which idea. Anything altered, truncated, expired or signed with another key fails
 * verification and changes nothing.
 */

/** `feedback`: "Filmed it" / "Not for me" on one idea (the action is chosen by the link, the idea by the token). */
export type LinkPurpose = 'unsubscribe' | 'preferences' | 'rate' | 'feedback';

/** Whom an email went to: a subscriber (by user id) or a promo claimant in the email-only trial (by address). */
export type Recipient = { type: 'subscriber'; userId: string } | { type: 'promo'; email: string };

export interface LinkClaims {
  recipient: Recipient;
  purpose: LinkPurpose;
  /** Only on rating and feedback links. */
  ideaId?: string;
}

const ISSUER = 'commentspark-email';

/**
 * How long a link keeps working. Unsubscribe links must outlive the email by a good while: an old
 * email found in an archive still has to stop the mail. Rating links only matter while the idea is fresh.
 */
const LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  unsubscribe: 365 * 86_400,
  preferences: 365 * 86_400,
  rate: 30 * 86_400,
  feedback: 30 * 86_400,
};

/** Thrown for any token that does not verify; handlers answer 400 and change nothing. */
export class InvalidLink extends Error {}

async function signingKey(): Promise<Uint8Array> {
  const local = process.env.EMAIL_LINK_KEY;
  if (local) return new TextEncoder().encode(local);
  const arn = process.env.EMAIL_LINK_SECRET_ARN;
  if (!arn) throw new Error('EMAIL_LINK_KEY or EMAIL_LINK_SECRET_ARN must be set to sign email links.');
  return new TextEncoder().encode(await getSecretString(arn, { maxAgeSeconds: 300 }));
}

function subjectOf(recipient: Recipient): string {
  return recipient.type === 'subscriber' ? `u:${recipient.userId}` : `p:${recipient.email.toLowerCase()}`;
}

function recipientOf(subject: string | undefined): Recipient | null {
  if (subject?.startsWith('u:') && subject.length > 2) return { type: 'subscriber', userId: subject.slice(2) };
  if (subject?.startsWith('p:') && subject.length > 2) return { type: 'promo', email: subject.slice(2) };
  return null;
}

export async function signLink(claims: LinkClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims.ideaId ? { idea: claims.ideaId } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(subjectOf(claims.recipient))
    .setAudience(claims.purpose)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS[claims.purpose])
    .sign(await signingKey());
}

/** The claims of a token signed for one of `purposes`, or InvalidLink. */
export async function verifyLink(token: string, purposes: readonly LinkPurpose[], now = new Date()): Promise<LinkClaims> {
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: [...purposes],
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw new InvalidLink('This link is invalid or has expired.');
    throw error;
  }
  const recipient = recipientOf(payload.sub);
  const purpose = (Array.isArray(payload.aud) ? payload.aud[0] : payload.aud) as LinkPurpose;
  const ideaId = typeof payload.idea === 'string' ? payload.idea : undefined;
  if (!recipient || ((purpose === 'rate' || purpose === 'feedback') && !ideaId))
    throw new InvalidLink('This link is invalid or has expired.');
  return { recipient, purpose, ...(ideaId ? { ideaId } : {}) };
}
