import type {
  EarningsView, PaymentView, PayoutOnboardingView, PayoutsView, PilotPaymentLineView, PolicyView, RefundQuoteView,
} from '../../../domain/payment/payment-view';
import type { CancellationPolicy } from '../../../domain/payment/payment';
import { apiRequest } from './api-client';
import { downloadFile } from './download-file';

/** The payment calls of docs/api.md "Payments" (issue 37), shared by the account pages, the listing and the booking cards. */

/** GET /api/user/payouts: the owner's onboarding state, balance and payouts. */
export const getPayouts = (signal?: AbortSignal) => apiRequest<PayoutsView>('/user/payouts', { signal });

/** POST /api/user/payouts: starts or resumes onboarding; the answer's url is where the owner goes next. */
export const startPayouts = () => apiRequest<PayoutOnboardingView>('/user/payouts', { method: 'POST', json: {} });

/** POST /api/sandbox/connect/complete: the sandbox's hosted onboarding, finished for the caller. */
export const completeSandboxOnboarding = (account: string) =>
  apiRequest<PayoutsView>('/sandbox/connect/complete', { method: 'POST', json: { account } });

/** GET /api/share/:id/policy: the listing's payment terms and whether it takes payment now. */
export const getPolicy = (shareId: number, signal?: AbortSignal) => apiRequest<PolicyView>(`/share/${shareId}/policy`, { signal });

/** PUT /api/share/:id/policy (the owner): terms copied onto each request sent from now on. */
export const savePolicy = (shareId: number, body: { cancellation: CancellationPolicy; depositCents: number }) =>
  apiRequest<PolicyView>(`/share/${shareId}/policy`, { method: 'PUT', json: body });

/** GET /api/requests/:id/payment: the booking's money as the caller may see it. */
export const getPayment = (bookingId: number, signal?: AbortSignal) => apiRequest<PaymentView>(`/requests/${bookingId}/payment`, { signal });

/** POST /api/requests/:id/payment: the pilot pays an awaiting_payment booking with a card. */
export const payNow = (bookingId: number, paymentMethodId: string) =>
  apiRequest<PaymentView>(`/requests/${bookingId}/payment`, { method: 'POST', json: { paymentMethodId } });

/** GET /api/requests/:id/cancellation: what cancelling now would keep and refund. */
export const getCancellationQuote = (bookingId: number, signal?: AbortSignal) =>
  apiRequest<RefundQuoteView>(`/requests/${bookingId}/cancellation`, { signal });

/** GET /api/user/payments: the pilot's payments and receipts. */
export const getPilotPayments = (signal?: AbortSignal) => apiRequest<{ rows: PilotPaymentLineView[] }>('/user/payments', { signal });

/** GET /api/user/earnings: the owner's earnings per month and payouts. */
export const getEarnings = (signal?: AbortSignal) => apiRequest<EarningsView>('/user/earnings', { signal });

export const EARNINGS_CSV_URL = '/api/user/earnings.csv';

/**
 * Saves the earnings CSV: fetched with the API's version header (a plain link cannot send it), then handed
 * to the browser as a download under the name the server gives. Resolves to that name.
 */
export const downloadEarningsCsv = (): Promise<string> => downloadFile(EARNINGS_CSV_URL, 'text/csv', 'wingshare-earnings.csv');

