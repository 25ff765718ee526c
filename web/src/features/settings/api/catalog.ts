import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogApi } from '@contract/agencies';
import type { BodyIn } from '@contract/endpoint';
import { apiCall } from '../../../lib/api-call';
import { agenciesKey, samplesKey } from '../../../lib/catalog';

function useCatalogMutation<I, R>(key: readonly string[], fn: (input: I) => Promise<R>, inlineError = false) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, meta: { inlineError }, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useSaveAgency = () =>
  useCatalogMutation(
    agenciesKey,
    (body: BodyIn<typeof catalogApi.editAgency> | BodyIn<typeof catalogApi.createAgency>) =>
      'id' in body && body.id
        ? apiCall(catalogApi.editAgency, { body: { ...body, id: body.id } })
        : apiCall(catalogApi.createAgency, { body }),
    true,
  );

/** Spec §8: the outcome is said with the spec's own messages, so the screen shows them itself. */
export const useDeleteAgency = () =>
  useCatalogMutation(agenciesKey, (agency_id: string) => apiCall(catalogApi.deleteAgency, { body: { agency_id } }), true);

export const useSaveSample = () =>
  useCatalogMutation(
    samplesKey,
    (body: BodyIn<typeof catalogApi.editSample> | BodyIn<typeof catalogApi.createSample>) =>
      'id' in body && body.id
        ? apiCall(catalogApi.editSample, { body: { ...body, id: body.id } })
        : apiCall(catalogApi.createSample, { body }),
    true,
  );

export const useDeleteSample = () =>
  useCatalogMutation(samplesKey, (sample_id: string) => apiCall(catalogApi.deleteSample, { body: { sample_id } }), true);
