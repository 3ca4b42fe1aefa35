#!/usr/bin/env node
import { buildApp } from '#lib/app';

// `cdk synth -c stage=prod -c domainName=app.example.com -c certificateArn=arn:aws:acm:us-east-1:…`
buildApp().app.synth();
