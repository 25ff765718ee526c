import type { PageQuery } from '@contract/pagination';

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.page_size;
