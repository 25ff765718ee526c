import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { userPageSchema, type UserPage } from '@contract/users';
import { apiRequest } from '../../../lib/api-client';
import { usersPageKey } from './keys';

export const USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** `GET list/tenant/user/?page=&page_size=10` → {count, results}. */
export async function listUsers(page: number, signal?: AbortSignal): Promise<UserPage> {
  const reply = await apiRequest<unknown>(apiPaths.users, { query: { page, page_size: USERS_PAGE_SIZE }, signal });
  return userPageSchema.parse(reply);
}

export function useUsersQuery(page: number) {
  return useQuery({
    queryKey: usersPageKey(page),
    queryFn: ({ signal }) => listUsers(page, signal),
    // Keep the current page on screen while the next one loads (no table flash).
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}
