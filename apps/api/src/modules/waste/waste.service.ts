import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RecipePhotosService } from '../recipes/recipe-photos.service.ts';
import { createWasteEntriesService } from './waste-entries.service.ts';
import { createWasteReportsService, type WastePurchasesPort } from './waste-reports.service.ts';
import { createWasteRepository } from './waste.repository.ts';
import type { WasteCosting } from './waste.valuation.ts';

export type { PeriodWaste } from './waste-reports.service.ts';

/**
 * Waste (issue 35, DOMAIN.md §12, decisions 042 and 043): the log of what the kitchen threw away or
 * gave away, valued at cost at its date, its reports and the period's waste the stock close
 * subtracts from the variance. On every plan: a legal obligation needs no upgrade.
 */
export function createWasteService(deps: {
  db: Db;
  costing: WasteCosting;
  purchases: WastePurchasesPort;
  /** The recipe photos' pipeline (decision 021): decoded and re-encoded in the worker pool. */
  photos: Pick<RecipePhotosService, 'prepare'>;
  now: () => Date;
}) {
  const { db, photos, now } = deps;
  const entries = createWasteEntriesService(deps);
  const reports = createWasteReportsService(deps);
  const repository = createWasteRepository(db);

  return {
    entries,
    /** The period's figures; the prevention plan's self-diagnosis is drawn from them. */
    summary: (...args: Parameters<typeof reports.summary>) => reports.summary(...args),
    weeks: (ownerId: number) => reports.weeks(ownerId),
    /** The period's waste in products (the stock close subtracts it from the variance). */
    periodWaste: (...args: Parameters<typeof reports.periodWaste>) => reports.periodWaste(...args),

    photo: {
      async put(ownerId: number, entryId: number, contentBase64: string) {
        // 404 before any work: another owner's entry costs no decoding.
        if (!(await repository.hasEntry(ownerId, entryId))) throw AppError.notFound();
        const photo = await photos.prepare(ownerId, contentBase64);
        const at = now();
        const saved = await db.transaction((tx) =>
          createWasteRepository(tx).savePhoto(ownerId, entryId, photo, at),
        );
        if (!saved) throw AppError.notFound();
        return { photo_updated_at: at.toISOString(), width: photo.width, height: photo.height };
      },

      async get(ownerId: number, entryId: number) {
        const found = await repository.photo(ownerId, entryId);
        if (!found) throw AppError.notFound();
        return found;
      },

      async remove(ownerId: number, entryId: number): Promise<void> {
        if (!(await repository.removePhoto(ownerId, entryId))) throw AppError.notFound();
      },
    },
  };
}

export type WasteService = ReturnType<typeof createWasteService>;
