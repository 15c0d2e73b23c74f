/**
 * A domain rule refused its input (a merma of 100 %, a negative quantity…). The request schemas
 * already refuse these; the domain refuses them again so no caller can compute a wrong cost.
 * `field` is the contract's field name, so the API can answer DRF's `{field: [message]}` (400).
 */
export class DomainRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainRuleError';
  }
}
