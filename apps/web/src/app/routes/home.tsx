import { Page } from '../../components/ui/Page';

// TODO(home): the screen itself; for now only its title.
export default function HomePage() {
  return <Page title="Accueil" />;
}
