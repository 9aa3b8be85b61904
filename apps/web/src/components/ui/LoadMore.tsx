import { useEffect, useRef } from 'react';
import { Button } from './Button';

interface LoadMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
  /** Loads the next page by itself when scrolled near (the main list); the button stays for keyboards. */
  auto?: boolean;
}

/** "Voir plus": the next 50. Each page adds 50 cards, never the whole household at once. */
export function LoadMore({ shown, total, loading, onLoadMore, auto = false }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ loading, onLoadMore });
  latest.current = { loading, onLoadMore };

  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading) latest.current.onLoadMore();
      },
      // Start before the end is reached, so scrolling rarely waits.
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-2">
      <p className="text-sm text-muted">
        {shown} sur {total} produits affichés
      </p>
      <Button variant="secondary" pending={loading} onClick={() => !loading && onLoadMore()}>
        Voir plus
      </Button>
    </div>
  );
}
