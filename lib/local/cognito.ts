import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ADMIN_GROUP, AMBASSADOR_GROUP, TESTER_GROUP } from '#functions/platform/http/auth';
import { LocalStackError, LOCAL_SENDER, REPO_ROOT } from './config';
import type { ChildProcesses } from './processes';
import { waitFor } from './processes';

export interface LocalUserPool {
  endpoint: string;
  /** The `iss` of the tokens cognito-local signs: http://localhost:<port>/<poolId>. */
  issuer: string;
  jwksUrl: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** Function names cognito-local invokes through the local gateway's Lambda endpoint. */
export const TRIGGER_FUNCTIONS = {
  PreSignUp: 'preSignUp',
  CustomMessage: 'customMessage',
} as const;

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

export async function startCognito(options: {
  port: number;
  dir: string;
  lambdaEndpoint: string;
  sesEndpoint: string;
  children: ChildProcesses;
  debug: boolean;
  /** Fixes every confirmation and reset code (tests). */
  fixedCode?: string;
}): Promise<LocalUserPool> {
  const configDir = join(options.dir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const endpoint = `http://localhost:${options.port}`;
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify(
      {
        LambdaClient: {
          endpoint: options.lambdaEndpoint,
          region: 'local',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        },
        TriggerFunctions: TRIGGER_FUNCTIONS,
        TokenConfig: { IssuerDomain: endpoint },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );
  const child = spawn(process.execPath, [resolve(REPO_ROOT, 'lib/local/cognito-process.cjs')], {
    cwd: options.dir,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: 'localhost',
      SES_ENDPOINT: options.sesEndpoint,
      MAIL_FROM: LOCAL_SENDER,
      ...(options.fixedCode ? { CODE: options.fixedCode } : {}),
    },
    stdio: options.debug ? 'inherit' : 'ignore',
  });
  options.children.track('cognito', child);
  const client = cognitoClient(endpoint);
  await waitFor('cognito-local', async () => (await fetch(`${endpoint}/health`).catch(() => fetch(endpoint))).status < 500, 20_000, child);
  const ids = await ensurePool(client, options.dir);
  return {
    endpoint,
    issuer: `${endpoint}/${ids.userPoolId}`,
    jwksUrl: `${endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
    ...ids,
  };
}

/** The pool, app client and admin group are created on first start and reused after that. */
async function ensurePool(client: CognitoIdentityProviderClient, dir: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const idsFile = join(dir, 'pool.json');
  if (existsSync(idsFile)) {
    const saved = JSON.parse(readFileSync(idsFile, 'utf8')) as { userPoolId: string; userPoolClientId: string };
    const stillThere = await client
      .send(new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId }))
      .then(() => true)
      .catch(() => false);
    if (stillThere) {
      await ensureGroups(client, saved.userPoolId);
      return saved;
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'commentspark-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: { MinimumLength: 8, RequireNumbers: true, RequireLowercase: false, RequireUppercase: false, RequireSymbols: false },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new LocalStackError('cognito-local did not return a user pool id.');
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const userPoolClientId = app.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new LocalStackError('cognito-local did not return an app client id.');
  await ensureGroups(client, userPoolId);
  const ids = { userPoolId, userPoolClientId };
  writeFileSync(idsFile, JSON.stringify(ids, null, 2));
  return ids;
}

const GROUPS: ReadonlyArray<readonly [string, string]> = [
  [ADMIN_GROUP, 'CommentSpark admins'],
  [TESTER_GROUP, 'Testers: their sandbox subscriptions keep access when payments are live'],
  [AMBASSADOR_GROUP, 'Ambassadors: their portal (added when an admin approves an application)'],
];

/** The groups the app reads, created when missing (a pool kept in .local from before a group existed gets it too). */
async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  for (const [GroupName, Description] of GROUPS) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName, Description })).catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'GroupExistsException') throw error;
    });
  }
}

/**
 * Creates (or resets) a confirmed account with a known password and returns its user id (sub).
 * Running it again resets the password, so the credentials printed at start always work.
 */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  account: { email: string; password: string; groups?: readonly string[] },
): Promise<string> {
  let sub = await client
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }))
    .then((user) => user.UserAttributes?.find((a) => a.Name === 'sub')?.Value)
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException) return undefined;
      throw error;
    });
  if (!sub) {
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  }
  if (!sub) throw new LocalStackError(`cognito-local did not return a user id for ${account.email}.`);
  await client.send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.email, Password: account.password, Permanent: true }),
  );
  for (const group of account.groups ?? []) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: group }));
  }
  return sub;
}
