import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@costeo/domain/contracts/exports';
import type { MenuPdfQuery } from '@costeo/domain/contracts/menus';
import { exportFileNames } from '@costeo/domain/export-files';
import { leftoversNoticeWording } from '@costeo/domain/leftovers-notice';
import type { ExportKind } from '../../db/schema/exports.ts';
import { madridDay } from '../../lib/format-es.ts';
import type { TaskInput, TaskKind } from '../../workers/tasks.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { StockCloseService } from '../stock/stock-close.service.ts';
import type { BusinessLogoService } from '../users/business-logo.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ExportFile } from './exports.service.ts';

/** What the kitchen's documents share with the other exports (exports.service.ts). */
export interface KitchenDocumentsDeps {
  /** A menu with its figures, its quote number, its production sheets (issues 18 and 37). */
  menus: Pick<MenusService, 'get' | 'issueQuote' | 'production' | 'dayProduction'>;
  users: Pick<UsersService, 'getProfile' | 'touchData'>;
  /** The business's logo for the quotes (issue 31). */
  logo: Pick<BusinessLogoService, 'imageFor'>;
  /** The close between two counts, as `GET /api/stock/close/` serves it (issue 34). */
  stockClose: Pick<StockCloseService, 'close'>;
  now: () => Date;
  guard: UserWorkGuard;
  render: <K extends TaskKind>(kind: K, input: TaskInput<K>) => Promise<Buffer>;
  serve: (
    ownerId: number,
    kind: ExportKind,
    build: (at: Date) => Promise<ExportFile>,
  ) => Promise<ExportFile>;
  businessName: (ownerId: number) => Promise<string>;
}

/**
 * The kitchen's documents: a menu's carta or presupuesto, the production sheets of an event or a
 * day, the stock close's PDF and Excel — each from the answer its own route serves.
 */
export function createKitchenDocuments(deps: KitchenDocumentsDeps) {
  const { menus, users, logo, stockClose, now, guard, render, serve, businessName } = deps;
  return {
    /**
     * A menu's PDF (issue 18): `cliente` is the printed carta / menú del día or an event's
     * presupuesto, `interno` its costing; `guests` quotes an event for another headcount.
     */
    menuPdf(ownerId: number, id: number, query: MenuPdfQuery): Promise<ExportFile> {
      return serve(ownerId, 'menu_pdf', async (at) => {
        const [first, profile] = await Promise.all([
          menus.get(ownerId, id, query.guests),
          users.getProfile(ownerId),
        ]);
        let menu = first;
        const isQuote = menu.kind === 'evento' && query.variant === 'cliente';
        if (isQuote && menu.quote_number === null) {
          // Issued now: its number, kept for good (decision 036). A GET that writes: the answer
          // cache must not serve the menu without it.
          await menus.issueQuote(ownerId, id, Number(madridDay(at).slice(0, 4)));
          await users.touchData(ownerId);
          menu = await menus.get(ownerId, id, query.guests);
        }
        const image = isQuote ? await logo.imageFor(ownerId) : null;
        const { business } = profile;
        return {
          fileName: exportFileNames.menuPdf(menu.name, menu.kind, query.variant, at),
          contentType: PDF_CONTENT_TYPE,
          body: await render('menu-pdf', {
            businessName: profile.business_name.trim(),
            business: {
              legalName: business.legal_name,
              taxId: business.tax_id,
              address: business.address,
              phone: business.phone,
              email: business.email || profile.email,
            },
            logo: image && new Uint8Array(image),
            menu,
            variant: query.variant,
            at,
            // Issue 35 point 5: the carta and the menú del día print it when Mi perfil turns it on.
            leftoversNotice: leftoversNoticeWording({
              enabled: profile.leftovers_notice,
              text: profile.leftovers_notice_text,
            }),
          }),
        };
      });
    },

    /**
     * The production sheet's A4 PDF (issue 37 point 6), from the answer of
     * `GET /api/menus/{id}/production/`: its checks first (Pro and Business, like the needs, so
     * not the `exports` feature nor its log), then the document in the pool.
     */
    async productionPdf(ownerId: number, id: number, guests?: number): Promise<ExportFile> {
      const sheet = await menus.production(ownerId, id, guests);
      return guard.run(ownerId, async () => {
        const at = now();
        return {
          fileName: exportFileNames.productionPdf(sheet.menu.name, sheet.guests, at),
          contentType: PDF_CONTENT_TYPE,
          body: await render('production-sheet-pdf', {
            businessName: await businessName(ownerId),
            sheet,
            at,
          }),
        };
      });
    },

    /**
     * The A4 PDF of a day's production sheet (issue 37 point 6), from the answer of
     * `GET /api/menus/production/?date=`: the same checks and document, the day's events named.
     */
    async dayProductionPdf(ownerId: number, date: string): Promise<ExportFile> {
      const sheet = await menus.dayProduction(ownerId, date);
      return guard.run(ownerId, async () => {
        const at = now();
        return {
          fileName: exportFileNames.dayProductionPdf(sheet.date),
          contentType: PDF_CONTENT_TYPE,
          body: await render('production-sheet-pdf', {
            businessName: await businessName(ownerId),
            sheet,
            at,
          }),
        };
      });
    },

    /**
     * The close between two counts (issue 34), "Analytics avanzado": the close service's own
     * checks first (Business, the account's counts), then the file from its answer.
     */
    async stockClosePdf(ownerId: number, fromCount: number, toCount: number) {
      const close = await stockClose.close(ownerId, fromCount, toCount);
      return serve(ownerId, 'stock_close_pdf', async (at) => ({
        fileName: exportFileNames.stockClosePdf(close.date_from, close.date_to),
        contentType: PDF_CONTENT_TYPE,
        body: await render('stock-close-pdf', {
          businessName: await businessName(ownerId),
          close,
          at,
        }),
      }));
    },

    async stockCloseXlsx(ownerId: number, fromCount: number, toCount: number) {
      const close = await stockClose.close(ownerId, fromCount, toCount);
      return serve(ownerId, 'stock_close_xlsx', async () => ({
        fileName: exportFileNames.stockCloseXlsx(close.date_from, close.date_to),
        contentType: XLSX_CONTENT_TYPE,
        body: await render('stock-close-xlsx', { close }),
      }));
    },
  };
}
