import { useId } from 'react';
import { Badge, Loader } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { Plan } from '@costeo/domain/contracts/subscriptions';
import { formatEuro } from '../../../lib/format.ts';
import { planAllowanceLines, planFeatureLabels, RECOMMENDED_PLAN } from '../lib/plan-display.ts';
import classes from './plan-option-card.module.css';

interface PlanOptionCardProps {
  plan: Plan;
  onSelect: (plan: Plan) => void;
  /** Any upgrade is running: every card is disabled. */
  disabled: boolean;
  /** This card's upgrade is the one running. */
  loading: boolean;
}

/**
 * SPEC.md §2: a plan ranked above the current one. Clicking anywhere on the card starts the
 * upgrade: the card's one control is its call to action (a native <button>, so Enter/Space and
 * focus come for free), stretched over the whole card by CSS. Its name is its own visible text,
 * "Cambiar a Pro" (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch: a card-wide button
 * named only by its call to action had the plan's details as unnamed visible text), and the
 * details are its description.
 */
export function PlanOptionCard({ plan, onSelect, disabled, loading }: PlanOptionCardProps) {
  const detailsId = useId();
  const recommended = plan.code === RECOMMENDED_PLAN;
  const lines = [...planAllowanceLines(plan), ...planFeatureLabels(plan)];

  return (
    <div
      className={classes.card}
      data-plan={plan.code}
      data-recommended={recommended || undefined}
      data-disabled={disabled || undefined}
    >
      <div id={detailsId} className={classes.body}>
        <div className={classes.header}>
          <span className={classes.name}>{plan.name}</span>
          {recommended ? (
            <Badge variant="filled" size="sm">
              Recomendado
            </Badge>
          ) : null}
        </div>
        <div>
          <span className={classes.price}>{formatEuro(plan.price_monthly)}</span>
          <span className={classes.period}>/mes</span>
        </div>
        <ul className={classes.list}>
          {lines.map((line) => (
            <li key={line} className={classes.item}>
              <IconCheck size={16} stroke={2.4} className={classes.check} aria-hidden />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={classes.cta}
        disabled={disabled}
        aria-busy={loading || undefined}
        aria-describedby={detailsId}
        onClick={() => {
          onSelect(plan);
        }}
      >
        {loading ? (
          <>
            <Loader size={14} color="white" aria-hidden />
            <span>Cambiando a {plan.name}…</span>
          </>
        ) : (
          <>
            <span>Cambiar a {plan.name}</span>
            <IconArrowRight size={16} aria-hidden />
          </>
        )}
      </button>
    </div>
  );
}
