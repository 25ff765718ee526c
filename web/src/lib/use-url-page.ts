import { useSearchParams } from 'react-router';

/** The list's page in the URL (`?page=`), so reload, back and a shared link keep it; other params stay. */
export function useUrlPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setPage = (p: number) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(p) }));
  return [page, setPage];
}
