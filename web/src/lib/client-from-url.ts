import { useQuery } from '@tanstack/react-query';
import { clientsApi, type Client } from '@contract/clients';
import { apiCall } from './api-call';

/** A client as the pickers show it before any search. */
export interface ChosenClient {
  id: string;
  company_name: string;
  contact_name: string;
  kind: Client['kind'];
}

const isId = (s: string | null): s is string => !!s && /^[0-9a-f-]{36}$/i.test(s);

/**
 * The client a link names (`/app/visits?plan=<id>`, `/app/tasks?new=<id>`, from the client
 * page), read through `get/client/:id` so the form opens with its name already chosen. Features
 * never import each other: the client page links, and the page that owns the form reads the
 * link. Undefined while loading, and for an id the caller may not see.
 */
export function useClientFromUrl(id: string | null): ChosenClient | undefined {
  const query = useQuery({
    queryKey: ['clients', 'details', id],
    queryFn: ({ signal }) => apiCall(clientsApi.details, { params: { id: id! } }, { signal }),
    enabled: isId(id),
    // A link to a client the caller cannot see says so once (the usual error toast).
    retry: false,
  });
  const c = isId(id) ? query.data : undefined;
  return c && { id: c.id, company_name: c.company_name, contact_name: c.contact_name, kind: c.kind };
}
