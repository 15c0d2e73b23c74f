import {
  menuDishListSchema,
  menuListSchema,
  menuRequestSchema,
  menuSchema,
  duplicateMenuRequestSchema,
  duplicateMenuName,
  type Menu,
  type MenuDish,
  type MenuInputData,
  type MenuListItem,
  type MenuRequest,
} from '@costeo/domain/contracts/menus';
import { featureNotAvailableErrorSchema } from '@costeo/domain/contracts/errors';
import { dec, toMoney } from '@costeo/domain/decimal';
import { exportFileNames } from '@costeo/domain/export-files';
import { costMenu, menuEnergy, type DishEnergy } from '@costeo/domain/menu-costing';
import { nutrientText } from '@costeo/domain/nutrition';
import { planHasFeature, type PlanCode } from '@costeo/domain/plans';
import { quoteDeposit } from '@costeo/domain/quotes';
import { http } from 'msw';
import { MENU_DISHES_URL, MENUS_URL } from '../../api/urls.ts';
import { engineDish, formatMenuFigures } from '../../features/menus/lib/menu-figures.ts';
import { server } from '../server.ts';
import { answer, answerFile, bodyOf, idOf, noContent, notFound, queryParam } from './respond.ts';
import { PLANS, serveAccount, type Usage } from './subscriptions.ts';

export interface StoredMenu {
  id: number;
  data: MenuInputData;
  /** Given by the first client quote's download (issue 31). */
  quoteNumber?: string;
}

/** A menu as stored, from a request (the contract's defaults applied). */
export function storedMenu(id: number, request: MenuRequest): StoredMenu {
  return { id, data: menuRequestSchema.parse(request) };
}

interface MenusOptions {
  dishes?: MenuDish[];
  /** Each dish's energy per serving (its nutrition declaration), by recipe id; absent: unknown. */
  energy?: Record<number, DishEnergy>;
  menus?: StoredMenu[];
  plan?: PlanCode;
  usage?: Usage;
}

const DATE = '2026-03-15T12:00:00Z';
const DEFAULTS = { saleVatPct: '10.00', targetFoodCostPct: '30.00' };
const fixed2 = (value: string | null) => (value === null ? null : dec(value).toFixed(2));

/**
 * A signed-in account with dishes and menus, over this test's store. The figures are the domain's
 * `costMenu` over the stored menu and its dishes' exact costs, as the API computes them; every
 * answer is checked against the menus contract, every body read through its request contract.
 */
