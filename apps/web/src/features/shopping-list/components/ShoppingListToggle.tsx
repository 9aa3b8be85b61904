import type { Product } from '@glouton/core/schemas';
import { Switch } from '../../../components/ui/Switch';
import { useToast } from '../../../components/ui/Toast';
import { useShoppingListToggle } from '../api/product-on-list';

/** "À acheter": puts the product on the household's shopping list, or takes it off. */
export function ShoppingListToggle({
  product,
  onProduct,
}: {
  product: Product;
  onProduct?: (product: Product) => void;
}) {
  const toggle = useShoppingListToggle(product, onProduct);
  const toast = useToast();
  const onList = toggle.isPending ? toggle.variables : product.addedToListAt !== null;

  const change = (next: boolean) => {
    if (toggle.isPending) return;
    toggle.mutate(next, {
      onSuccess: () =>
        toast.show({ message: next ? 'Ajouté à la liste de courses.' : 'Retiré de la liste de courses.' }),
      onError: () =>
        toast.show({ message: 'La liste de courses n’a pas pu être modifiée. Vérifiez votre connexion et réessayez.' }),
    });
  };

  return (
    <Switch
      label="À acheter"
      description={onList ? 'Sur la liste de courses.' : 'Pas sur la liste de courses.'}
      checked={onList}
      onChange={change}
    />
  );
}
