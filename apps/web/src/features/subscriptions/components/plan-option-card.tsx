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
 * SPEC.md §2: a plan ranked above the current one. The whole card is one button (a native
 * <button>, so Enter/Space and focus come for free); its name is the call to action and the rest
 * of the card is its description. Only phrasing content (spans) may sit inside a button.
 */
export function PlanOptionCard({ plan, onSelect, disabled, loading }: PlanOptionCardProps) {
  const ctaId = useId();
  const detailsId = useId();
  const recommended = plan.code === RECOMMENDED_PLAN;
  const lines = [...planAllowanceLines(plan), ...planFeatureLabels(plan)];

  return (
    <button
      type="button"
      className={classes.card}
      data-plan={plan.code}
      data-recommended={recommended || undefined}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-labelledby={ctaId}
      aria-describedby={detailsId}
      onClick={() => {
        onSelect(plan);
      }}
    >
      <span id={detailsId} className={classes.body}>
        <span className={classes.header}>
          <span className={classes.name}>{plan.name}</span>
          {recommended ? (
            <Badge component="span" variant="filled" size="sm">
              Recomendado
            </Badge>
          ) : null}
        </span>
        <span>
          <span className={classes.price}>{formatEuro(plan.price_monthly)}</span>
          <span className={classes.period}>/mes</span>
        </span>
        <span className={classes.list}>
          {lines.map((line) => (
            <span key={line} className={classes.item}>
              <IconCheck size={16} stroke={2.4} className={classes.check} aria-hidden />
              <span>{line}</span>
            </span>
          ))}
        </span>
      </span>
      <span id={ctaId} className={classes.cta}>
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
      </span>
    </button>
  );
}