export function serveMenus(options: MenusOptions = {}) {
  const dishes = options.dishes ?? [];
  const state = {
    // Copies: a PUT in one test must not change the fixtures of the next.
    menus: (options.menus ?? []).map((menu) => structuredClone(menu)),
    nextId: 900,
  };
  const account = serveAccount({ plan: options.plan, usage: options.usage });
  const dishOf = (id: number): MenuDish => {
    const dish = dishes.find((candidate) => candidate.id === id);
    if (!dish) throw new Error(`unknown dish ${id}`);
    return dish;
  };

  const menuAnswer = (stored: StoredMenu, guestsParam?: number): Menu => {
    const { data } = stored;
    const saleVatPct = fixed2(data.sale_vat_pct) ?? DEFAULTS.saleVatPct;
    const targetFoodCostPct = fixed2(data.target_food_cost_pct) ?? DEFAULTS.targetFoodCostPct;
    const guests = data.kind === 'evento' ? (guestsParam ?? data.guests) : null;
    const costed = costMenu({
      kind: data.kind,
      pricePerPerson: data.price_per_person,
      saleVatPct,
      targetFoodCostPct,
      guests,
      sections: data.sections.map((section) => ({
        name: section.name,
        choice: section.choice,
        items: section.items.map((item) => ({
          name: dishOf(item.recipe).name,
          dish: engineDish(dishOf(item.recipe)),
          servingsPerCover: item.servings_per_cover,
          expectedSharePct: section.choice === 'one' ? item.expected_share_pct : null,
        })),
      })),
      extras: data.extras.map((extra) => ({
        name: extra.name,
        costType: extra.cost_type,
        amount: extra.amount,
      })),
    });
    const figures = formatMenuFigures(costed, {
      kind: data.kind,
      saleVatPct,
      targetFoodCostPct,
      priceMissing: false,
      dishes: data.sections.flatMap((section) =>
        section.items.map((item) => ({ id: item.recipe, name: dishOf(item.recipe).name })),
      ),
    });
    const { sections: sectionFigures, ...menuFigures } = figures;
    const energy = menuEnergy(
      data.kind,
      data.sections.map((section, sectionIndex) => ({
        choice: section.choice,
        items: section.items.map((item, index) => ({
          servingsPerCover: item.servings_per_cover,
          sharePct: costed.sections[sectionIndex]?.items[index]?.sharePct ?? null,
          energy: options.energy?.[item.recipe] ?? null,
        })),
      })),
    );
    return {
      id: stored.id,
      name: data.name,
      kind: data.kind,
      price_per_person: data.price_per_person,
      sale_vat_pct: fixed2(data.sale_vat_pct),
      target_food_cost_pct: fixed2(data.target_food_cost_pct),
      guests: data.guests,
      event_date: data.event_date,
      client_name: data.client_name,
      notes: data.notes,
      created_at: DATE,
      updated_at: DATE,
      quote_validity_days: data.quote_validity_days,
      quote_deposit_pct: fixed2(data.quote_deposit_pct),
      quote_payment_terms: data.quote_payment_terms,
      quote_number: stored.quoteNumber ?? null,
      quote_issued_at: stored.quoteNumber ? DATE : null,
      effective_quote_validity_days: data.quote_validity_days ?? 30,
      effective_quote_deposit_pct: fixed2(data.quote_deposit_pct) ?? '30.00',
      effective_quote_payment_terms: data.quote_payment_terms ?? 'Transferencia 7 días antes.',
      quote_deposit:
        data.kind === 'evento'
          ? quoteDeposit(menuFigures.total_with_vat, fixed2(data.quote_deposit_pct) ?? '30.00')
          : null,
      ...menuFigures,
      energy_kj_per_cover: nutrientText(energy.perCover?.kj ?? null),
      energy_kcal_per_cover: nutrientText(energy.perCover?.kcal ?? null),
      sections: data.sections.map((section, sectionIndex) => {
        const sectionFigure = sectionFigures[sectionIndex];
        return {
          id: stored.id * 100 + sectionIndex,
          position: sectionIndex + 1,
          name: section.name,
          choice: section.choice,
          cost_expected: sectionFigure?.cost_expected ?? '0.00',
          cost_worst: sectionFigure?.cost_worst ?? '0.00',
          items: section.items.map((item, index) => {
            const dish = dishOf(item.recipe);
            const itemFigure = sectionFigure?.items[index];
            return {
              id: stored.id * 10_000 + sectionIndex * 100 + index,
              position: index + 1,
              recipe: item.recipe,
              dish,
              servings_per_cover: item.servings_per_cover,
              expected_share_pct: section.choice === 'one' ? item.expected_share_pct : null,
              guest_quantity: fixed2(item.guest_quantity),
              guest_unit: item.guest_unit,
              share_pct: itemFigure?.share_pct ?? null,
              cost_per_cover: itemFigure?.cost_per_cover ?? null,
              allergens: dish.allergens,
              sale_price: dish.sale_price,
              food_cost_pct: itemFigure?.food_cost_pct ?? null,
              margin_per_serving: itemFigure?.margin_per_serving ?? null,
              below_target: itemFigure?.below_target ?? false,
              energy_kj_per_cover: nutrientText(energy.items[sectionIndex]?.[index]?.kj ?? null),
              energy_kcal_per_cover: nutrientText(
                energy.items[sectionIndex]?.[index]?.kcal ?? null,
              ),
            };
          }),
        };
      }),
      extras: data.extras.map((extra, index) => ({
        id: stored.id * 100 + index,
        position: index + 1,
        name: extra.name,
        cost_type: extra.cost_type,
        amount: extra.amount,
        total:
          guests === null
            ? null
            : toMoney(
                extra.cost_type === 'per_person'
                  ? dec(extra.amount).times(guests)
                  : dec(extra.amount),
              ),
      })),
    };
  };

  const listItem = (stored: StoredMenu): MenuListItem => {
    const {
      sections,
      extras: _extras,
      notes: _notes,
      energy_kj_per_cover: _kj,
      energy_kcal_per_cover: _kcal,
      effective_quote_validity_days: _days,
      effective_quote_deposit_pct: _deposit,
      effective_quote_payment_terms: _terms,
      quote_deposit: _amount,
      ...rest
    } = menuAnswer(stored);
    return {
      ...rest,
      sections_count: sections.length,
      dishes_count: sections.reduce((total, section) => total + section.items.length, 0),
    };
  };

  const find = (params: Record<string, string | readonly string[] | undefined>) =>
    state.menus.find((menu) => menu.id === idOf(params));
  const menuPath = `${MENUS_URL}:id(\\d+)/`;

  server.use(
    http.get(MENUS_URL, ({ request }) => {
      const search = (queryParam(request, 'search') ?? '').toLowerCase();
      const kind = queryParam(request, 'kind');
      const ordering = queryParam(request, 'ordering');
      const items = state.menus
        .map(listItem)
        .filter(
          (item) =>
            (kind === undefined || item.kind === kind) &&
            (item.name.toLowerCase().includes(search) ||
              item.client_name.toLowerCase().includes(search)),
        );
      if (ordering === 'name' || ordering === '-name') {
        items.sort((a, b) => a.name.localeCompare(b.name, 'es'));
        if (ordering === '-name') items.reverse();
      }
      const size = Number(queryParam(request, 'page_size') ?? 25);
      const page = Number(queryParam(request, 'page') ?? 1);
      const results = items.slice((page - 1) * size, page * size);
      return answer(menuListSchema, {
        count: items.length,
        next: page * size < items.length ? `${MENUS_URL}?page=${page + 1}` : null,
        previous: page > 1 ? `${MENUS_URL}?page=${page - 1}` : null,
        results,
      });
    }),
    http.post(MENUS_URL, async ({ request }) => {
      const stored = { id: state.nextId++, data: await bodyOf(request, menuRequestSchema) };
      state.menus.push(stored);
      return answer(menuSchema, menuAnswer(stored), 201);
    }),
    http.get(MENU_DISHES_URL, ({ request }) => {
      const search = (queryParam(request, 'search') ?? '').toLowerCase();
      const found = dishes
        .filter((dish) => dish.name.toLowerCase().includes(search))
        .sort((a, b) => a.name.localeCompare(b.name, 'es'))
        .slice(0, 50);
      return answer(menuDishListSchema, found);
    }),
    http.get(menuPath, ({ request, params }) => {
      const stored = find(params);
      const guests = queryParam(request, 'guests');
      return stored
        ? answer(menuSchema, menuAnswer(stored, guests === undefined ? undefined : Number(guests)))
        : notFound();
    }),
    http.put(menuPath, async ({ request, params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      stored.data = await bodyOf(request, menuRequestSchema);
      return answer(menuSchema, menuAnswer(stored));
    }),
    http.delete(menuPath, ({ params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      state.menus = state.menus.filter((menu) => menu !== stored);
      return noContent();
    }),
    http.post(`${menuPath}duplicate/`, async ({ request, params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      const { name } = await bodyOf(request, duplicateMenuRequestSchema);
      const copy = {
        id: state.nextId++,
        data: {
          ...structuredClone(stored.data),
          name: name ?? duplicateMenuName(stored.data.name),
        },
      };
      state.menus.push(copy);
      return answer(menuSchema, menuAnswer(copy), 201);
    }),
    http.get(`${menuPath}export/pdf/`, ({ request, params }) => {
      const stored = find(params);
      if (!stored) return notFound();
      if (!planHasFeature(PLANS[account.state.plan], 'exports')) {
        return answer(
          featureNotAvailableErrorSchema,
          {
            detail: 'Esta funcionalidad requiere un plan Pro o superior.',
            code: 'feature_not_available',
            feature: 'exports',
            required_plan: 'pro',
          },
          403,
        );
      }
      const variant = queryParam(request, 'variant') === 'interno' ? 'interno' : 'cliente';
      if (stored.data.kind === 'evento' && variant === 'cliente') {
        stored.quoteNumber ??= 'P-2026-0001';
      }
      return answerFile(
        '%PDF-1.7 menu',
        'application/pdf',
        exportFileNames.menuPdf(stored.data.name, stored.data.kind, variant, new Date(DATE)),
      );
    }),
  );

  return { ...account, menusState: state, answer: menuAnswer };
}

export type ServedMenus = ReturnType<typeof serveMenus>;
