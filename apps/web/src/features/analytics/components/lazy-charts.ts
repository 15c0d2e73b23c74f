import { lazy } from 'react';

const load = () => import('./analytics-charts.tsx');

export const MarginChart = lazy(() => load().then((module) => ({ default: module.MarginChart })));
export const CategoryChart = lazy(() =>
  load().then((module) => ({ default: module.CategoryChart })),
);
export const EvolutionChart = lazy(() =>
  load().then((module) => ({ default: module.EvolutionChart })),
);
export const MenuMatrixChart = lazy(() =>
  load().then((module) => ({ default: module.MenuMatrixChart })),
);
