/** Default port of the local commerce service: the storefront's default commerce URL (`LOCAL_COMMERCE_URL`). */
export { COMMERCE_DEFAULT_PORT } from '../services/commerce/settings.ts';
