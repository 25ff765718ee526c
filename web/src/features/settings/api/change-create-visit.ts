import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@contract/users';
import { apiCall } from '../../../lib/api-call';
import { usersKey } from './keys';

export interface ChangeCreateVisitInput {
  user_id: string;
  status_of_create_visit: boolean;
}

/** `POST change/create/visit/status {user_id, status_of_create_visit}`. */
export async function changeCreateVisit(input: ChangeCreateVisitInput): Promise<void> {
  await apiCall(usersApi.changeCreateVisit, { body: input });
}

export function useChangeCreateVisitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCreateVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
