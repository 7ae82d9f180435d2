/**
 * A listing's billing rules (issue 36), set by its owner beside the availability and copied onto each
 * booking when it is approved: changing them later changes no open flight. The shape is the API's
 * (GET/PUT /api/share/:id/billing).
 */
export const BILLING_BASES = ['hobbs', 'tach', 'block'] as const;
export type BillingBasis = (typeof BILLING_BASES)[number];

export const FUEL_RULES = ['none', 'actual_capped', 'fixed_price'] as const;
export type FuelRule = (typeof FUEL_RULES)[number];

export interface DailyMinimum {
  /** Hours billed at least per day out (0: no minimum). */
  hours: number;
  /** On Saturdays and Sundays (the airport's days); null: as on weekdays. */
  weekendHours: number | null;
  /** The minimum applies to a day the aircraft is out at least this many hours. */
  whenOutHours: number;
}

export interface BillingRules {
  basis: BillingBasis;
  wet: boolean;
  rateCents: number;
  dailyMinimum: DailyMinimum;
  fuel: { rule: FuelRule; capCents?: number; priceCents?: number };
  fees: { label: string; amountCents: number }[];
}
