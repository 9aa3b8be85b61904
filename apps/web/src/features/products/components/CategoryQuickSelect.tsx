import type { Product } from '@glouton/core/schemas';
import { categoryOf } from '../../../components/ui/CategoryIcon';
import { Select } from '../../../components/ui/Select';
import { useToast } from '../../../components/ui/Toast';
import { useUpdateProduct } from '../api/update-product';
import { CATEGORY_OPTIONS } from '../product-form';

/**
 * Moving a product to another category is common enough to skip the edit form: it is saved as soon as
 * it is chosen. The choice shows at once; the server's answer confirms it (or a toast says it failed).
 */
export function CategoryQuickSelect({ product }: { product: Product }) {
  const update = useUpdateProduct(product);
  const toast = useToast();
  const shown = update.isPending ? update.variables.categoryId : product.categoryId;
  return (
    <Select
      label="Catégorie"
      className="max-w-sm"
      options={CATEGORY_OPTIONS}
      value={String(shown)}
      onChange={(event) => {
        const categoryId = Number(event.target.value);
        update.mutate(
          { categoryId },
          {
            onSuccess: () => toast.show({ message: `Catégorie changée\u00a0: ${categoryOf(categoryId).name}.` }),
            onError: (error) => toast.show({ message: `La catégorie n’a pas été changée. ${error.message}` }),
          },
        );
      }}
    />
  );
}
