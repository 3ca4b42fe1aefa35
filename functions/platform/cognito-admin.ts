import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';

/**
 * The user pool, as the functions of routes that declare `userPool` actions see it
 * (functions/platform/route.ts): USER_POOL_ID names the pool; COGNITO_ENDPOINT points the client
 * at cognito-local (in the cloud it is unset and the SDK uses the regional endpoint). The pool's
 * usernames are email addresses (sign-in alias `email`).
 */

// Created on first use: only the few routes that manage accounts pay for it.
let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const endpoint = process.env.COGNITO_ENDPOINT;
    client = new CognitoIdentityProviderClient(
      endpoint
        ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {},
    );
  }
  return client;
}

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set: the route must declare the user pool actions it uses (route `userPool`).');
  return id;
}

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value;
const errorName = (error: unknown) => (error as { name?: string }).name;

/** The email addresses of a group's enabled members (the admins to notify). */
export async function groupMemberEmails(group: string): Promise<string[]> {
  const emails: string[] = [];
  let next: string | undefined;
  do {
    const out = await cognito().send(new ListUsersInGroupCommand({ UserPoolId: userPoolId(), GroupName: group, NextToken: next }));
    for (const user of out.Users ?? []) {
      const email = attribute(user.Attributes, 'email');
      if (email && user.Enabled !== false) emails.push(email.toLowerCase());
    }
    next = out.NextToken;
  } while (next);
  return [...new Set(emails)];
}

/**
 * The account of an email, created when there is none, and its user id (`sub`). A new account
 * gets no invitation (our own email says how to sign in) and a random password nobody knows, set
 * permanent: Cognito lets a confirmed user with a verified email reset a password ("Forgot
 * password?" on /auth), but not one still waiting to change a temporary password. An account a
 * crashed earlier call left in that state is fixed the same way. Safe to call again.
 */
export async function ensureUserForEmail(email: string): Promise<{ userId: string; created: boolean }> {
  let created = false;
  let user = await getUser(email);
  if (!user) {
    try {
      await cognito().send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId(),
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      created = true;
    } catch (error) {
      // Created a moment ago by a concurrent call: use it.
      if (errorName(error) !== 'UsernameExistsException') throw error;
    }
    user = await getUser(email);
    if (!user) throw new Error(`The user pool has no account for ${email} right after creating it.`);
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    await cognito().send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: email, Password: unusablePassword(), Permanent: true }),
    );
  }
  return { userId: user.userId, created };
}

async function getUser(email: string): Promise<{ userId: string; status: string | undefined } | null> {
  try {
    const out = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    const userId = attribute(out.UserAttributes, 'sub');
    if (!userId) throw new Error(`The account of ${email} has no sub.`);
    return { userId, status: out.UserStatus };
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return null;
    throw error;
  }
}

/** Adding a member twice is not an error in Cognito: safe to call again. */
export async function addUserToGroup(email: string, group: string): Promise<void> {
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: email, GroupName: group }));
}

/** 32 random bytes plus one character of each class any password policy may ask for. */
function unusablePassword(): string {
  return `${randomBytes(32).toString('base64url')}Aa1!`;
}
