import type { BarcodeLookup, CreateScannedProductBody } from '@glouton/core/schemas';

/**
 * A new scanned product straight from what Open Food Facts said (batch mode saves it without a form).
 * Only the contract's fields: the body schema is strict, and the server keeps the OFF snapshot itself.
 */
export function bodyFromLookup(lookup: BarcodeLookup, expiresOn: string | null): CreateScannedProductBody {
  return {
    barcode: lookup.barcode,
    name: lookup.name?.trim() || `Produit ${lookup.barcode}`,
    brand: lookup.brand,
    quantity: lookup.quantity,
    imageUrl: lookup.imageUrl,
    categoryId: lookup.categoryId,
    // OFF's kind, or the pack's when a GS1 code said it (decision 0063).
    dateKind: lookup.dateKind,
    nutriscore: lookup.nutriscore,
    novaGroup: lookup.novaGroup,
    ecoscore: lookup.ecoscore,
    stock: [{ expiresOn }],
  };
}
