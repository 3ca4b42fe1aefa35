/**
 * Data the local stack seeds for trying the product by hand; none of it exists in the cloud.
 * Promo codes are printed at start so a newcomer can claim one on /promo-code.
 */
export const DEMO_PROMO_CODES = Array.from({ length: 10 }, (_, i) => `SPARK-DEMO${String(i + 1).padStart(2, '0')}`);

export const DEMO_AMBASSADORS = [
  { code: 'glowwithmia', name: 'Mia Torres', email: 'mia@example.com', status: 'active', commissionRate: 0.5 },
  { code: 'oldpartner', name: 'Former Partner', email: 'former@example.com', status: 'inactive', commissionRate: 0.5 },
] as const;

export async function seedDemoData(): Promise<{ promoCodesAdded: number }> {
  const { addPromoCode } = await import('../../functions/data/promo');
  const { putAmbassador } = await import('../../functions/data/ambassadors');
  const createdAt = new Date().toISOString();
  for (const ambassador of DEMO_AMBASSADORS) await putAmbassador({ ...ambassador, createdAt });
  let promoCodesAdded = 0;
  for (const code of DEMO_PROMO_CODES) if (await addPromoCode(code)) promoCodesAdded += 1;
  return { promoCodesAdded };
}
