import type {
  PurchaseOrderIncident,
  PurchaseOrderLine,
} from '@costeo/domain/contracts/purchase-orders';
import { dec } from '@costeo/domain/decimal';
import { orderQuantityText } from '@costeo/domain/purchase-orders';
import { formatUnitPrice } from '../../../lib/format.ts';

/*
 * The incidents of a delivery as the cook reads them before recording it (issue 37 point 5): a
 * short title per kind and one line that says the figures («Llegan 8 kg de 10 kg pedidos»,
 * «2,10 €/kg en el albarán; pedido a 1,90 €/kg»). The server's sentence stays the fallback.
 */

export type IncidentKind = PurchaseOrderIncident['kind'];

export const INCIDENT_TITLES: Record<IncidentKind, string> = {
  missing: 'No ha llegado',
  short: 'Llega menos',
  over: 'Llega de más',
  price: 'Precio distinto',
  extra: 'No pedido',
};

/** The colour of each kind: missing and short in red, a price in orange, the rest in grey. */
export const INCIDENT_COLORS: Record<IncidentKind, string> = {
  missing: 'red',
  short: 'red',
  over: 'orange',
  price: 'orange',
  extra: 'gray',
};

/** "2,10 €/kg". */
function perUnit(price: string, unit: string | null): string {
  return `${formatUnitPrice(price)}/${unit ?? 'ud'}`;
}

/**
 * One incident's figures in a sentence: what came against what was ordered, said in the order's
 * format; the price per kg, l or ud against the order's. `orderLine` gives the format's wording.
 */
export function incidentDetail(
  incident: PurchaseOrderIncident,
  documentLabel: string,
  orderLine: Pick<PurchaseOrderLine, 'format_name'> | undefined,
): string {
  const format = orderLine?.format_name;
  switch (incident.kind) {
    case 'short':
    case 'over': {
      if (incident.ordered === null || incident.delivered === null || format === undefined) {
        return incident.message;
      }
      const delivered = dec(incident.delivered);
      const gap = dec(incident.ordered).minus(delivered).abs();
      const verb = delivered.equals(1) ? 'Llega' : 'Llegan';
      const ordered = `${orderQuantityText(incident.ordered, format)} pedidos`;
      const gapText = orderQuantityText(gap, format);
      return incident.kind === 'short'
        ? `${verb} ${orderQuantityText(delivered, format)} de ${ordered}: ${gap.equals(1) ? 'falta' : 'faltan'} ${gapText}.`
        : `${verb} ${orderQuantityText(delivered, format)} de ${ordered}: ${gapText} de más.`;
    }
    case 'price': {
      if (incident.ordered_price === null || incident.document_price === null) {
        return incident.message;
      }
      const now = dec(incident.document_price);
      const before = dec(incident.ordered_price);
      const direction = now.greaterThan(before) ? 'más caro' : 'más barato';
      return `${perUnit(incident.document_price, incident.price_unit)} en ${documentLabel}; pedido a ${perUnit(incident.ordered_price, incident.price_unit)} (${direction}).`;
    }
    case 'missing':
    case 'extra':
      return incident.message;
  }
}

/** "2 incidencias", "1 incidencia". */
export function incidentsLabel(count: number): string {
  return count === 1 ? '1 incidencia' : `${String(count)} incidencias`;
}
