import 'server-only';
import { readFile } from 'node:fs/promises';
import { loadConfig, type Config } from '@/edge/config';
import { log } from '@/request/log';

// Apple Pay through Stripe is offered on a domain only once Apple has read this file there
// (Stripe's "Register your domain"). Its text comes from the configuration:
// APPLE_PAY_DOMAIN_ASSOCIATION (the text) or APPLE_PAY_DOMAIN_ASSOCIATION_FILE (a path to it,
// read once). routing/app-routes.ts sends the path on both storefronts to the route handler.

let fromFile: { path: string; text: Promise<string | null> } | null = null;

/** The association file's text, or null when it is not configured (or its file cannot be read). */
export async function applePayAssociation(config: Pick<Config, 'APPLE_PAY_DOMAIN_ASSOCIATION' | 'APPLE_PAY_DOMAIN_ASSOCIATION_FILE'> = loadConfig()): Promise<string | null> {
  if (config.APPLE_PAY_DOMAIN_ASSOCIATION) return config.APPLE_PAY_DOMAIN_ASSOCIATION;
  const path = config.APPLE_PAY_DOMAIN_ASSOCIATION_FILE;
  if (!path) return null;
  if (fromFile?.path !== path) {
    fromFile = {
      path,
      text: readFile(path, 'utf8').then(
        (text) => (text.trim() ? text : null),
        (error: unknown) => {
          log.error('apple_pay_association_unreadable', { code: (error as NodeJS.ErrnoException).code ?? 'unknown' });
          return null;
        },
      ),
    };
  }
  return fromFile.text;
}

/** GET on the association path: the file as text/plain, or 404 while it is not configured. */
export async function applePayAssociationResponse(config?: Parameters<typeof applePayAssociation>[0]): Promise<Response> {
  const text = await applePayAssociation(config);
  if (text === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  // Apple reads it when the domain is registered (and now and then after): a short browser cache only.
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
