import { Plus, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { TextField } from '../../components/ui/TextField';
import { RecipeResults } from '../../features/recipes/components/RecipeResults';
import { useRecipeSearch } from '../../features/recipes/hooks/useRecipeSearch';

/** `/recipes`: every recipe, the ones the cupboard can make (and that use what expires) first. */
export default function RecipesPage() {
  const { input, setInput, search } = useRecipeSearch();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Page title="Recettes" />
        <Link to="/create-recipe" className={buttonClasses('primary', 'no-underline')}>
          <Plus aria-hidden="true" className="size-5" />
          Nouvelle recette
        </Link>
      </div>
      <TextField
        label="Rechercher une recette"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Nom de la recette"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        trailing={<Search aria-hidden="true" className="mr-3 size-5 text-muted" />}
      />
      <RecipeResults search={search} onReset={() => setInput('')} />
    </div>
  );
}
