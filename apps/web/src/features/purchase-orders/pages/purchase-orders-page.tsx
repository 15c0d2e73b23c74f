import { useState } from 'react';
import { Anchor, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PurchaseOrderModal } from '../components/purchase-order-modal.tsx';
import { PurchaseOrdersList } from '../components/purchase-orders-list.tsx';
import { PurchaseOrdersLocked } from '../components/purchase-orders-locked.tsx';
import { SuggestedOrders } from '../components/suggested-orders.tsx';
import type { RenderReceiptImpact } from '../lib/receipt-types.ts';

/**
 * /ingredients/orders, "Pedidos" (issue 37): the suggested order of each supplier for a delivery
 * day, the drafts made from it and the orders sent and received.
 */
export function PurchaseOrdersPage({
  locked = false,
  onUpgrade,
  renderImpact,
}: {
  locked?: boolean;
  onUpgrade: (message: string) => void;
  /** «Efecto en tus márgenes» of a delivery received with its document, composed by the app. */
  renderImpact?: RenderReceiptImpact;
}) {
  const [tab, setTab] = useState<string | null>('suggested');
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <Anchor component={Link} to="/ingredients" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Ingredientes
      </Anchor>
      <PageHeader
        title="Pedidos"
        description="Qué pedir a cada proveedor para su próxima entrega, según tus niveles par, tu stock y tus eventos."
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="suggested">Pedido sugerido</Tabs.Tab>
          <Tabs.Tab value="orders">Pedidos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="suggested">
          {locked ? (
            <PurchaseOrdersLocked onUpgrade={onUpgrade} />
          ) : (
            <SuggestedOrders
              onUpgrade={onUpgrade}
              onCreated={(id) => {
                setTab('orders');
                setOpenId(id);
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <PurchaseOrdersList onOpen={setOpenId} />
        </Tabs.Panel>
      </Tabs>
      <PurchaseOrderModal
        orderId={openId}
        onClose={() => {
          setOpenId(null);
        }}
        onUpgrade={onUpgrade}
        renderImpact={renderImpact}
        locked={locked}
      />
    </>
  );
}
