import type { Profile, TokenPair } from '@costeo/domain/contracts/auth';

export const TOKENS: TokenPair = { access: 'access-1', refresh: 'refresh-1' };

export const PROFILE: Profile = {
  id: 7,
  username: 'marta',
  email: 'marta@casamarta.es',
  business_name: 'Casa Marta',
  date_joined: '2025-01-15T09:30:00Z',
  settings: { sale_vat_pct: '10.00', target_food_cost_pct: '30.00' },
  email_verified: true,
  weekly_digest: true,
  business: {
    legal_name: 'Casa Marta Restauración S.L.',
    tax_id: 'B46123451',
    address: 'Calle de Ponzano 12, 28010 Madrid',
    phone: '+34 910 12 34 56',
    email: '',
  },
  quote_defaults: {
    validity_days: 30,
    deposit_pct: '30.00',
    payment_terms: 'Transferencia 7 días antes.',
  },
  logo_updated_at: null,
  leftovers_notice: false,
  leftovers_notice_text: '',
};
