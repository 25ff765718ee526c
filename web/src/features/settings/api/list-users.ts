import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@contract/pagination';
import { usersApi, type UserListQuery } from '@contract/users';
import { apiCall } from '../../../lib/api-call';
import { usersKey } from './keys';

export const USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export type UsersQuery = Partial<Omit<UserListQuery, 'page_size'>> & { page: number };

/** `GET list/tenant/user/?page=&page_size=10&search=&role=&status=&ordering=` → {count, results}. */
export function useUsersQuery(query: UsersQuery) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) => apiCall(usersApi.list, { query: { ...query, page_size: USERS_PAGE_SIZE } }, { signal }),
    // Keep the current rows on screen while the next ones load (no table flash).
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}
