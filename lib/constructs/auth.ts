import { Duration, RemovalPolicy, Token, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP, AMBASSADOR_GROUP, TESTER_GROUP } from '#functions/platform/http/auth';
import { ProjectFunction } from './function';

export interface AuthProps {
  /**
   * Public URL of the web app (no trailing slash), used by the CustomMessage trigger to build the
   * password-reset link. May be a token (the CloudFront domain is only known at deploy time).
   */
  readonly appUrl: string;
}

/**
 * Every account lives in one Cognito user pool; the `admin` group replaces a user_roles table, and
 * the `tester` group marks accounts whose sandbox subscriptions count in production. Sign-in is by
 * email (the email is the username); accounts are confirmed by the PreSignUp trigger because
 * onboarding goes straight from "Create Account" to "Choose Your Plan"
 * (docs/product-rules.md#sign-up-checks).
 */
export class Auth extends Construct {
  public readonly userPool: cognito.UserPool;
  public readonly userPoolClient: cognito.UserPoolClient;
  public readonly adminGroup: cognito.CfnUserPoolGroup;
  /** Accounts whose sandbox (test-mode) subscriptions keep access once payments are live. */
  public readonly testerGroup: cognito.CfnUserPoolGroup;
  /** Approved ambassadors: may call `ambassador` routes (their portal); added by an admin's approval. */
  public readonly ambassadorGroup: cognito.CfnUserPoolGroup;
  public readonly preSignUp: ProjectFunction;
  public readonly customMessage: ProjectFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    if (!Token.isUnresolved(props.appUrl) && !/^https:\/\/[^/\s]+$/.test(props.appUrl)) {
      throw new Error(`${this.node.path}: appUrl must be an https origin without a trailing slash, got "${props.appUrl}".`);
    }

    this.preSignUp = new ProjectFunction(this, 'PreSignUp', {
      handler: 'accounts/handlers/pre-sign-up',
      description: 'Cognito PreSignUp: confirms the account and its email at sign-up',
    });
    this.customMessage = new ProjectFunction(this, 'CustomMessage', {
      handler: 'accounts/handlers/custom-message',
      description: 'Cognito CustomMessage: password reset email with a link to the app',
      environment: { APP_URL: props.appUrl },
    });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      autoVerify: { email: true },
      // The sign-up rule is "at least 8 characters with a letter and a digit"
      // (docs/product-rules.md#sign-up-checks). Cognito can require lower- or upper-case letters but
      // not "any letter", so the pool enforces length and digit and the sign-up form enforces the
      // letter. PreSignUp cannot help: it never sees the password.
      passwordPolicy: {
        minLength: 8,
        requireDigits: true,
        requireLowercase: false,
        requireUppercase: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      lambdaTriggers: {
        preSignUp: this.preSignUp.lambda,
        customMessage: this.customMessage.lambda,
      },
      // Every account and its group membership lives only here.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // SRP in the cloud; USER_PASSWORD_AUTH because the app's flow is a config value and the local
      // emulator has no SRP. Refresh-token auth is always allowed by CDK.
      authFlows: { userSrp: true, userPassword: true },
      // The app signs in through the Cognito API (Amplify), not the hosted UI: without this CDK
      // would enable the implicit and code grants with an example.com callback.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // API Gateway's JWT authorizer checks signature and expiry only, so an id or access token
      // stays usable until it expires even after its user is disabled or signed out everywhere:
      // an hour bounds that (README, "Cutting a user off"). Sign-out and admin global sign-out
      // revoke the refresh token, which ends the session at the next refresh.
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });

    this.adminGroup = new cognito.CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'CommentSpark administrators: may call admin routes',
    });
    this.testerGroup = new cognito.CfnUserPoolGroup(this, 'TesterGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: TESTER_GROUP,
      description: 'CommentSpark testers: their sandbox subscriptions keep access when payments are live',
    });
    this.ambassadorGroup = new cognito.CfnUserPoolGroup(this, 'AmbassadorGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: AMBASSADOR_GROUP,
      description: 'CommentSpark ambassadors: may call ambassador routes (their portal)',
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The product spec fixes the password rule at "at least 8 characters with a letter and a digit". The pool ' +
          'enforces length 8 and a digit; the letter is checked by the sign-up form. Requiring upper case and ' +
          'symbols would reject passwords the spec accepts.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The spec has no MFA step in sign-up or sign-in. Accounts hold a content subscription; payment details ' +
          'stay with Stripe, never in this app.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (Plus plan) is billed per monthly active user and is not needed for launch: the ' +
          'sign-in surface is SRP with Cognito lockout, and API throttling is on. Revisit with real traffic.',
      },
    );
  }
}
