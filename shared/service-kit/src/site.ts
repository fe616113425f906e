/** The site's public origin (PUBLIC_URL, without a trailing slash), for absolute links in answers. */
export const siteOrigin = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
