import { useState } from 'react';
import { cx } from '../../../components/ui/cx';

/**
 * The recipe's picture, or nothing when it has none or it fails to load (site gone, offline).
 * Decorative: the recipe's name is always written beside it.
 */
export function RecipeImage({
  imageUrl,
  className,
  eager = false,
}: {
  imageUrl: string | null;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!imageUrl || failed) return null;
  return (
    <img
      src={imageUrl}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={cx('shrink-0 rounded-xl bg-canvas object-cover', className)}
    />
  );
}
