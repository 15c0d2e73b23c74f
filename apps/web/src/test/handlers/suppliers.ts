import {
  supplierInputSchema,
  supplierOverviewSchema,
  supplierSchema,
  type Supplier,
  type SupplierOverview,
} from '@costeo/domain/contracts/suppliers';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { supplierMatchName } from '@costeo/domain/suppliers';
import { normalizeSearch } from '@costeo/domain/text';
import { normalizeTaxId } from '@costeo/domain/tax-id';
import { http } from 'msw';
import { SUPPLIERS_URL } from '../../api/urls.ts';
import { server } from '../server.ts';
import { answer, answerError, idOf, noContent, notFound, queryParam } from './respond.ts';

export interface SuppliersState {
  suppliers: Supplier[];
  /** What a supplier's screen answers, by id; without one, its products from the store and no spend. */
  overviews: Record<number, SupplierOverview>;
  nextId: number;
}

const UPDATED_AT = '2026-11-27T10:00:00Z';

function refusal(field: 'name' | 'tax_id', message: string) {
  return answerError(400, { [field]: [message] });
}

/**
 * The suppliers endpoints over the test's store, as the real server answers them (issue 32): the
 * list by name with `?search=` on name, other names and tax id, products counted from `products`;
 * a second supplier of the same name (legal form, case and accents aside) or tax id is refused;
 * deleting one leaves its products without a supplier.
 */
export function serveSuppliers(
  initial: Supplier[],
  products: () => IngredientInstance[],
  overviews: Record<number, SupplierOverview> = {},
) {
  const state: SuppliersState = { suppliers: [...initial], overviews, nextId: 50 };
  const counted = (supplier: Supplier): Supplier => {
    const owned = products().filter((product) => product.supplier_id === supplier.id);
    return owned.length > 0 ? { ...supplier, products_count: owned.length } : supplier;
  };
  const conflict = (body: { name: string; tax_id: string }, except: number | null) => {
    const key = supplierMatchName(body.name);
    const taxId = normalizeTaxId(body.tax_id);
    for (const other of state.suppliers) {
      if (other.id === except) continue;
      const names = [other.name, ...other.aliases].map(supplierMatchName);
      if (names.includes(key)) {
        return refusal('name', `Ya tienes un proveedor con ese nombre: «${other.name}».`);
      }
      if (taxId !== '' && normalizeTaxId(other.tax_id) === taxId) {
        return refusal('tax_id', `Ya tienes un proveedor con ese NIF/CIF: «${other.name}».`);
      }
    }
    return null;
  };

  server.use(
    http.get(SUPPLIERS_URL, ({ request }) => {
      const search = normalizeSearch(queryParam(request, 'search') ?? '');
      const found = state.suppliers
        .filter((supplier) =>
          normalizeSearch([supplier.name, ...supplier.aliases, supplier.tax_id].join(' ')).includes(
            search,
          ),
        )
        .map(counted)
        .sort((a, b) => a.name.localeCompare(b.name, 'es'));
      return answer(supplierSchema.array(), found);
    }),
    http.post(SUPPLIERS_URL, async ({ request }) => {
      const parsed = supplierInputSchema.safeParse(await request.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return answerError(400, { [String(issue?.path[0] ?? 'name')]: [issue?.message ?? ''] });
      }
      const refused = conflict(parsed.data, null);
      if (refused) return refused;
      const created: Supplier = {
        ...parsed.data,
        tax_id: normalizeTaxId(parsed.data.tax_id),
        id: state.nextId++,
        products_count: 0,
        created_at: UPDATED_AT,
        updated_at: UPDATED_AT,
      };
      state.suppliers.push(created);
      return answer(supplierSchema, created, 201);
    }),
    http.put(`${SUPPLIERS_URL}:id(\\d+)/`, async ({ request, params }) => {
      const index = state.suppliers.findIndex((supplier) => supplier.id === idOf(params));
      const current = state.suppliers[index];
      if (!current) return notFound();
      const parsed = supplierInputSchema.safeParse(await request.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return answerError(400, { [String(issue?.path[0] ?? 'name')]: [issue?.message ?? ''] });
      }
      const refused = conflict(parsed.data, current.id);
      if (refused) return refused;
      const updated: Supplier = {
        ...current,
        ...parsed.data,
        tax_id: normalizeTaxId(parsed.data.tax_id),
        updated_at: UPDATED_AT,
      };
      state.suppliers[index] = updated;
      return answer(supplierSchema, counted(updated));
    }),
    http.delete(`${SUPPLIERS_URL}:id(\\d+)/`, ({ params }) => {
      const id = idOf(params);
      if (!state.suppliers.some((supplier) => supplier.id === id)) return notFound();
      state.suppliers = state.suppliers.filter((supplier) => supplier.id !== id);
      for (const product of products()) {
        if (product.supplier_id === id) {
          product.supplier_id = null;
          product.supplier = '';
        }
      }
      return noContent();
    }),
    http.get(`${SUPPLIERS_URL}:id(\\d+)/overview/`, ({ params }) => {
      const id = idOf(params);
      const supplier = state.suppliers.find((candidate) => candidate.id === id);
      if (!supplier) return notFound();
      const given = state.overviews[id];
      if (given) return answer(supplierOverviewSchema, { ...given, supplier: counted(supplier) });
      return answer(supplierOverviewSchema, {
        supplier: counted(supplier),
        products: products()
          .filter((product) => product.supplier_id === id)
          .map((product) => ({
            id: product.id,
            name: product.name,
            purchase_quantity: product.purchase_quantity,
            purchase_unit: product.purchase_unit,
            purchase_price: product.purchase_price,
            base_unit: product.base_unit,
            unit_cost: product.unit_cost,
            price_since: product.updated_at,
            last_purchased_on: null,
            is_active: product.is_active,
          })),
        spend_by_month: [],
        total_net: '0.00',
      });
    }),
  );
  return state;
}
