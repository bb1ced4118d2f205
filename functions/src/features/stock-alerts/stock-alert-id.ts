import { createHash } from 'node:crypto';
import { normaliseEmail } from '../../core/env';

/**
 * The id of `stockAlerts/{id}`: the sha256 (hex) of the product id and the normalised
 * address, so there is one request per e-mail and product and the address never appears in
 * a document path (paths show up in logs and consoles).
 */
export function stockAlertId(productId: string, email: string): string {
  return createHash('sha256')
    .update(`${productId}\n${normaliseEmail(email)}`)
    .digest('hex');
}
