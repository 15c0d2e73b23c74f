import type { ReactNode } from 'react';
import type { PurchaseOrderIncident } from '@costeo/domain/contracts/purchase-orders';
import type { AffectedMenu, AffectedRecipe } from '@costeo/domain/contracts/supplier-invoices';

/** What the new prices of a delivery do to the dishes' margins, as the preview says it. */
export interface ReceiptImpact {
  available: boolean;
  recipes: AffectedRecipe[];
  menus: AffectedMenu[];
}

/** «Efecto en tus márgenes», composed by the app (the invoices' view). */
export type RenderReceiptImpact = (impact: ReceiptImpact) => ReactNode;

/** An order just received: the incidents recorded and what the document was called. */
export interface ReceiptDone {
  incidents: PurchaseOrderIncident[];
  documentLabel: string;
}
