import { Page } from '../../components/ui/Page';

// TODO(recipes): the screen itself; for now only its title.
export default function RecipesPage() {
  return <Page title="Recettes" />;
}
