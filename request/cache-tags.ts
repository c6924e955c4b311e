// The names of Next's cache tags, in one place: the pages and data entries that carry them
// (features/*) and the revalidation webhook that expires them
// (content-sync/revalidate.ts, CONTRACT §9) must agree, and neither side imports the other.

/** The backend's tag of site settings (menus, banners, order settings). */
export const SETTINGS_TAG = 'settings';
/**
 * The settings the order routes check orders against (captcha flags, the catalogue's place):
 * their own entry, which the webhook expires outright on the backend's 'settings' tag, so the
 * very next order meets the flags the backend has now (pages keep stale-while-revalidate).
 */
export const ORDER_SETTINGS_TAG = 'order-settings';
/** The backend's tag of the whole gifts catalogue (CONTRACT §5). */
export const GIFTS_CATALOGUE_TAG = 'gifts_catalogue';
/** Listing answers (features/listing), refreshed hourly or on demand. */
export const LISTING_TAG = 'listing';

/** One listing's tag: `listing:topic:emergencies`, `listing:theme:all`. */
export function listingTag(type: string, value: string): string {
  return `listing:${type}:${value}`;
}

/** The backend's tag of an entity (CONTRACT §9): `node:1175`, `commerce_product:12`, `taxonomy_term:401`. */
export function entityTag(entityType: 'node' | 'commerce_product' | 'taxonomy_term', id: string): string {
  return `${entityType}:${id}`;
}

/**
 * The tag of the page a reader sees at `path` (either storefront; '/About/' and '/About?x=1'
 * are '/About'). Pages carry it, so the webhook's paths mark them stale through revalidateTag
 * (stale-while-revalidate, and the last good page kept if the backend is down) rather than
 * revalidatePath, which expires the page outright: the next request then waits for the
 * backend, and fails with it.
 */
export function pageCacheTag(path: string): string {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return `page:${clean}`.slice(0, 256);
}
