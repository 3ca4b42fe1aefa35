/*
 * cognito-local, started the way its own CLI starts it (lib/server/defaults.js), with one change:
 * the messages Cognito would email (the password-reset link) are sent through the SES emulator,
 * so they show up in the local mail viewer instead of only in this process's console.
 * Plain CommonJS because it runs as a child with its own working folder (cognito-local keeps its
 * data in ./.cognito), where no TypeScript loader is set up.
 *
 * Env: SES_ENDPOINT (e.g. http://127.0.0.1:8005), MAIL_FROM, PORT, HOST.
 */
'use strict';
const AWS = require('aws-sdk');
const pino = require('pino');
const { SESv2Client, SendEmailCommand } = require('@aws-sdk/client-sesv2');
const services = require('cognito-local/lib/services');
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService');
const { CryptoService } = require('cognito-local/lib/services/crypto');
const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb');
const { MessageDeliveryService } = require('cognito-local/lib/services/messageDelivery/messageDelivery');
const { otp } = require('cognito-local/lib/services/otp');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService');
const { loadConfig } = require('cognito-local/lib/server/config');
const { Router } = require('cognito-local/lib/server/Router');
const { createServer } = require('cognito-local/lib/server/server');

const logger = pino({ level: process.env.DEBUG ? 'debug' : 'warn' });

const ses = new SESv2Client({
  endpoint: process.env.SES_ENDPOINT,
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  requestHandler: { requestTimeout: 5000, throwOnRequestTimeout: true },
});

class SesMessageSender {
  async sendEmail(ctx, user, destination, message) {
    // cognito-local "delivers" a sign-up code even when the PreSignUp trigger auto-confirms the
    // account; real Cognito sends nothing then. Only messages our CustomMessage trigger wrote
    // (the reset link) are real emails.
    if (!message.emailMessage) return;
    const text = message.emailMessage;
    try {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: process.env.MAIL_FROM,
          Destination: { ToAddresses: [destination] },
          Content: {
            Simple: {
              Subject: { Data: message.emailSubject || 'Your verification code' },
              // Cognito sends the trigger's message as HTML only; so does this.
              Body: { Html: { Data: text } },
            },
          },
        }),
      );
    } catch (error) {
      ctx.logger.error({ error: String(error) }, 'could not hand the email to the SES emulator');
    }
  }
  async sendSms(ctx, user, destination, message) {
    ctx.logger.warn({ destination, code: message.__code }, 'SMS is not emulated');
  }
}

async function main() {
  const configDirectory = '.cognito';
  const dataDirectory = `${configDirectory}/db`;
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognitoClient,
    new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const deps = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(new SesMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server = createServer(Router(deps), logger, config.ServerConfig, deps);
  await server.start();
  logger.warn(`cognito-local listening on ${config.ServerConfig.hostname}:${config.ServerConfig.port}`);
}

main().catch((error) => {
  logger.error(error);
  process.exit(1);
});
