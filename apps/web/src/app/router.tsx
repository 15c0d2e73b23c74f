import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PAGE_TITLES } from '../lib/titles.ts';
import { RootRoute, RouteFallback } from './root-route.tsx';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards.tsx';
import { PROFILE_PATH } from './layout/user-menu-paths.ts';
import { titleHandle } from './route-title.ts';
import { SALES_PATH } from '../lib/sales-path.ts';
import { WASTE_PLAN_PATH } from '../lib/waste-paths.ts';

/** Stripe's Checkout comes back here (the API's success_url, decision 029). */
export const CHECKOUT_RETURN_PATH = '/suscripcion/confirmada';

// Every page is its own chunk: the first download stays small (DESIGN.md §8) and later issues can
// grow a screen without slowing the others. Guards stay eager so redirects need no download.

/** The routes of SPEC.md §2, with their page titles. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    HydrateFallback: RouteFallback,
    children: [
      {
        path: '/',
        handle: titleHandle(null),
        lazy: async () => ({
          Component: (await import('../features/landing/pages/landing-page.tsx')).LandingPage,
        }),
      },
      // Issue 22: public whether or not signed in (a reset link may be opened anywhere).
      {
        path: '/recuperar',
        handle: titleHandle(PAGE_TITLES.forgotPassword),
        lazy: async () => ({
          Component: (await import('../features/auth/pages/forgot-password-page.tsx'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: '/restablecer',
        handle: titleHandle(PAGE_TITLES.resetPassword),
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page.tsx'))
            .ResetPasswordPage,
        }),
      },
      {
        path: '/verificar',
        handle: titleHandle(PAGE_TITLES.verifyEmail),
        lazy: async () => ({
          Component: (await import('../features/auth/pages/verify-email-page.tsx')).VerifyEmailPage,
        }),
      },
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: '/login',
            handle: titleHandle(PAGE_TITLES.login),
            lazy: async () => ({
              Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage,
            }),
          },
          {
            path: '/registro',
            handle: titleHandle(PAGE_TITLES.register),
            lazy: async () => ({
              Component: (await import('../features/auth/pages/register-page.tsx')).RegisterPage,
            }),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./layout/app-layout.tsx')).AppLayout,
            }),
            children: [
              {
                path: '/dashboard',
                handle: titleHandle(PAGE_TITLES.dashboard),
                lazy: async () => ({
                  Component: (await import('./pages/dashboard-route.tsx')).DashboardRoute,
                }),
              },
              {
                path: '/ingredients',
                handle: titleHandle(PAGE_TITLES.ingredients),
                lazy: async () => ({
                  Component: (await import('./pages/ingredients-route.tsx')).IngredientsRoute,
                }),
              },
              {
                path: '/ingredients/invoices',
                handle: titleHandle(PAGE_TITLES.supplierInvoices),
                lazy: async () => ({
                  Component: (await import('./pages/supplier-invoices-route.tsx'))
                    .SupplierInvoicesRoute,
                }),
              },
              {
                path: '/ingredients/suppliers',
                handle: titleHandle(PAGE_TITLES.suppliers),
                lazy: async () => ({
                  Component: (await import('../features/suppliers/pages/suppliers-page.tsx'))
                    .SuppliersPage,
                }),
              },
              {
                path: '/ingredients/suppliers/:id',
                handle: titleHandle(PAGE_TITLES.supplierDetail),
                lazy: async () => ({
                  Component: (await import('../features/suppliers/pages/supplier-detail-page.tsx'))
                    .SupplierDetailPage,
                }),
              },
              {
                path: '/ingredients/delivery-notes',
                handle: titleHandle(PAGE_TITLES.deliveryNotes),
                lazy: async () => ({
                  Component: (
                    await import('../features/delivery-notes/pages/delivery-notes-page.tsx')
                  ).DeliveryNotesPage,
                }),
              },
              {
                path: '/ingredients/delivery-notes/new',
                handle: titleHandle(PAGE_TITLES.newDeliveryNote),
                lazy: async () => ({
                  Component: (await import('./pages/new-delivery-note-route.tsx'))
                    .NewDeliveryNoteRoute,
                }),
              },
              {
                path: '/ingredients/inventory',
                handle: titleHandle(PAGE_TITLES.inventory),
                lazy: async () => ({
                  Component: (await import('./pages/inventory-route.tsx')).InventoryRoute,
                }),
              },
              {
                path: '/ingredients/orders',
                handle: titleHandle(PAGE_TITLES.purchaseOrders),
                lazy: async () => ({
                  Component: (await import('./pages/purchase-orders-route.tsx'))
                    .PurchaseOrdersRoute,
                }),
              },
              {
                path: '/ingredients/inventory/close',
                handle: titleHandle(PAGE_TITLES.stockClose),
                lazy: async () => ({
                  Component: (await import('./pages/stock-close-route.tsx')).StockCloseRoute,
                }),
              },
              {
                path: '/ingredients/waste',
                handle: titleHandle(PAGE_TITLES.waste),
                lazy: async () => ({
                  Component: (await import('./pages/waste-route.tsx')).WasteRoute,
                }),
              },
              {
                path: WASTE_PLAN_PATH,
                handle: titleHandle(PAGE_TITLES.wastePlan),
                lazy: async () => ({
                  Component: (await import('./pages/waste-plan-route.tsx')).WastePlanRoute,
                }),
              },
              {
                path: '/ingredients/inventory/counts/:id',
                handle: titleHandle(PAGE_TITLES.countSheet),
                lazy: async () => ({
                  Component: (await import('./pages/inventory-route.tsx')).CountSheetRoute,
                }),
              },
              {
                path: '/recipes',
                handle: titleHandle(PAGE_TITLES.recipes),
                lazy: async () => ({
                  Component: (await import('./pages/recipes-route.tsx')).RecipesRoute,
                }),
              },
              {
                path: SALES_PATH,
                handle: titleHandle(PAGE_TITLES.sales),
                lazy: async () => ({
                  Component: (await import('./pages/sales-route.tsx')).SalesRoute,
                }),
              },
              {
                path: '/recipes/:id',
                handle: titleHandle(PAGE_TITLES.recipeDetail),
                lazy: async () => ({
                  Component: (await import('./pages/recipe-detail-route.tsx')).RecipeDetailRoute,
                }),
              },
              {
                path: '/menus',
                handle: titleHandle(PAGE_TITLES.menus),
                lazy: async () => ({
                  Component: (await import('./pages/menus-route.tsx')).MenusRoute,
                }),
              },
              {
                path: '/menus/:id',
                handle: titleHandle(PAGE_TITLES.menuDetail),
                lazy: async () => ({
                  Component: (await import('./pages/menu-detail-route.tsx')).MenuDetailRoute,
                }),
              },
              {
                path: PROFILE_PATH,
                handle: titleHandle(PAGE_TITLES.profile),
                lazy: async () => ({
                  Component: (await import('./pages/profile-route.tsx')).ProfileRoute,
                }),
              },
              {
                path: CHECKOUT_RETURN_PATH,
                handle: titleHandle(PAGE_TITLES.checkoutReturn),
                lazy: async () => ({
                  Component: (
                    await import('../features/subscriptions/pages/checkout-return-page.tsx')
                  ).CheckoutReturnPage,
                }),
              },
              {
                path: '/extra-costs',
                handle: titleHandle(PAGE_TITLES.extraCosts),
                lazy: async () => ({
                  Component: (await import('../features/extra-costs/pages/extra-costs-page.tsx'))
                    .ExtraCostsPage,
                }),
              },
            ],
          },
        ],
      },
      // SPEC.md §2: any unknown path goes to /dashboard (and from there, if anonymous, to /login).
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
