import type { Seller } from '@domain/rechnungen/parties';
import type { Config } from '@server/platform/config/config';
import { DEMO_SELLER } from './formats/seller';

/** The agency on its invoices: SELLER_* (required in production), else the demo seller. */
export function sellerOf(config: Pick<Config, 'seller'>): Seller {
  return config.seller ?? DEMO_SELLER;
}
