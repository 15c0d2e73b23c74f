import { PDF_CONTENT_TYPE } from '@costeo/domain/contracts/exports';
import type {
  WastePlan,
  wastePlanInputSchema,
  WastePlanState,
  WasteSummary,
} from '@costeo/domain/contracts/waste';
import { exportFileNames } from '@costeo/domain/export-files';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseWorkLimit, WorkLimitError, type WorkPool } from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import type { BusinessLogoService } from '../users/business-logo.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createWastePlanRepository, type WastePlanRow } from './waste-plan.repository.ts';

/** The log's figures of a period (the waste service's `summary`, as `GET /api/waste/summary/`). */
export interface WasteSummaryPort {
  summary(
    ownerId: number,
    query: { date_from?: string | undefined; date_to?: string | undefined },
  ): Promise<WasteSummary>;
}

export const PLAN_PDF_TIMED_OUT =
  'El plan tardó demasiado en generarse. Prueba con textos más cortos.';
export const PLAN_PDF_TOO_COMPLEX =
  'El plan es demasiado grande para generarlo. Prueba con textos más cortos.';

function toPlan(row: WastePlanRow): WastePlan {
  return {
    version: row.version,
    measures: row.measures,
    own_measures: row.ownMeasures,
    donation_agreements: row.donationAgreements,
    responsible: row.responsible,
    review_date: row.reviewOn,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The prevention plan of Ley 1/2025 (issue 35 point 4, decision 042): kept with its versions
 * (a save writes the next one, never overwrites), and its PDF — the business from Mi perfil, the
 * self-diagnosis from the waste log's summary of the last 12 months, the measures, the donation
 * agreements — rendered in the worker pool like every document (decision 018). On every plan: a
 * legal obligation needs no upgrade, so it is not an export of the `exports` feature.
 */
export function createWastePlanService(deps: {
  db: Db;
  log: WasteSummaryPort;
  users: Pick<UsersService, 'getProfile'>;
  logo: Pick<BusinessLogoService, 'imageFor'>;
  work: WorkPool;
  guard: UserWorkGuard;
  now: () => Date;
}) {
  const { db, log, users, logo, work, guard, now } = deps;
  const repository = createWastePlanRepository(db);

  async function state(ownerId: number): Promise<WastePlanState> {
    const [latest, versions] = await Promise.all([
      repository.find(ownerId),
      repository.versions(ownerId),
    ]);
    return {
      plan: latest ? toPlan(latest) : null,
      versions: versions.map((row) => ({
        version: row.version,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  return {
    state,

    /** Saves the plan as a new version (the last + 1) and answers the state. */
    async save(
      ownerId: number,
      input: z.output<typeof wastePlanInputSchema>,
    ): Promise<WastePlanState> {
      await db.transaction((tx) =>
        createWastePlanRepository(tx).insertNext(ownerId, {
          // Each measure once, in the catalogue's order as the owner ticked them.
          measures: [...new Set(input.measures)],
          ownMeasures: input.own_measures,
          donationAgreements: input.donation_agreements,
          responsible: input.responsible,
          reviewOn: input.review_date,
          notes: input.notes,
          createdAt: now(),
        }),
      );
      return state(ownerId);
    },

    /** The plan's PDF: version `version`, or the latest; 404 when there is none. */
    async pdf(ownerId: number, version?: number) {
      const row = await repository.find(ownerId, version);
      if (!row) throw AppError.notFound();
      return guard.run(ownerId, async () => {
        const [profile, image, summary] = await Promise.all([
          users.getProfile(ownerId),
          logo.imageFor(ownerId),
          log.summary(ownerId, {}),
        ]);
        const { business } = profile;
        let bytes: Uint8Array;
        try {
          bytes = await work.run(
            'waste-plan-pdf',
            {
              businessName: profile.business_name.trim(),
              business: {
                legalName: business.legal_name,
                taxId: business.tax_id,
                address: business.address,
                phone: business.phone,
                email: business.email || profile.email,
              },
              logo: image && new Uint8Array(image),
              plan: toPlan(row),
              summary,
              at: now(),
            },
            { limit: 'export' },
          );
        } catch (error) {
          if (!(error instanceof WorkLimitError)) throw error;
          throw refuseWorkLimit(error, {
            timedOut: PLAN_PDF_TIMED_OUT,
            tooComplex: PLAN_PDF_TOO_COMPLEX,
          });
        }
        return {
          fileName: exportFileNames.wastePlanPdf(row.version),
          contentType: PDF_CONTENT_TYPE,
          body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        };
      });
    },
  };
}

export type WastePlanService = ReturnType<typeof createWastePlanService>;
