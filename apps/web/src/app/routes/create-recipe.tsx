import { Page } from '../../components/ui/Page';

// TODO(recipe creation): the screen itself; for now only its title.
export default function CreateRecipePage() {
  return <Page title="Nouvelle recette" />;
}
