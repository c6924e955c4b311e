/** The selector of a page's free-gift list (JSON: the catalogue's free gifts and the currency), read by a tile's Add. */
export const FREE_GIFTS_SELECTOR = 'script[data-free-gifts]';
