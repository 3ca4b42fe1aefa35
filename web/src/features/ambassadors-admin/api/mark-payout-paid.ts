import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { adminMarkPayoutPaid as route } from '#functions/ambassadors/routes';
import { apiCall } from '@/lib/api-client';
import { ambassadorsKey } from './get-ambassadors';
import { payoutsKey } from './get-payouts';

export type PayoutPayment = BodyOf<typeof route>;

/** POST /api/admin/payouts/{id}/paid: once; a statement's total never changes. */
export function markPayoutPaid({ id, payment }: { id: string; payment: PayoutPayment }): Promise<ResponseOf<typeof route>> {
  return apiCall(route, { params: { id }, body: payment });
}

export function useMarkPayoutPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markPayoutPaid,
    // Paid moves money from due to paid in the table and the summary cards as well.
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: payoutsKey }), client.invalidateQueries({ queryKey: ambassadorsKey })]),
  });
}
