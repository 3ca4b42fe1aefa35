/** The web app's origin (CloudFront in the cloud, the local web server on a laptop), without a trailing slash. */
export function appUrl(): string {
  const url = process.env.APP_URL;
  if (!url) throw new Error('APP_URL is not set');
  return url.replace(/\/+$/, '');
}
