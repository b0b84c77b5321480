/** Default port of the local commerce service: the storefront's default commerce URL (`LOCAL_COMMERCE_URL`). */
export const COMMERCE_DEFAULT_PORT = 4180;
