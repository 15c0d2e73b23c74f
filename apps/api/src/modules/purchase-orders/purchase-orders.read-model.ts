import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { ingredientInstances, ingredientProductFacts } from '../../db/schema/ingredients.ts';

/*
 * What an order reads of the products (issue 37): name, base unit, purchase format and price, the
 * density and unit weight in force (to say a format in the base unit) and the supplier. A read
 * model over the ingredients module's tables, owner-scoped, one statement; writes nothing.
 */

export interface OrderProductRow {
  id: number;
  name: string;
  baseUnit: BaseUnit;
  purchaseQuantity: string;
  purchaseUnit: UnitCode;
  /** Price of one format without VAT. */
  purchasePrice: string;
  density: string | null;
  unitWeight: string | null;
  supplierId: number | null;
}

export function createPurchaseOrdersReadModel(db: Db) {
  return {
    /** The owner's products: those of `supplierIds` and those among `productIds`. */
    async products(
      ownerId: number,
      filter: { supplierIds?: readonly number[]; productIds?: readonly number[] },
    ): Promise<OrderProductRow[]> {
      const supplierIds = [...(filter.supplierIds ?? [])];
      const productIds = [...(filter.productIds ?? [])];
      if (supplierIds.length === 0 && productIds.length === 0) return [];
      return queryRows<OrderProductRow>(
        db,
        sql`select f.id, f.name, f.base_unit as "baseUnit",
                   i.purchase_quantity::text as "purchaseQuantity",
                   i.purchase_unit as "purchaseUnit", i.purchase_price::text as "purchasePrice",
                   f.density::text as density, f.unit_weight::text as "unitWeight",
                   i.supplier_id as "supplierId"
            from ${ingredientProductFacts} f
            join ${ingredientInstances} i on i.id = f.id
            where f.owner_id = ${ownerId}
              and (i.supplier_id = any(${sql.param(supplierIds)}::int[])
                   or f.id = any(${sql.param(productIds)}::int[]))`,
      );
    },
  };
}

export type PurchaseOrdersReadModel = ReturnType<typeof createPurchaseOrdersReadModel>;
