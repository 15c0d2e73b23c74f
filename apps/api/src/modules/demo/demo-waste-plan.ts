import { profileUpdateRequestSchema } from '@costeo/domain/contracts/auth';
import { wastePlanInputSchema } from '@costeo/domain/contracts/waste';
import { madridDay } from '../../lib/format-es.ts';
import type { Services } from '../../services.ts';

/** `day` moved by whole months (the 31st of a shorter month: its last day). */
function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + month - 1 + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/**
 * The demo kitchen's prevention plan (issue 35 point 4, Ley 1/2025) and its leftovers notice
 * (point 5): one version, saved through the plan's service as the form saves it — the measures a
 * taberna takes, the food bank it gives to since half a year ago, its head chef responsible and a
 * review a year ahead (so the Dashboard's reminder stays quiet) — and the notice on the carta and
 * the menú del día in the default wording.
 */
export async function seedDemoWastePlan(services: Services, ownerId: number): Promise<void> {
  const today = madridDay(services.now());
  await services.users.updateProfile(
    ownerId,
    profileUpdateRequestSchema.parse({ leftovers_notice: true, leftovers_notice_text: '' }),
  );
  await services.wastePlan.save(
    ownerId,
    wastePlanInputSchema.parse({
      measures: [
        'rotacion_fefo',
        'compras_ajustadas',
        'etiquetado_fechas',
        'raciones_ficha',
        'produccion_tandas',
        'aprovechamiento',
        'medias_raciones',
        'envases_sobras',
        'registro_mermas',
        'donacion',
        'separacion_organica',
      ],
      own_measures: [
        'El pan del día anterior, en torrijas y picatostes para el menú del día',
        'Las croquetas se fríen por encargo, no por bandejas',
      ],
      donation_agreements: [
        {
          entity: 'Banco de Alimentos de Madrid',
          since: addMonths(today, -6),
          notes: 'Recogen los martes por la tarde lo apto que sobra de la semana, refrigerado.',
        },
      ],
      responsible: 'Lucía Martín, jefa de cocina',
      review_date: addMonths(today, 12),
      notes:
        'El registro de mermas muestra que el pescado caducado y las sobras del comedor son lo que más se pierde: se revisan las compras de los lunes y el tamaño de las raciones de fritura.',
    }),
  );
}
