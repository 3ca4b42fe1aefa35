/**
 * The accounts `npm start` seeds. Local-only, printed at start-up; they never exist in the cloud.
 */
export const LOCAL_ACCOUNTS = {
  admin: { email: 'admin@commentspark.local', password: 'admin-pass-1', firstName: 'Ada', lastName: 'Admin' },
  subscriber: { email: 'demo@commentspark.local', password: 'demo-pass-1', firstName: 'dana', lastName: 'Demo' },
  /** A second skincare creator with a different channel (demo-data.ts DEMO_PROFILES): seeded with the demo data only. */
  secondSubscriber: { email: 'demo2@commentspark.local', password: 'demo2-pass-1', firstName: 'sam', lastName: 'Demo' },
  /** In the `ambassador` group, the portal account of the demo ambassador `glowwithmia` (demo-data.ts). */
  ambassador: { email: 'ambassador@commentspark.local', password: 'ambassador-pass-1', firstName: 'Mia', lastName: 'Torres' },
} as const;
