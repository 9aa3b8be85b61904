import { useState } from 'react';
import { CategoryIcon } from './CategoryIcon';
import { cx } from './cx';

interface ProductImageProps {
  imageUrl: string | null;
  categoryId: number;
  className?: string;
  /** Only for the first screenful; everything below the fold waits until scrolled near. */
  eager?: boolean;
}

/**
 * The product's photo, or its category's icon when it has none or the photo fails to load (offline,
 * Open Food Facts image gone). Decorative: the product's name is always written beside it.
 */
export function ProductImage({ imageUrl, categoryId, className, eager = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const frame = cx('flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-canvas', className);
  if (!imageUrl || failed) {
    return (
      <div className={cx(frame, 'text-link')}>
        <CategoryIcon categoryId={categoryId} className="size-1/2" />
      </div>
    );
  }
  return (
    <div className={cx(frame, 'bg-white')}>
      <img
        src={imageUrl}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-full object-contain"
      />
    </div>
  );
}
