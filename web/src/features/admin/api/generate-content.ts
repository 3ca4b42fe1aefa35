import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#functions/platform/route';
import { adminAiLogs, adminGenerate as route } from '#functions/content-engine/routes';
import { apiCall } from '@/lib/api-client';
import { routeKey } from '@/lib/query-client';

export type GenerationRequest = BodyOf<typeof route>;
export type GenerationReport = ResponseOf<typeof route>;
export type GenerationResult = GenerationReport['results'][number];

/**
 * POST /api/admin/generate: the generation tester (docs/product-rules.md#generation-tester). Up to
 * ~25 s for ten ideas. `success: false` is an answer, not an error; throws the client's ApiError.
 */
export function generateContent(request: GenerationRequest): Promise<GenerationReport> {
  return apiCall(route, { body: request });
}

/**
 * Every attempt writes an AI log, whatever the outcome: the logs viewer reads again. Not awaited,
 * so the tester's answer is not held up by the logs' read.
 */
export function useGenerateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateContent,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: routeKey(adminAiLogs) });
    },
  });
}
