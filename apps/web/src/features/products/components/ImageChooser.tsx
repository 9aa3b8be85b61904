import type { OffImage } from '@glouton/core/schemas';
import { Check, ImageOff } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../components/ui/cx';

const KIND_LABELS: Record<OffImage['kind'], string> = {
  front: 'Face avant',
  ingredients: 'Ingrédients',
  nutrition: 'Valeurs nutritionnelles',
  packaging: 'Emballage',
  other: 'Autre photo',
};

interface ImageChooserProps {
  images: readonly OffImage[];
  value: string | null;
  onChange: (url: string | null) => void;
}

/** The photos Open Food Facts has for the product; the one chosen becomes the product's picture. */
export function ImageChooser({ images, value, onChange }: ImageChooserProps) {
  const name = useId();
  const options = [
    ...images.map((image) => ({ url: image.url as string | null, label: KIND_LABELS[image.kind] })),
    { url: null, label: 'Sans photo' },
  ];
  return (
    <fieldset>
      <legend className="mb-1.5 font-bold">Photo du produit</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {options.map((option) => {
          const checked = option.url === value;
          return (
            <label
              key={option.url ?? 'none'}
              className={cx(
                'relative flex w-24 shrink-0 cursor-pointer flex-col items-center gap-1 rounded-xl border-2 p-1 text-center text-xs font-bold',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? 'border-fg bg-canvas' : 'border-line',
              )}
            >
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(option.url)}
                className="sr-only"
              />
              {option.url ? (
                <img
                  src={option.url}
                  alt=""
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  className="size-20 rounded-lg bg-white object-contain"
                />
              ) : (
                <span className="flex size-20 items-center justify-center rounded-lg bg-canvas text-muted">
                  <ImageOff aria-hidden="true" className="size-8" />
                </span>
              )}
              <span>{option.label}</span>
              {/* Not colour alone: the chosen photo also gets a check mark. */}
              {checked && (
                <Check
                  aria-hidden="true"
                  className="absolute top-1 right-1 size-6 rounded-full bg-fg p-1 text-canvas"
                />
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
