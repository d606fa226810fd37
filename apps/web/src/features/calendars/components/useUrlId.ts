import { useSearchParams } from 'react-router';

/** A record picked on a screen, kept in the URL (`&batch=12`) so that a refresh or a link opens it again. */
export function useUrlId(name: string): [number | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(name)) || null;
  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value) copy.set(name, value);
        else copy.delete(name);
        return copy;
      },
      { replace: true },
    );
  return [id, choose];
}
